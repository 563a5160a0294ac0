/**
 * The range JSON behind `json_url` (the catalogue does not show its shape; decided here and in
 * docs/range-calculator.md): the electric range of each car, engine and wheel size, in the unit
 * the JSON names.
 *
 * ```json
 * { "unit": "km", "ranges": { "<car key>": { "<engine key>": { "<wheel key>": 121 } } } }
 * ```
 *
 * `readRangeData` keeps what is well formed (positive numbers up to MAX_RANGE in the JSON's unit)
 * and drops the rest, so one bad entry (a typo such as 1e21) costs one combination, not the block.
 */
import { isRangeUnit, type RangeUnit } from './units.js';

export type RangeTable = Record<string, Record<string, Record<string, number>>>;

export interface RangeData {
  /** The unit of every number in `ranges`. */
  unit: RangeUnit;
  ranges: RangeTable;
}

const MAX_KEYS = 200;
/** Far beyond any electric range (the longest are under 1,000 km): a larger figure is a data error. */
export const MAX_RANGE = 5000;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const entries = (value: unknown) => (isRecord(value) ? Object.entries(value).slice(0, MAX_KEYS) : []);

/** The JSON as the route and the widget accept it, or null when it is not a range document. */
export function readRangeData(value: unknown): RangeData | null {
  if (!isRecord(value) || !isRecord(value.ranges)) return null;
  const unit = value.unit === undefined ? 'km' : value.unit;
  if (!isRangeUnit(unit)) return null;
  const ranges: RangeTable = {};
  for (const [car, engines] of entries(value.ranges)) {
    for (const [engine, wheels] of entries(engines)) {
      for (const [wheel, range] of entries(wheels)) {
        if (typeof range !== 'number' || !Number.isFinite(range) || range <= 0 || range > MAX_RANGE) continue;
        ((ranges[car] ??= {})[engine] ??= {})[wheel] = range;
      }
    }
  }
  return { unit, ranges };
}

/** The range of one combination in the JSON's own unit, or null when the JSON has none. */
export function rangeOf(data: RangeData, car: string, engine: string, wheel: string): number | null {
  return data.ranges[car]?.[engine]?.[wheel] ?? null;
}
