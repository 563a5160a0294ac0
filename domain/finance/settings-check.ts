/**
 * What an editor may set in a finance calculator block, checked when the block is saved
 * (server/cms/block-validation.ts): the input configuration's ranges and the models' prices. A
 * value outside these bounds ("abc", a 35 % rate, a 150 % deposit, 100 years, a price of 1e308) is
 * refused with the setting it concerns, never clamped or replaced behind the editor's back
 * (docs/finance.md, "Editor settings").
 */
import { readJsonValue } from '../json-text.js';

/** The bounds of each setting (a rate in percent a year, shares in percent of the price, years). */
export const FINANCE_LIMITS = {
  down_payment: { min: 0, max: 95, unit: '%' },
  duration: { min: 1, max: 10, unit: 'years' },
  interest_rate: { min: 0, max: 30, unit: '%' },
  balloon: { min: 0, max: 80, unit: '%' },
} as const;

/** A price in whole currency units: above 0 and at most a trillion (any car in IQD fits). */
export const FINANCE_PRICE_MAX = 1_000_000_000_000;

export interface SettingProblem {
  /** Where, inside the prop: `interest_rate`, `duration.max`, `[2].price`. */
  path: string;
  message: string;
}

type Setting = keyof typeof FINANCE_LIMITS;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A number as JSON or as text of digits; anything else is not one. */
function numberOf(value: unknown): number | null {
  const n = typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

function checkNumber(setting: Setting, value: unknown, path: string): SettingProblem | null {
  const { min, max, unit } = FINANCE_LIMITS[setting];
  const n = numberOf(value);
  if (n === null) return { path, message: `${path} must be a number from ${min} to ${max} ${unit}` };
  if (n < min || n > max) return { path, message: `${path} must be from ${min} to ${max} ${unit} (it is ${n})` };
  return null;
}

function checkRange(setting: Setting, raw: unknown): SettingProblem | null {
  if (setting === 'interest_rate' && !isRecord(raw)) return checkNumber(setting, raw, setting);
  if (!isRecord(raw)) return { path: setting, message: `${setting} must be an object { min, max, default }` };
  for (const part of ['min', 'max', 'default', 'value'] as const) {
    if (raw[part] === undefined) continue;
    const problem = checkNumber(setting, raw[part], `${setting}.${part}`);
    if (problem) return problem;
  }
  const min = numberOf(raw.min);
  const max = numberOf(raw.max);
  if (min !== null && max !== null && min > max) return { path: `${setting}.min`, message: `${setting}.min is above ${setting}.max` };
  for (const part of ['interval', 'step'] as const) {
    if (raw[part] === undefined) continue;
    const step = numberOf(raw[part]);
    if (step === null || step <= 0) return { path: `${setting}.${part}`, message: `${setting}.${part} must be a number above 0` };
  }
  return null;
}

/** The first problem of the input configuration JSON, or null (empty text: the defaults). */
export function checkInputConfiguration(text: string): SettingProblem | null {
  if (text.trim() === '') return null;
  const raw = readJsonValue(text);
  if (!isRecord(raw)) return { path: '', message: 'The input configuration must be a JSON object' };
  for (const setting of Object.keys(FINANCE_LIMITS) as Setting[]) {
    if (raw[setting] === undefined) continue;
    const problem = checkRange(setting, raw[setting]);
    if (problem) return problem;
  }
  return null;
}

/** The first problem of the models JSON (each model's `price`), or null. */
export function checkModelsInfo(text: string): SettingProblem | null {
  if (text.trim() === '') return null;
  const raw = readJsonValue(text);
  if (!Array.isArray(raw)) return { path: '', message: 'The models info must be a JSON list' };
  for (const [index, model] of raw.entries()) {
    if (!isRecord(model) || model.price === undefined) continue;
    const price = numberOf(model.price);
    if (price === null || price <= 0 || price > FINANCE_PRICE_MAX)
      return { path: `[${index}].price`, message: `[${index}].price must be a number above 0 and at most ${FINANCE_PRICE_MAX}` };
  }
  return null;
}
