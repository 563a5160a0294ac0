/**
 * The one VIN rule (docs/stock-feed.md, "Feed format"; docs/embedding.md, "What the widgets do"): 17
 * characters of the ISO 3779 alphabet (digits and capital letters without I, O and Q), and the check
 * digit in position 9 where the market uses one. The check digit (the transliteration and weights of
 * 49 CFR 565.15: remainder of the weighted sum by 11, 10 written "X") is required of VINs whose world
 * manufacturer identifier marks North America (first character 1–5); VINs made for Europe and the
 * Gulf need not carry one, so theirs is not checked. Input is trimmed, spaces and dashes dropped,
 * Eastern Arabic-Indic and Persian digits (a Kurdish or Arabic keyboard) read as 0–9, and
 * upper-cased first, as people type VINs from a registration card.
 */
import { toWesternDigits } from './digits.js';

const TRANSLITERATION: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const VIN_SHAPE = /^[A-HJ-NPR-Z0-9]{17}$/;

export type VinCheck = { ok: true; vin: string } | { ok: false; reason: 'malformed' | 'check_digit' };

const valueOf = (char: string): number => (/[0-9]/.test(char) ? Number(char) : (TRANSLITERATION[char] ?? 0));

/** The check digit ('0'–'9' or 'X') of a VIN of the right shape (position 9 is ignored). */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += valueOf(vin[i] ?? '0') * (WEIGHTS[i] ?? 0);
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** The VIN as people type it: Western digits, no spaces or dashes, upper case. */
export const normaliseVin = (input: string): string => toWesternDigits(input).replace(/[\s-]/g, '').toUpperCase();

/** Whether a normalised VIN has the ISO 3779 shape: 17 digits and capitals without I, O and Q. */
export const isVinShaped = (vin: string): boolean => VIN_SHAPE.test(vin);

/** Whether the VIN's market requires the check digit: a North American maker (first character 1–5). */
export const marketUsesCheckDigit = (vin: string): boolean => /^[1-5]/.test(vin);

/** Whether position 9 holds the check digit of the rest (whatever the market). */
export const carriesCheckDigit = (vin: string): boolean => vin[8] === vinCheckDigit(vin);

/** The VIN as typed, normalised and validated: the shape always, the check digit where the market uses one. */
export function checkVin(input: string): VinCheck {
  const vin = normaliseVin(input);
  if (!isVinShaped(vin)) return { ok: false, reason: 'malformed' };
  if (marketUsesCheckDigit(vin) && !carriesCheckDigit(vin)) return { ok: false, reason: 'check_digit' };
  return { ok: true, vin };
}

/** A VIN with its check digit put in place (for seeds and tests building valid VINs). */
export function withCheckDigit(vin: string): string {
  return vin.slice(0, 8) + vinCheckDigit(vin) + vin.slice(9);
}
