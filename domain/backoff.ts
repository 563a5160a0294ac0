/**
 * Exponential backoff of the outbox workers (CRM deliveries, e-mail): the delay before the next try
 * after `attempts` failures is base, 2×base, 4×base, ... capped at `maxDelayMs`.
 */
export interface BackoffPolicy {
  baseDelayMs: number;
  maxDelayMs: number;
}

export function backoffMs(attempts: number, policy: BackoffPolicy): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempts - 1));
}
