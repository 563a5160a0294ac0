/**
 * Range units (catalogue: `range_unit` km or mile, default km). A mile is exactly 1.609344 km
 * (international mile); ranges are shown as whole numbers, rounded half up, since the source
 * figures (WLTP) are whole kilometres and a decimal would claim a precision they do not have.
 */
export const RANGE_UNITS = ['km', 'mile'] as const;
export type RangeUnit = (typeof RANGE_UNITS)[number];
export const DEFAULT_RANGE_UNIT: RangeUnit = 'km';
export const KM_PER_MILE = 1.609344;

export const isRangeUnit = (value: unknown): value is RangeUnit => value === 'km' || value === 'mile';

/** The block's unit setting, km when empty or unknown. */
export const toRangeUnit = (value: unknown): RangeUnit => (isRangeUnit(value) ? value : DEFAULT_RANGE_UNIT);

/** A distance converted between units, unrounded. */
export function convertDistance(value: number, from: RangeUnit, to: RangeUnit): number {
  if (from === to) return value;
  return from === 'km' ? value / KM_PER_MILE : value * KM_PER_MILE;
}

/** A range as the visitor reads it: converted and rounded to a whole number. */
export function displayRange(value: number, from: RangeUnit, to: RangeUnit): number {
  return Math.round(convertDistance(value, from, to));
}
