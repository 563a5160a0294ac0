import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUIZ_DEMO_IMAGES_PATH, QUIZ_DEMO_PICTURES_PATH } from '../../../domain/contracts/quiz-images.js';
import { DEFENDER_VARIANTS } from '../../../domain/quizzes/defender-packs.js';
import { loadConfig } from '../../config.js';
import type { TestDatabase } from '../../db/test-db.js';
import { openMigratedTestDatabase } from '../../migrations/testing/migrated-test-database.js';
import { installAppErrorHandler } from '../../error-handler.js';
import { registerErrorSchema } from '../../http/error-schema.js';
import { buildServices } from '../../services.js';
import { registerQuizzesApi } from './index.js';

/** A real outside host: the images JSON, a broken answer, and one that never answers in time. */
function startSource(): Promise<{ server: Server; host: string; hits: () => number }> {
  let hits = 0;
  const server = createServer((request, response) => {
    hits++;
    if (request.url === '/images.json') {
      response.setHeader('content-type', 'application/json');
      return response.end(JSON.stringify({ '90-diesel-urban': 'https://cdn.example/90.jpg', broken: 42 }));
    }
    if (request.url === '/array.json') return response.end('[1,2]');
    response.statusCode = 500;
    response.end('no');
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, host: `127.0.0.1:${(server.address() as AddressInfo).port}`, hits: () => hits })),
  );
}

describe('quizzes API', () => {
  let app: FastifyInstance;
  let database: TestDatabase;
  let source: Awaited<ReturnType<typeof startSource>>;
  const get = (url: string) => app.inject({ url });

  beforeAll(async () => {
    source = await startSource();
    database = await openMigratedTestDatabase('sqlite');
    const ctx = { db: database.db, dialect: database.dialect, config: loadConfig({ PUBLIC_ORIGIN: 'https://lrdx.test' }) };
    app = Fastify({ logger: false });
    registerErrorSchema(app);
    installAppErrorHandler(app);
    await app.register(async (scope) => registerQuizzesApi(scope, ctx, buildServices(ctx), { allowedHosts: () => [source.host] }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    source.server.close();
  });

  it('serves the demo images JSON, one picture per Defender variant, and the pictures', async () => {
    const res = await get(QUIZ_DEMO_IMAGES_PATH);
    expect(res.statusCode).toBe(200);
    const images = res.json<Record<string, string>>();
    expect(Object.keys(images).sort()).toEqual([...DEFENDER_VARIANTS].sort());
    const picture = await get(images['110-diesel-explorer'] ?? '');
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
    // A picture without words: the widget's translated alt text names the variant in the page language.
    expect(picture.body).toMatch(/^<svg /);
    expect(picture.body).not.toContain('<text');
    expect((await get(images['90-petrol-urban'] ?? '')).body).not.toBe(picture.body);
    expect((await get(`${QUIZ_DEMO_PICTURES_PATH}/120-diesel-explorer.svg`)).statusCode).toBe(404);
  });

  it('answers the demo JSON through the images route, by relative or own absolute URL', async () => {
    for (const url of [QUIZ_DEMO_IMAGES_PATH, `https://lrdx.test${QUIZ_DEMO_IMAGES_PATH}`]) {
      const res = await get(`/api/quizzes/images?url=${encodeURIComponent(url)}`);
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json<{ data: object }>().data)).toHaveLength(16);
    }
  });

  it('fetches an allowed host once, keeps the answer, and drops entries that are not strings', async () => {
    const url = `/api/quizzes/images?url=${encodeURIComponent(`http://${source.host}/images.json`)}`;
    const before = source.hits();
    const first = await get(url);
    const second = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { '90-diesel-urban': 'https://cdn.example/90.jpg' } });
    expect(second.json()).toEqual(first.json());
    expect(source.hits() - before).toBe(1);
  });

  it('answers 502 when the source fails or sends something else than an object', async () => {
    for (const file of ['missing.json', 'array.json']) {
      const res = await get(`/api/quizzes/images?url=${encodeURIComponent(`http://${source.host}/${file}`)}`);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ error: { code: 'quiz_images_unavailable', message: expect.any(String) } });
    }
  });

  it('refuses hosts that are not allowed and URLs that are not http(s)', async () => {
    const refuse = async (url: string, code: string) => {
      const res = await get(`/api/quizzes/images?url=${encodeURIComponent(url)}`);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ error: { code, message: expect.any(String), field: 'url' } });
    };
    await refuse('http://169.254.169.254/latest/meta-data', 'url_not_allowed');
    await refuse('https://lrdx.test/admin', 'url_not_allowed');
    await refuse('file:///etc/passwd', 'invalid_url');
    expect((await get('/api/quizzes/images')).statusCode).toBe(400);
  });
});
