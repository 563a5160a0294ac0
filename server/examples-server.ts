/**
 * The second origin (PORT + 1) that plays a retailer's own web site: it serves examples/ as plain
 * files and knows nothing of the API. Pages name the main server as `__LRDX_ORIGIN__`, replaced
 * with the configured public origin when served, so the demo works on any PORT. A page may take in
 * a part of the retailer's site written once beside it, `<!--#include file="name.html" -->` (a
 * file of the same folder), as a retailer's own templates repeat its header and footer.
 */
import { readFile, stat } from 'node:fs/promises';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** A part named by an include: a plain file name of the page's own folder, never a path. */
const INCLUDE = /<!--#include file="([\w-]+\.html)" -->/g;

async function withIncludes(html: string, folder: string): Promise<string> {
  const names = [...new Set([...html.matchAll(INCLUDE)].map((match) => match[1] ?? ''))];
  const read = (name: string) => readFile(join(folder, name), 'utf8').catch(() => undefined);
  const parts = new Map(await Promise.all(names.map(async (name) => [name, await read(name)] as const)));
  // A part that is not there leaves its include as it is (a comment): the page still opens.
  return html.replace(INCLUDE, (whole, name: string) => parts.get(name)?.trimEnd() ?? whole);
}

export async function buildExamplesServer(config: AppConfig, root = 'examples'): Promise<FastifyInstance> {
  const base = resolve(root);
  const app = Fastify({ logger: false });

  app.get('/', async (_request, reply) => reply.redirect('/dealer-site/'));

  // The machine lab's own build (dist/machine-lab/, rollup.config.mjs) and its test coverage (npm run lab -- --coverage).
  const dist = resolve(config.distDir);
  app.get('/machine-lab/app/*', async (request, reply) => {
    const wanted = normalize(join(dist, 'machine-lab', (request.params as { '*': string })['*'] ?? ''));
    const body = wanted.startsWith(join(dist, 'machine-lab') + sep) ? await readFile(wanted).catch(() => undefined) : undefined;
    if (!body) return reply.status(404).type('text/plain').send('Not found: run npm run build');
    return reply
      .type(TYPES[extname(wanted)] ?? 'application/octet-stream')
      .header('cache-control', 'no-cache')
      .send(body);
  });
  app.get('/machine-lab/coverage.json', async (_request, reply) => {
    const body = await readFile(join(dist, 'lab-coverage.json')).catch(() => undefined);
    if (!body)
      return reply
        .status(404)
        .type('application/json')
        .send({ error: { code: 'not_found', message: 'Run npm run lab -- --coverage' } });
    return reply.type('application/json').header('cache-control', 'no-cache').send(body);
  });

  app.get('/*', async (request, reply) => {
    const wanted = decodeURIComponent((request.params as { '*': string })['*'] ?? '');
    let file = normalize(join(base, wanted));
    if (file !== base && !file.startsWith(base + sep)) return reply.status(404).send('Not found');
    const info = await stat(file).catch(() => undefined);
    if (info?.isDirectory()) file = join(file, 'index.html');
    const body = await readFile(file).catch(() => undefined);
    if (!body) return reply.status(404).type('text/plain').send('Not found');
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const html = type.startsWith('text/html') ? await withIncludes(body.toString('utf8'), dirname(file)) : undefined;
    const text = type.startsWith('text/') ? (html ?? body.toString('utf8')).replaceAll('__LRDX_ORIGIN__', config.publicOrigin) : body;
    return reply.type(type).header('cache-control', 'no-cache').send(text);
  });

  return app;
}
