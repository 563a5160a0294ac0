/**
 * Runs scheduled publishes and unpublishes (docs/cms-api.md, "Pages"): every `intervalMs` each server process asks
 * the pages service for what is due. The times live in the database, so a restart loses nothing,
 * and each change is a conditional update on the page's version, so when two processes run at once
 * exactly one of them publishes a given page (pages-service.ts, runDue).
 */
import type { PagesService } from './pages-service.js';

export const DEFAULT_SCHEDULER_MS = 30_000;

export interface CmsScheduler {
  start(): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
  /** One run now (tests, and the timer). */
  runOnce(): Promise<number>;
}

export function createCmsScheduler(pages: PagesService, intervalMs: number, onError: (error: unknown) => void): CmsScheduler {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  const runOnce = () => {
    // One run at a time per process: a slow database never stacks runs up.
    running ??= pages.runDue().finally(() => {
      running = undefined;
    });
    return running;
  };
  return {
    start() {
      if (timer || intervalMs <= 0) return;
      timer = setInterval(() => {
        runOnce().catch(onError);
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
    runOnce,
  };
}
