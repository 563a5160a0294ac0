/**
 * The answers of this server's own JSON routes that a page render reads (the stock widgets' first
 * pages, the demo news feed), kept per data stamp (docs/caching.md, "Render cost"). Reading one
 * through inject costs a whole request (routing, hooks, serialization): four of them were about a
 * quarter of an uncached home page.
 *
 * A stamp is the content version and stock label the request's page-cache lookup read
 * (shared-pages.ts, `dataStamp`). The routes read here answer from tables that raise one of those
 * versions with every write (migration 0025, the stock version), so an answer read after a request
 * read stamp S is at least as new as S and serves every later request that reads S, on this
 * process; another process's write is another stamp. An answer also goes after `ttlMs`, the page
 * cache's own bound, for what moves with the clock (a rate that starts at a date): a render using a
 * kept answer is never older than a kept page would be. Only 200s are kept; a request without a
 * stamp (signed in, so not shared) always asks the route.
 */
import type { FastifyInstance } from 'fastify';

export interface OwnAnswer {
  status: number;
  contentType: string;
  body: string;
}

export type OwnAnswerRead = (path: string, headers?: Record<string, string>) => Promise<OwnAnswer>;

/** One GET of this server's own route through inject, as a widget would send it. */
export function ownAnswerReader(app: FastifyInstance): OwnAnswerRead {
  return async (path, headers = {}) => {
    const answer = await app.inject({ method: 'GET', url: path, headers: { ...headers, accept: 'application/json' } });
    return { status: answer.statusCode, contentType: String(answer.headers['content-type'] ?? ''), body: answer.body };
  };
}

export interface OwnAnswers {
  /** The reader of one render: kept answers for `stamp`, or always the route when there is none. */
  reader(stamp: string | undefined): OwnAnswerRead;
}

/** Paths kept at most (the stock widgets' queries of a site, its feeds); past it the oldest goes first. */
export const OWN_ANSWERS_MAX = 256;

interface Kept {
  stamp: string;
  at: number;
  answer: Promise<OwnAnswer>;
}

export function createOwnAnswers(read: OwnAnswerRead, options: { ttlMs: number; now: () => number; maxEntries?: number }): OwnAnswers {
  const max = options.maxEntries ?? OWN_ANSWERS_MAX;
  const kept = new Map<string, Kept>();
  return {
    reader(stamp) {
      if (stamp === undefined) return read;
      return (path, headers) => {
        const key = headers ? `${path} ${JSON.stringify(headers)}` : path;
        const at = options.now();
        const entry = kept.get(key);
        if (entry && entry.stamp === stamp && at - entry.at < options.ttlMs) return entry.answer;
        const answer = read(path, headers);
        const fresh: Kept = { stamp, at, answer };
        kept.delete(key);
        kept.set(key, fresh);
        while (kept.size > max) kept.delete(kept.keys().next().value as string);
        // Only a 200 is kept: a failed or refused answer is asked again by the next render.
        const forget = (): void => {
          if (kept.get(key) === fresh) kept.delete(key);
        };
        answer.then((done) => done.status === 200 || forget(), forget);
        return answer;
      };
    },
  };
}
