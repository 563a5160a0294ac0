/**
 * A range calculator's JSON (`json_url`) for the widget, through the shared allow-listed fetcher:
 * this server's own demo data or a host the operator lists in `RANGE_CALCULATOR_HOSTS`.
 */
import { DEMO_RANGE_DATA, readRangeData, type RangeData } from '../../../domain/range-calculator/index.js';
import { RANGE_DEMO_PATH } from '../../../domain/contracts/range-calculator.js';
import {
  allowedHostsFromEnv,
  createAllowedJsonSource,
  type AllowedJsonAnswer,
  type AllowedJsonSourceOptions,
} from '../../http/allowed-json-source.js';

export const RANGE_TIMEOUT_MS = 5_000;
export const RANGE_CACHE_MS = 10 * 60_000;

export type RangeAnswer = AllowedJsonAnswer<RangeData>;
export type RangeSourceOptions = AllowedJsonSourceOptions;

export const rangeHostsFromEnv = (env: NodeJS.ProcessEnv = process.env): string[] => allowedHostsFromEnv('RANGE_CALCULATOR_HOSTS', env);

export function createRangeSource(options: RangeSourceOptions): (raw: string) => Promise<RangeAnswer> {
  return createAllowedJsonSource(
    {
      demoPath: RANGE_DEMO_PATH,
      demo: () => DEMO_RANGE_DATA,
      read: readRangeData,
      maxBytes: 512 * 1024,
      timeoutMs: RANGE_TIMEOUT_MS,
      cacheMs: RANGE_CACHE_MS,
    },
    options,
  );
}
