/**
 * Which of the stock locator's filters a block shows (block catalogue: "filter toggles"): one
 * on/off field per filter of domain/stock-filters.ts, with its label in the three editor languages,
 * and the element's `filters` attribute they make. A block saved before the toggles existed reads
 * the defaults (readProps fills gaps), which are the widget's own default filters: it looks the same.
 */
import { DEFAULT_FILTER_TOGGLES, FILTER_TOGGLES, type FilterToggle } from '../../../domain/stock-filters.js';
import type { Field } from '../types.js';

export type FilterToggleField = `filter_${FilterToggle}`;
export type FilterToggleProps = Record<FilterToggleField, boolean>;

/** The filter's name in the editor: [English, Kurdish Sorani, Arabic] (the widget's own words for it). */
const NAMES: Readonly<Record<FilterToggle, readonly [en: string, ku: string, ar: string]>> = {
  brands: ['Brand', 'براند', 'العلامة التجارية'],
  family: ['Family', 'خێزان', 'العائلة'],
  nameplate_model_group: ['Model group', 'گرووپی مۆدێل', 'مجموعة الطراز'],
  models: ['Model', 'مۆدێل', 'الطراز'],
  financing_options: ['Financing', 'شێوازی پارەدان', 'التمويل'],
  states: ['Condition', 'بارودۆخ', 'الوضع'],
  statuses: ['Availability', 'بەردەستبوون', 'التوفر'],
  msrp_price: ['Recommended price', 'نرخی پێشنیارکراو', 'السعر الموصى به'],
  display_price: ['Price', 'نرخ', 'السعر'],
  mileage: ['Mileage', 'مەودای بڕاو', 'المسافة المقطوعة'],
  production_year: ['Production year', 'ساڵی دروستکردن', 'سنة الصنع'],
  model_year: ['Model year', 'ساڵی مۆدێل', 'سنة الطراز'],
  power: ['Power', 'هێز', 'القوة'],
  engine_types: ['Engine type', 'جۆری بزوێنەر', 'نوع المحرك'],
  transmissions: ['Transmission', 'گیربۆکس', 'ناقل الحركة'],
  colors: ['Colour', 'ڕەنگ', 'اللون'],
  specific_colors: ['Paint', 'بۆیە', 'الطلاء'],
  dealers: ['Retailer', 'بریکار', 'الوكيل'],
  number_of_seats: ['Seats', 'کورسی', 'المقاعد'],
};

export const filterToggleField = (toggle: FilterToggle): FilterToggleField => `filter_${toggle}`;

/** The template's toggle fields, in the panel's order. */
export function filterToggleFields(): Record<FilterToggleField, Field> {
  return Object.fromEntries(
    FILTER_TOGGLES.map((toggle) => [filterToggleField(toggle), { label: `Show the filter: ${NAMES[toggle][0]}`, type: 'bool' }]),
  ) as Record<FilterToggleField, Field>;
}

/** Every toggle off but the widget's default filters. */
export function defaultFilterToggleProps(): FilterToggleProps {
  return Object.fromEntries(
    FILTER_TOGGLES.map((toggle) => [filterToggleField(toggle), DEFAULT_FILTER_TOGGLES.includes(toggle)]),
  ) as FilterToggleProps;
}

/** The toggle fields' labels for the Kurdish and Arabic editor (labels.ts beside it). */
export function filterToggleLabels(): Record<FilterToggleField, readonly [ku: string, ar: string]> {
  return Object.fromEntries(
    FILTER_TOGGLES.map((toggle) => {
      const [, ku, ar] = NAMES[toggle];
      return [filterToggleField(toggle), [`پیشاندانی فلتەری ${ku}`, `إظهار عامل التصفية: ${ar}`] as const];
    }),
  ) as Record<FilterToggleField, readonly [string, string]>;
}

/**
 * The element's `filters` attribute: the toggles turned on, in the panel's order. Every toggle off
 * is written as `none` (a name no filter has), so the widget shows no filter rather than its defaults.
 */
export function filtersAttribute(props: Partial<FilterToggleProps>): string {
  const on = FILTER_TOGGLES.filter((toggle) => props[filterToggleField(toggle)] === true);
  return on.length > 0 ? on.join(',') : 'none';
}
