/** LOAD_SHED_* variables (docs/load-shedding.md). */

/** When a new request is refused with 503 (server/http/load-shedding.ts): the settings, kept beside the variables they are read from. */
export interface LoadSheddingConfig {
  /** 0 turns load shedding off. */
  maxInFlight: number;
  /** Shed while the recent GET answers took longer than this on average (0: this signal is off). */
  targetLatencyMs: number;
  /** The latency signal sheds only while more requests than this are in flight. */
  minInFlight: number;
  /** Shed while the event loop lags more than this (0: this signal is off). */
  maxEventLoopDelayMs: number;
  retryAfterSeconds: number;
}

function wholeAtLeast(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number of at least ${min}, got ${raw}`);
  return value;
}

export function loadSheddingFrom(env: NodeJS.ProcessEnv): LoadSheddingConfig {
  return {
    maxInFlight: wholeAtLeast(env, 'LOAD_SHED_MAX_IN_FLIGHT', 256, 0),
    targetLatencyMs: wholeAtLeast(env, 'LOAD_SHED_TARGET_LATENCY_MS', 1000, 0),
    minInFlight: wholeAtLeast(env, 'LOAD_SHED_MIN_IN_FLIGHT', 32, 0),
    maxEventLoopDelayMs: wholeAtLeast(env, 'LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS', 0, 0),
    retryAfterSeconds: wholeAtLeast(env, 'LOAD_SHED_RETRY_AFTER_SECONDS', 5, 1),
  };
}
