/**
 * Serves the built bundles from dist/. Content-hashed files (widgets/, chunks/) are immutable;
 * loader.js keeps its name so retailers can paste it once, so it gets a short cache.
 * Every bundle is fetched cross-origin by retailers' pages (module scripts use CORS), hence `*`.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppContext } from '../context.js';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const LOADER_CACHE = 'public, max-age=300, stale-while-revalidate=60';

export async function registerBundles(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const dist = resolve(ctx.config.distDir);
  let decorated = false;
  // editor/: the CMS editor's own build (hashed too), linked only by the /{lang}/cms and /{lang}/admin pages.
  for (const folder of ['widgets', 'chunks', 'editor']) {
    const root = join(dist, folder);
    if (!existsSync(root)) continue;
    await app.register(fastifyStatic, {
      root,
      prefix: `/${folder}/`,
      decorateReply: !decorated,
      cacheControl: false,
      etag: true,
      // The build writes .br and .gz beside each bundle (rollup.config.mjs): sent as they are.
      preCompressed: true,
      setHeaders(res) {
        res.setHeader('cache-control', IMMUTABLE_CACHE);
        res.setHeader('access-control-allow-origin', '*');
        // The same URL is sent as brotli, gzip or plain by the browser's Accept-Encoding: caches must keep them apart.
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
    decorated = true;
  }

  app.get('/loader.js', { schema: { hide: true } }, async (_request, reply) => {
    const file = join(dist, 'loader.js');
    if (!existsSync(file)) {
      return reply
        .status(503)
        .type('application/json')
        .send({ error: { code: 'not_built', message: 'dist/loader.js is missing: run npm run build' } });
    }
    const body = await readFile(file);
    return reply
      .header('cache-control', LOADER_CACHE)
      .header('access-control-allow-origin', '*')
      .type('text/javascript; charset=utf-8')
      .send(body);
  });
}
