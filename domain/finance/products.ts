/**
 * Finance products (block catalogue, "Finance"): each group of the finance calculator block names a
 * `finance_product` (one of the regional hire-purchase variants) and carries an input and an output
 * JSON configuration. This file reads those editor-written JSONs into checked settings with the
 * catalogue's defaults: down payment 20–50 % in steps of 5 (default 20), duration 4–7 years
 * (default 4), an interest rate. Bad or missing values fall back to the defaults, never throw.
 */
import { readJsonValue } from '../json-text.js';

/** How a product's monthly payment is computed (docs/finance.md). */
export type FinanceMethod = 'annuity' | 'flat' | 'balloon';

/**
 * The products we know by key. Any other key is treated as a plain (annuity) hire purchase unless
 * its name says `balloon` or `flat`/`murabaha`, so a new regional variant works without a release.
 */
export const FINANCE_PRODUCTS = {
  hire_purchase: 'annuity',
  hire_purchase_flat_rate: 'flat',
  murabaha: 'flat',
  hire_purchase_balloon: 'balloon',
} as const satisfies Record<string, FinanceMethod>;

export function methodOf(product: string | null | undefined): FinanceMethod {
  const key = (product ?? '').trim().toLowerCase();
  if (key in FINANCE_PRODUCTS) return FINANCE_PRODUCTS[key as keyof typeof FINANCE_PRODUCTS];
  if (key.includes('balloon')) return 'balloon';
  if (key.includes('flat') || key.includes('murabaha')) return 'flat';
  return 'annuity';
}

export interface RangeSetting {
  min: number;
  max: number;
  default: number;
  interval: number;
}

export interface FinanceInputConfig {
  /** Percent of the on-the-road price paid up front. */
  downPayment: RangeSetting;
  /** Years. */
  duration: RangeSetting;
  /** Yearly rate in percent; `editable` lets the visitor change it within min–max. */
  interestRate: RangeSetting & { editable: boolean };
  /** Balloon (final payment) as a percent of the price; only used by the balloon method. */
  balloon: RangeSetting;
}

export const DEFAULT_INPUT_CONFIG: FinanceInputConfig = {
  downPayment: { min: 20, max: 50, default: 20, interval: 5 },
  duration: { min: 4, max: 7, default: 4, interval: 1 },
  interestRate: { min: 0, max: 20, default: 4.5, interval: 0.1, editable: false },
  balloon: { min: 0, max: 40, default: 30, interval: 5 },
};

/** The outputs the calculator can show, in the catalogue's order. */
export const FINANCE_OUTPUT_KEYS = [
  'monthly_payment',
  'on_the_road_price',
  'total_deposit',
  'cash_deposit',
  'total_amount_of_credit',
  'final_payment',
  'total_amount_payable',
  'monthly_payments',
  'duration_of_agreement',
  'interest_rate',
  'created_at',
] as const;
export type FinanceOutputKey = (typeof FINANCE_OUTPUT_KEYS)[number];

export interface FinanceOutputItem {
  key: FinanceOutputKey;
  /** The editor's label; empty means the widget's translated one. */
  label: string;
}

/** Shown when the output JSON names nothing usable (created_at and cash_deposit are opt-in). */
export const DEFAULT_OUTPUTS: readonly FinanceOutputKey[] = [
  'monthly_payment',
  'on_the_road_price',
  'total_deposit',
  'total_amount_of_credit',
  'final_payment',
  'monthly_payments',
  'duration_of_agreement',
  'interest_rate',
];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function num(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

function range(raw: unknown, fallback: RangeSetting, bounds: { min: number; max: number }): RangeSetting {
  if (!isRecord(raw)) return fallback;
  const min = Math.max(bounds.min, num(raw.min) ?? fallback.min);
  const max = Math.min(bounds.max, num(raw.max) ?? fallback.max);
  if (min > max) return fallback;
  const intervalRaw = num(raw.interval) ?? num(raw.step) ?? fallback.interval;
  const interval = intervalRaw > 0 ? intervalRaw : fallback.interval;
  const wanted = num(raw.default) ?? num(raw.value) ?? fallback.default;
  return { min, max, interval, default: snap(wanted, { min, max, interval, default: min }) };
}

/** The value moved into min–max and onto the nearest step from min. */
export function snap(value: number, setting: RangeSetting): number {
  if (!Number.isFinite(value)) return setting.default;
  const clamped = Math.min(setting.max, Math.max(setting.min, value));
  const steps = Math.round((clamped - setting.min) / setting.interval);
  // Rounded to 6 places: 0.1 steps must give 4.5, not 4.499999999.
  const snapped = Math.round((setting.min + steps * setting.interval) * 1e6) / 1e6;
  return snapped > setting.max ? Math.round((snapped - setting.interval) * 1e6) / 1e6 : snapped;
}

/** The input JSON (`down_payment`, `duration`, `interest_rate`, `balloon`) over the defaults. */
export function parseInputConfig(value: unknown): FinanceInputConfig {
  const raw = readJsonValue(value);
  if (!isRecord(raw)) return DEFAULT_INPUT_CONFIG;
  const d = DEFAULT_INPUT_CONFIG;
  const rateRaw = raw.interest_rate;
  // interest_rate may be a plain number (a fixed rate) or a range object.
  const rate =
    num(rateRaw) !== undefined ? { ...d.interestRate, default: num(rateRaw) ?? 0 } : range(rateRaw, d.interestRate, { min: 0, max: 100 });
  const editable = isRecord(rateRaw) && rateRaw.editable === true;
  const interestRate = { ...rate, min: Math.min(rate.min, rate.default), max: Math.max(rate.max, rate.default), editable };
  return {
    downPayment: range(raw.down_payment, d.downPayment, { min: 0, max: 95 }),
    duration: range(raw.duration, d.duration, { min: 1, max: 10 }),
    interestRate,
    balloon: range(raw.balloon, d.balloon, { min: 0, max: 80 }),
  };
}

const isOutputKey = (v: unknown): v is FinanceOutputKey => typeof v === 'string' && (FINANCE_OUTPUT_KEYS as readonly string[]).includes(v);

/**
 * The output JSON: either a list of keys (`["monthly_payment", …]`) or an object keyed by output
 * with `{ "label": "…", "hidden": true }` (or `true`/`false`), kept in the editor's order.
 */
export function parseOutputConfig(value: unknown): FinanceOutputItem[] {
  const raw = readJsonValue(value);
  const items: FinanceOutputItem[] = [];
  if (Array.isArray(raw)) {
    for (const entry of raw) {
      const key = isRecord(entry) ? entry.key : entry;
      if (isOutputKey(key) && !items.some((i) => i.key === key))
        items.push({ key, label: isRecord(entry) && typeof entry.label === 'string' ? entry.label : '' });
    }
  } else if (isRecord(raw)) {
    for (const [key, entry] of Object.entries(raw)) {
      if (!isOutputKey(key) || entry === false || (isRecord(entry) && entry.hidden === true)) continue;
      items.push({ key, label: isRecord(entry) && typeof entry.label === 'string' ? entry.label : '' });
    }
  }
  return items.length ? items : DEFAULT_OUTPUTS.map((key) => ({ key, label: '' }));
}
