/**
 * Reading what a visitor typed: Kurdish/Arabic digits become Western, phones become E.164 (Iraqi
 * numbers only), dates and times their ISO forms. Each reader answers null when the text is not one.
 */
import { toWesternDigits } from '../digits.js';
import { normalizePhone } from '../phone.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Iraqi mobiles (+964 7xx xxx xxxx) and landlines (+964 1 xxx xxxx, +964 2x–6x xxx xxxx). */
const IRAQI_E164 = /^\+964(?:7[0-9]{9}|1[0-9]{7}|[2-6][0-9]{7,8})$/;

export function readEmail(text: string): string | null {
  const value = text.trim();
  return value.length <= 254 && EMAIL.test(value) ? value : null;
}

/** An Iraqi number in any way a visitor writes it (0750…, 00964…, +964…, Eastern digits), as E.164. */
export function readIraqiPhone(text: string): string | null {
  const number = normalizePhone(text);
  return number && IRAQI_E164.test(number) ? number : null;
}

/** A decimal number with Western, Kurdish or Arabic digits and separators (٫ decimal, ٬ and , grouping). */
export function readNumber(text: string): number | null {
  const western = toWesternDigits(text.trim())
    .replace(/[٬,\s]/g, '')
    .replace('٫', '.');
  if (!/^-?[0-9]+(?:\.[0-9]+)?$/.test(western)) return null;
  const value = Number(western);
  return Number.isFinite(value) ? value : null;
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** `YYYY-MM-DD` (any digits), a real calendar day, as Western `YYYY-MM-DD`. */
export function readDate(text: string): string | null {
  const match = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(toWesternDigits(text.trim()));
  if (!match) return null;
  const [, y, m, d] = match as unknown as [string, string, string, string];
  return isCalendarDate(Number(y), Number(m), Number(d)) ? `${y}-${m}-${d}` : null;
}

/** `YYYY-MM-DDTHH:mm` (or a space, optional `:ss`), 24-hour, as Western `YYYY-MM-DDTHH:mm`. */
export function readDateTime(text: string): string | null {
  const match = /^([0-9]{4}-[0-9]{2}-[0-9]{2})[T ]([0-9]{2}):([0-9]{2})(?::[0-9]{2})?$/.exec(toWesternDigits(text.trim()));
  if (!match) return null;
  const [, day, hh, mm] = match as unknown as [string, string, string, string];
  const date = readDate(day);
  if (!date || Number(hh) > 23 || Number(mm) > 59) return null;
  return `${date}T${hh}:${mm}`;
}

/** Characters as a reader counts them (code points, so an emoji is one). */
export function characterCount(text: string): number {
  return [...text].length;
}
