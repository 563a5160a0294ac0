/**
 * The local stand-in for development and tests: records every purge it is given (newest last), so
 * the outbox runs its whole course without a CDN and a test can read what a publish purged.
 */
import type { CdnPurger } from './types.js';

export interface LocalPurger extends CdnPurger {
  /** The key lists purged so far, in order. */
  readonly purged: ReadonlyArray<readonly string[]>;
}

export function createLocalPurger(): LocalPurger {
  const purged: string[][] = [];
  return {
    name: 'local',
    purged,
    async purge(keys) {
      purged.push([...keys]);
    },
  };
}
