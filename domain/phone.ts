/**
 * Phone numbers as the verification service and the lead service compare them: E.164 (`+9647501234567`).
 * A visitor may type spaces, dashes, brackets, Kurdish or Arabic digits, `00964…` or the Iraqi
 * national form `0750…`; all of them become the same E.164 number, or null when it cannot be one.
 */
import { toWesternDigits } from './digits.js';

/** What Twilio accepts (and the verification routes' schema checks). */
export const E164 = /^\+[1-9][0-9]{6,14}$/;
/** An Iraqi mobile number as a visitor would write it in full: the example every phone field shows (kept left to right, in a `<bdi dir="ltr">`). */
export const PHONE_EXAMPLE = '+964 750 123 4567';

/** Iraq's country code: a national number (leading 0) is taken as Iraqi. */
const HOME_COUNTRY = '964';

export function normalizePhone(input: string): string | null {
  const compact = toWesternDigits(input).replace(/[\s\-().\u200e\u200f\u2066-\u2069]/g, '');
  if (!/^\+?[0-9]+$/.test(compact)) return null;
  let number: string;
  if (compact.startsWith('+')) number = compact;
  else if (compact.startsWith('00')) number = `+${compact.slice(2)}`;
  else if (compact.startsWith('0')) number = `+${HOME_COUNTRY}${compact.slice(1)}`;
  else number = `+${compact}`;
  return E164.test(number) ? number : null;
}
