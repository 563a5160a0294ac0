/**
 * Serves the site's one stylesheet at /site/site.css: the design tokens (site/styles/tokens.css),
 * site/styles/site.css, the shell elements' styles, the print rules (print.css, last), the blocks' shared patterns (blocks.css), then each block's own `site/blocks/<key>/styles.css`
 * (a block's look lives beside its renderer). The page links it with ?v=<content hash>, so a new
 * release is picked up at once; the file itself gets a short max-age plus an ETag for revalidation.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';

const TOKENS_CSS_URL = new URL('../../site/styles/tokens.css', import.meta.url);
const SITE_CSS_URL = new URL('../../site/styles/site.css', import.meta.url);
// The shell elements' styles (cookie banner, quick links, modals) follow in the same response.
const SHELL_ELEMENTS_CSS_URL = new URL('../../site/styles/shell-elements.css', import.meta.url);
// Patterns every block shares, before the blocks' own styles.
const BLOCKS_CSS_URL = new URL('../../site/styles/blocks.css', import.meta.url);
const BLOCKS_DIR_URL = new URL('../../site/blocks/', import.meta.url);
// The editor toolbar signed-in editors see on site pages (a few hundred bytes for everyone, no second request).
const EDITOR_TOOLBAR_CSS_URL = new URL('../../site/styles/editor-toolbar.css', import.meta.url);
// What a printed page leaves out (the menu, bars, quick links, cookie banner): last, so it wins.
const PRINT_CSS_URL = new URL('../../site/styles/print.css', import.meta.url);
const CSS_CACHE = 'public, max-age=300';

/** Every block folder's styles.css, in folder order so the output is stable. */
async function blockStyles(): Promise<string[]> {
  const folders = (await readdir(BLOCKS_DIR_URL, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const styles: string[] = [];
  for (const folder of folders) {
    try {
      styles.push(await readFile(new URL(`${folder}/styles.css`, BLOCKS_DIR_URL), 'utf8'));
    } catch (error) {
      // Most blocks share site.css and have no styles of their own.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return styles;
}

export interface SiteCss {
  /** URL to put in <link rel="stylesheet">. */
  href: string;
}

export async function registerSiteCss(app: FastifyInstance): Promise<SiteCss> {
  const css = [
    await readFile(TOKENS_CSS_URL, 'utf8'),
    await readFile(SITE_CSS_URL, 'utf8'),
    await readFile(SHELL_ELEMENTS_CSS_URL, 'utf8'),
    await readFile(BLOCKS_CSS_URL, 'utf8'),
    ...(await blockStyles()),
    await readFile(EDITOR_TOOLBAR_CSS_URL, 'utf8'),
    await readFile(PRINT_CSS_URL, 'utf8'),
  ].join('\n');
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 12);
  const etag = `"${hash}"`;

  app.get('/site/site.css', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', CSS_CACHE).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('text/css; charset=utf-8').send(css);
  });

  return { href: `/site/site.css?v=${hash}` };
}
