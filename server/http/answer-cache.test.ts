import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache.js';
import { acceptsEncoding, negotiateEncoding } from './http-cache.js';

const body = (n: number): string => JSON.stringify({ data: 'x'.repeat(n) });
/** Index builds: compared by identity, ordered by stock version. */
const v1 = { version: 1 };
const v2 = { version: 2 };

describe('answer cache', () => {
  it('keeps answers within its byte budget, dropping the least recently used first', () => {
    const cache = createAnswerCache(1000);
    cache.set(v1, 'a', '"a"', body(200));
    cache.set(v1, 'b', '"b"', body(200));
    cache.set(v1, 'c', '"c"', body(200));
    expect(cache.get(v1, 'a')?.etag).toBe('"a"'); // a is now the most recent
    cache.set(v1, 'd', '"d"', body(200));
    cache.set(v1, 'e', '"e"', body(200));
    expect(cache.bytes()).toBeLessThanOrEqual(1000);
    expect(cache.get(v1, 'b')).toBeUndefined();
    expect(cache.get(v1, 'a')?.etag).toBe('"a"');
    expect(cache.get(v1, 'e')?.etag).toBe('"e"');
  });

  it('drops every answer when the stock version moves and never stores one of an older version', () => {
    const cache = createAnswerCache(10_000);
    cache.set(v1, 'q', '"1-q"', body(10));
    expect(cache.get(v2, 'q')).toBeUndefined();
    expect(cache.bytes()).toBe(0);
    cache.set(v1, 'q', '"1-q"', body(10)); // computed on the old index while the version moved
    expect(cache.get(v2, 'q')).toBeUndefined();
    expect(cache.get(v1, 'q')).toBeUndefined();
  });

  it('drops every answer on a forced rebuild of the same stock version', () => {
    const cache = createAnswerCache(10_000);
    cache.set(v1, 'q', '"1-q"', body(10));
    expect(cache.get(v1, 'q')).toBeDefined();
    expect(cache.get({ version: 1 }, 'q')).toBeUndefined();
  });

  it('compresses once per encoding and counts the compressed forms in its budget', () => {
    const cache = createAnswerCache(100_000);
    const json = body(5000);
    const answer = cache.set(v1, 'q', '"q"', json);
    const before = cache.bytes();
    const br = answer.encoded('br');
    expect(answer.encoded('br')).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(json);
    expect(gunzipSync(answer.encoded('gzip')).toString()).toBe(json);
    expect(cache.bytes()).toBeGreaterThan(before);
  });

  it('is off with no room', () => {
    const cache = createAnswerCache(0);
    expect(cache.enabled).toBe(false);
    cache.set(v1, 'q', '"q"', body(10));
    expect(cache.get(v1, 'q')).toBeUndefined();
  });
});

describe('negotiateEncoding', () => {
  it.each([
    [undefined, undefined],
    ['identity', undefined],
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['*', 'br'],
    ['*;q=0', undefined],
  ])('%s → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('acceptsEncoding (gzip), whatever the client prefers', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['identity', false],
    ['br', false],
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, GZIP;q=0.5', true],
    ['*', true],
    ['gzip;q=0, *', false],
    ['*;q=0', false],
  ])('%s → %s', (header, expected) => {
    expect(acceptsEncoding(header, 'gzip')).toBe(expected);
  });
});
