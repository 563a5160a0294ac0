/** The numbering of the listing's filters: one mask bit each, in a fixed order every part of the engine shares. */
import { CHECKBOX_FILTERS, RANGE_FILTERS, type CheckboxFilter, type RangeFilter } from '../../../domain/listing-query.js';

/** Fixed order: checkbox filter i owns mask bit i. */
export const CHECKBOX_KEYS = Object.keys(CHECKBOX_FILTERS) as CheckboxFilter[];
/** Fixed order: range filter j owns mask bit CHECKBOX_KEYS.length + j. */
export const RANGE_KEYS = Object.keys(RANGE_FILTERS) as RangeFilter[];
export const RANGE_BIT_OFFSET = CHECKBOX_KEYS.length;
/** Set on rows the listing (or a forced filter) excludes, in the base set's build-time template. */
export const EXCLUDED = 1 << 30;

/** Mask bits in use: one per checkbox filter and one per range filter. */
export const FILTER_BITS = CHECKBOX_KEYS.length + RANGE_KEYS.length;
