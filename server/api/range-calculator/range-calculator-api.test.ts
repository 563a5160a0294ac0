import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RANGE_CALCULATOR_PATH, RANGE_DEMO_PATH } from '../../../domain/contracts/range-calculator.js';
import { DEMO_RANGE_DATA } from '../../../domain/range-calculator/index.js';
import { loadConfig } from '../../config.js';
import { testDialects, type TestDatabase } from '../../db/test-db.js';
import { openMigratedTestDatabase } from '../../migrations/testing/migrated-test-database.js';
import { installAppErrorHandler } from '../../error-handler.js';
import { registerErrorSchema } from '../../http/error-schema.js';
import { buildServices } from '../../services.js';
import { registerRangeCalculatorApi } from './index.js';

/** A real outside host: a range JSON, broken answers, a redirect, and one that never answers. */
function startSource(): Promise<{ server: Server; host: string; hits: () => number; hanging: ServerResponse[] }> {
  let hits = 0;
  const hanging: ServerResponse[] = [];
  const server = createServer((request, response) => {
    hits++;
    if (request.url === '/ranges.json') {
      response.setHeader('content-type', 'application/json');
      return response.end(JSON.stringify({ unit: 'mile', ranges: { i_pace: { ev400: { '20': 292, '22': 'far' } } } }));
    }
    if (request.url === '/array.json') return response.end('[1,2]');
    if (request.url === '/not-json') return response.end('<html>');
    if (request.url === '/redirect') {
      response.statusCode = 302;
      response.setHeader('location', 'http://169.254.169.254/');
      return response.end();
    }
    if (request.url === '/slow') return void hanging.push(response);
    response.statusCode = 500;
    response.end('no');
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, host: `127.0.0.1:${(server.address() as AddressInfo).port}`, hits: () => hits, hanging }),
    ),
  );
}

describe.each(testDialects())('range calculator API (%s)', (dialect) => {
  let app: FastifyInstance;
  let database: TestDatabase;
  let source: Awaited<ReturnType<typeof startSource>>;
  const get = (url: string) => app.inject({ url });
  const ranges = (url: string) => get(`${RANGE_CALCULATOR_PATH}?url=${encodeURIComponent(url)}`);

  beforeAll(async () => {
    source = await startSource();
    database = await openMigratedTestDatabase(dialect);
    const ctx = { db: database.db, dialect: database.dialect, config: loadConfig({ PUBLIC_ORIGIN: 'https://lrdx.test' }) };
    app = Fastify({ logger: false });
    registerErrorSchema(app);
    installAppErrorHandler(app);
    await app.register(async (scope) =>
      registerRangeCalculatorApi(scope, ctx, buildServices(ctx), { allowedHosts: () => [source.host], timeoutMs: 200 }),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    for (const response of source.hanging) response.destroy();
    source.server.close();
  });

  it('serves the seeded demo JSON, and the same data through the range route by relative or own URL', async () => {
    const demo = await get(RANGE_DEMO_PATH);
    expect(demo.statusCode).toBe(200);
    expect(demo.json()).toEqual(DEMO_RANGE_DATA);
    for (const url of [RANGE_DEMO_PATH, `https://lrdx.test${RANGE_DEMO_PATH}`]) {
      const res = await ranges(url);
      expect(res.statusCode).toBe(200);
      expect(res.json<{ data: { ranges: Record<string, unknown> } }>().data.ranges.range_rover_electric).toEqual({
        bev: { '21': 530, '22': 512, '23': 490 },
      });
      expect(res.headers['cache-control']).toContain('max-age=600');
    }
  });

  it('reads an allowed host once, keeps the answer, and drops entries that are not ranges', async () => {
    const url = `http://${source.host}/ranges.json`;
    const before = source.hits();
    const first = await ranges(url);
    const second = await ranges(url);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { unit: 'mile', ranges: { i_pace: { ev400: { '20': 292 } } } } });
    expect(second.json()).toEqual(first.json());
    expect(source.hits() - before).toBe(1);
  });

  it('answers 502 when the source fails, redirects, is too slow or sends no range document', async () => {
    for (const file of ['missing.json', 'array.json', 'not-json', 'redirect', 'slow']) {
      const res = await ranges(`http://${source.host}/${file}`);
      expect(res.statusCode, file).toBe(502);
      expect(res.json()).toEqual({ error: { code: 'range_data_unavailable', message: expect.any(String) } });
    }
  });

  it('is no open proxy: other hosts, this server outside the demo, and non-http URLs are refused with 400', async () => {
    const refuse = async (url: string, code: string) => {
      const res = await ranges(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ error: { code, message: expect.any(String), field: 'url' } });
    };
    await refuse('http://169.254.169.254/latest/meta-data', 'url_not_allowed');
    await refuse('http://localhost:5432/', 'url_not_allowed');
    await refuse('https://lrdx.test/api/cms/pages', 'url_not_allowed');
    await refuse('file:///etc/passwd', 'invalid_url');
    await refuse('http://[bad', 'invalid_url');
  });

  it('answers 400 without a url or with one too long', async () => {
    for (const url of [RANGE_CALCULATOR_PATH, `${RANGE_CALCULATOR_PATH}?url=`, `${RANGE_CALCULATOR_PATH}?url=${'a'.repeat(2001)}`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
    }
  });
});
