/**
 * Bundles go out compressed the way the browser asks: the build's .br or .gz beside each file (never
 * compressed again per request), plain for a client that asks for neither, with Vary so caches keep
 * the three apart; other responses (JSON here) are compressed on the fly when asked.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase, type DbHandle } from '../db/connection.js';
import { migrateToLatest } from '../migrations/migrate.js';

const CODE = `export const runtime = ${JSON.stringify('x'.repeat(4000))};\n`;

describe('compressed responses', () => {
  let dist: string;
  let handle: DbHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'lrdx-dist-'));
    mkdirSync(join(dist, 'chunks'));
    const file = join(dist, 'chunks', 'runtime-abc.js');
    writeFileSync(file, CODE);
    writeFileSync(`${file}.br`, brotliCompressSync(Buffer.from(CODE)));
    writeFileSync(`${file}.gz`, gzipSync(Buffer.from(CODE)));
    handle = openDatabase({ sqlitePath: ':memory:' });
    await migrateToLatest(handle.db);
    app = await buildApp({ db: handle.db, dialect: handle.dialect, config: loadConfig({ DIST_DIR: dist, RATE_LIMITS: 'off' }) });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends the prebuilt brotli file to a browser that accepts brotli', async () => {
    const reply = await get('/chunks/runtime-abc.js', 'gzip, deflate, br');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(String(reply.headers.vary)).toMatch(/accept-encoding/i);
    expect(reply.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(reply.rawPayload).toString()).toBe(CODE);
  });

  it('sends the gzip file when only gzip is accepted, and the plain file otherwise', async () => {
    const gzip = await get('/chunks/runtime-abc.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(CODE);
    const plain = await get('/chunks/runtime-abc.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(CODE);
  });

  it('compresses a JSON answer when asked and leaves it plain when not', async () => {
    const asked = await get('/api/docs/json', 'br');
    expect(asked.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(asked.rawPayload).toString())).toHaveProperty('openapi');
    const plain = await get('/api/docs/json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toHaveProperty('openapi');
  });
});
