/**
 * Display texts of filter values and numbers: translated where the value is a code, in the
 * language's digits always (our own tables: Chromium has no `ckb` Intl data).
 */
import type { TFunction } from 'i18next';
import type { CheckboxFilter, RangeFilter } from '../../domain/listing-query.js';
import { formatPriceParts } from '../../domain/price-format.js';
import { formatNumber } from '../../domain/number-format.js';
import type { PriceSettings } from '../../domain/price-settings.js';
import { localizeDigits } from '../../domain/digits.js';
import type { Language } from '../runtime/i18n.js';

/** Codes whose text comes from the translations (`state.used`, `color.black`); the rest are names shown as written. */
const TRANSLATED_PREFIX: Partial<Record<CheckboxFilter, string>> = {
  brands: 'brand',
  states: 'state',
  statuses: 'status',
  financing_options: 'offer',
  engine_types: 'engine',
  transmissions: 'transmission',
  colors: 'color',
};

export function optionLabel(key: CheckboxFilter, value: string, t: TFunction, language: Language, label?: string): string {
  if (label) return label;
  const prefix = TRANSLATED_PREFIX[key];
  if (prefix) return t(`${prefix}.${value}`, { defaultValue: value });
  if (key === 'number_of_seats') return Number.isFinite(Number(value)) ? t('seats', { count: Number(value) }) : value;
  return value;
}

/** A range value as shown on the slider and read by screen readers. */
export function formatRangeValue(key: RangeFilter, value: number, t: TFunction, language: Language, prices: PriceSettings): string {
  if (key === 'display_price' || key === 'msrp_price')
    return formatPriceParts(value, prices, { language }).primary || formatNumber(0, language);
  if (key === 'production_year' || key === 'model_year') return localizeDigits(value, language);
  const amount = formatNumber(value, language);
  if (key === 'mileage') return `${amount} ${t('unit.km')}`;
  return `${amount} ${t('unit.hp')}`;
}

/** Slider step per filter: whole years, and steps a keyboard user can cover in a few presses. */
export function rangeStep(key: RangeFilter): number {
  if (key === 'display_price' || key === 'msrp_price') return 500;
  if (key === 'mileage') return 1000;
  if (key === 'power') return 5;
  return 1;
}
