/**
 * Serves site/styles/site.css at /site/site.css. The page links it with ?v=<content hash>, so a new
 * release is picked up at once; the file itself gets a short max-age plus an ETag for revalidation.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';

const SITE_CSS_URL = new URL('../../site/styles/site.css', import.meta.url);
// The shell elements' styles (cookie banner, quick links, modals) follow in the same response.
const SHELL_ELEMENTS_CSS_URL = new URL('../../site/styles/shell-elements.css', import.meta.url);
const CSS_CACHE = 'public, max-age=300';

export interface SiteCss {
  /** URL to put in <link rel="stylesheet">. */
  href: string;
}

export async function registerSiteCss(app: FastifyInstance): Promise<SiteCss> {
  const css = `${await readFile(SITE_CSS_URL, 'utf8')}\n${await readFile(SHELL_ELEMENTS_CSS_URL, 'utf8')}`;
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 12);
  const etag = `"${hash}"`;

  app.get('/site/site.css', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', CSS_CACHE).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('text/css; charset=utf-8').send(css);
  });

  return { href: `/site/site.css?v=${hash}` };
}
