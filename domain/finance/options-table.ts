/**
 * The accordion's `finance_options_table` content: finance options for one price, each row quoted
 * by calculateFinance. JSON: `{ "price": 95000, "options": [{ "label": "…", "finance_product":
 * "hire_purchase", "down_payment": 20, "duration": 4, "interest_rate": 4.5, "balloon": 30 }] }`.
 * A row needs a non-empty label (docs/finance.md); rows that cannot be
 * quoted are dropped, never shown with a wrong figure.
 */
import { calculateFinance, type FinanceQuote } from './calculate.js';
import { readJsonValue } from '../json-text.js';
import { DEFAULT_INPUT_CONFIG, methodOf } from './products.js';

export interface FinanceOptionRow {
  label: string;
  downPaymentPercent: number;
  years: number;
  annualRatePercent: number;
  quote: FinanceQuote;
}

export interface FinanceOptionsTable {
  price: number;
  rows: FinanceOptionRow[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown, fallback: number): number => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
};

/** The table, or null when the JSON names no price or no row can be quoted. */
export function parseFinanceOptionsTable(value: unknown): FinanceOptionsTable | null {
  const raw = readJsonValue(value);
  if (!isRecord(raw)) return null;
  const price = num(raw.price, 0);
  if (price <= 0 || !Array.isArray(raw.options)) return null;
  const d = DEFAULT_INPUT_CONFIG;
  const rows: FinanceOptionRow[] = [];
  for (const option of raw.options) {
    if (!isRecord(option) || typeof option.label !== 'string' || option.label.trim() === '') continue;
    const downPaymentPercent = num(option.down_payment, d.downPayment.default);
    const years = num(option.duration, d.duration.default);
    const annualRatePercent = num(option.interest_rate, d.interestRate.default);
    const result = calculateFinance({
      method: methodOf(typeof option.finance_product === 'string' ? option.finance_product : ''),
      price,
      downPaymentPercent,
      months: Math.round(years * 12),
      annualRatePercent,
      balloonPercent: num(option.balloon, d.balloon.default),
    });
    if (result.ok) rows.push({ label: option.label.trim(), downPaymentPercent, years, annualRatePercent, quote: result.quote });
  }
  return rows.length ? { price, rows } : null;
}
