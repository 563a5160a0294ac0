/**
 * Reading this server's own JSON routes while a page renders (the first screens of stock locators
 * and carousels through first-page-draws.ts, of forms and of the vehicle page): through Fastify's
 * inject, so the answer is the one the API gives a widget, from its answer cache and without a
 * network hop (docs/decisions.md, "Page speed as a first-time visitor gets it"). Anything but a 200
 * throws, so the caller leaves its bare element and the widget loads as on a retailer page.
 */
import type { FastifyInstance } from 'fastify';

/** The answer's text (first-page-draws.ts compares it with the one it parsed before). */
export function ownJsonTextReader(app: FastifyInstance): (path: string, headers?: Record<string, string>) => Promise<string> {
  return async (path, headers = {}) => {
    const answer = await app.inject({ method: 'GET', url: path, headers: { ...headers, accept: 'application/json' } });
    if (answer.statusCode !== 200) throw new Error(`${path} answered ${answer.statusCode}`);
    return answer.body;
  };
}

/** A `getJson(path)` for the server renders (widgets/<name>/server-render.tsx take one); `headers` as the widget sends them (the company config's list key). */
export function ownJsonReader(app: FastifyInstance): (path: string, headers?: Record<string, string>) => Promise<unknown> {
  const readText = ownJsonTextReader(app);
  return async (path, headers) => JSON.parse(await readText(path, headers)) as unknown;
}
