/**
 * A pass run now and then by each process (the e-mail outbox, the alert digest): one pass at a time
 * in this process (a tick while one runs is skipped), the timer never keeps the process alive, and
 * `stop` waits for the running pass. Exactly-once across processes is each pass's own business
 * (claims in the database: docs/operations.md, "E-mail"; docs/alerts.md, "Daily digest").
 */
export interface PeriodicRun<R> {
  /** Runs a pass now, or hands back the one already running. */
  runOnce(): Promise<R>;
  start(): void;
  stop(): Promise<void>;
}

export function periodicRun<R>(pass: () => Promise<R>, options: { intervalMs: number; onError: (error: unknown) => void }): PeriodicRun<R> {
  let running: Promise<R> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const runOnce = (): Promise<R> => {
    running ??= pass().finally(() => (running = undefined));
    return running;
  };
  return {
    runOnce,
    start() {
      if (timer || options.intervalMs <= 0) return;
      timer = setInterval(() => {
        if (!running) runOnce().catch(options.onError);
      }, options.intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}
