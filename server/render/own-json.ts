/**
 * Reading this server's own JSON routes while a page renders (the first screens of stock locators
 * and carousels through first-page-draws.ts, of forms and of the vehicle page): through Fastify's
 * inject, so the answer is the one the API gives a widget, from its answer cache and without a
 * network hop (docs/decisions.md, "Page speed as a first-time visitor gets it"). Anything but a 200
 * throws, so the caller leaves its bare element and the widget loads as on a retailer page.
 */
import type { FastifyInstance } from 'fastify';
import { ownAnswerReader, type OwnAnswerRead } from './own-answers.js';

/**
 * The answer's text (first-page-draws.ts compares it with the one it parsed before); `read` may be a
 * render's reader of kept answers (own-answers.ts).
 */
export function ownJsonTextReader(read: OwnAnswerRead): (path: string, headers?: Record<string, string>) => Promise<string> {
  return async (path, headers) => {
    const answer = await read(path, headers);
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
    return answer.body;
  };
}

/** A `getJson(path)` for the server renders (widgets/<name>/server-render.tsx take one); `headers` as the widget sends them (the company config's list key). */
export function ownJsonReader(app: FastifyInstance): (path: string, headers?: Record<string, string>) => Promise<unknown> {
  const readText = ownJsonTextReader(ownAnswerReader(app));
  return async (path, headers) => JSON.parse(await readText(path, headers)) as unknown;
}
