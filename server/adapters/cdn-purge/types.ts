/** A CDN that forgets cached answers by their Surrogate-Key / Cache-Tag names (docs/caching.md). */
export interface CdnPurger {
  readonly name: string;
  /** Resolves once the CDN accepted the purge; throws (a failed attempt, retried) otherwise. */
  purge(keys: readonly string[]): Promise<void>;
}
