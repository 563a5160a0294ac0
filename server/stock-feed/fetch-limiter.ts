/**
 * Bounds the photo fetches of one import (docs/stock-feed.md, "Photos"): at most `atOnce` jobs run
 * together, at most `perHost` of them on one host, so a first import of thousands of new photos
 * waits on a few at a time instead of each in turn, without hammering the importer's photo server.
 * Jobs start in the order they were asked for, except that one whose host is busy lets a later one
 * on another host go first.
 */
export interface FetchLimits {
  atOnce: number;
  perHost: number;
}

export const DEFAULT_PHOTO_FETCH_LIMITS: FetchLimits = { atOnce: 6, perHost: 4 };

export type Limiter = <T>(host: string, job: () => Promise<T>) => Promise<T>;

export function createLimiter(limits: FetchLimits): Limiter {
  const atOnce = Math.max(1, limits.atOnce);
  const perHost = Math.max(1, Math.min(limits.perHost, atOnce));
  const running = new Map<string, number>();
  let total = 0;
  const waiting: { host: string; start: () => void }[] = [];

  const pump = (): void => {
    for (let i = 0; i < waiting.length && total < atOnce;) {
      const next = waiting[i]!;
      if ((running.get(next.host) ?? 0) >= perHost) {
        i++;
        continue;
      }
      waiting.splice(i, 1);
      total++;
      running.set(next.host, (running.get(next.host) ?? 0) + 1);
      next.start();
    }
  };

  return <T>(host: string, job: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      waiting.push({
        host,
        start: () => {
          job()
            .then(resolve, reject)
            .finally(() => {
              total--;
              const left = (running.get(host) ?? 1) - 1;
              if (left === 0) running.delete(host);
              else running.set(host, left);
              pump();
            });
        },
      });
      pump();
    });
}
