/** Types of the range calculator machine (widgets/range-calculator). */
import type { FailureData } from '../../domain/api-error.js';
import type { RangeData, RangeUnit } from '../../domain/range-calculator/index.js';
import type { CallEvents } from '../shared/async.js';

export interface LoadRangesInput {
  /** The block's json_url, read through GET /api/range-calculator. */
  url: string;
}

export interface RangeCalculatorInput {
  url: string;
  /** The block's range_unit: the unit shown first. */
  unit?: RangeUnit;
}

export interface RangeCalculatorContext {
  url: string;
  unit: RangeUnit;
  data: RangeData | null;
  /** The chosen car, engine and wheel size keys ('' = none yet). */
  carKey: string;
  engineKey: string;
  wheelKey: string;
  error: FailureData | null;
}

export type RangeCalculatorEvent =
  | { type: 'car.select'; key: string; engine?: string; wheel?: string }
  | { type: 'engine.select'; key: string }
  | { type: 'wheel.select'; key: string }
  | { type: 'unit.select'; unit: RangeUnit }
  | { type: 'modal.open' }
  | { type: 'modal.close' }
  | { type: 'retry' }
  | CallEvents<'loadRanges', RangeData>;
