/**
 * Listing answers served from the answer cache: the same bytes as an uncached server would send (in
 * every encoding), 304 for a held ETag, CORS per origin on cached bodies, and never an answer of an
 * older stock version.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingLightResponse, ListingResponse } from '../../../domain/listing-query.js';
import { bumpStockVersion } from '../../db/stock-version.js';
import { testDialects } from '../../db/test-db.js';
import { ALLOWED_ORIGIN } from '../../listing/testing/fixture.js';
import { buildListingTestApp, type ListingTestApp } from '../../testing/listing-test-app.js';

const FULL = '/public_api/listing/iraq?items=12&filter[states_in][]=used&sort=priceAsc';
const LIGHT = '/public_api/listing/iraq/light?items=12&sort=priceDesc';

/** The body as the client reads it, whatever the Content-Encoding. */
function decoded(res: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.rawPayload.toString();
}

describe.each(testDialects())('listing answer cache on %s', (dialect) => {
  let cached: ListingTestApp;
  let uncached: ListingTestApp;
  beforeAll(async () => {
    cached = await buildListingTestApp(dialect, { compress: true });
    uncached = await buildListingTestApp(dialect, { compress: true, services: { listingAnswerCacheBytes: 0 } });
  });
  afterAll(async () => {
    await cached.close();
    await uncached.close();
  });

  it.each([
    ['br', FULL],
    ['gzip', FULL],
    ['identity', FULL],
    ['br', LIGHT],
    ['gzip', LIGHT],
  ])('answers %s %s from the cache byte for byte as without it', async (encoding, url) => {
    // The first row of each URL is a miss, the next ones find the answer another encoding cached.
    const headers = { 'accept-encoding': encoding };
    const reference = await uncached.app.inject({ url, headers });
    const miss = await cached.app.inject({ url, headers });
    const hit = await cached.app.inject({ url, headers });
    expect(hit.headers['server-timing']).toBe('cache;desc=hit');
    for (const res of [reference, miss, hit]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    }
    expect(decoded(miss)).toBe(decoded(reference));
    expect(decoded(hit)).toBe(decoded(reference));
    // Same compressor settings as @fastify/compress, so even the encoded bytes agree.
    expect(hit.rawPayload.equals(reference.rawPayload)).toBe(true);
    expect(hit.headers.etag).toBe(reference.headers.etag);
    expect(hit.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=60');
    expect(String(hit.headers.vary).toLowerCase()).toBe('origin, accept-encoding');
  });

  it('answers 304 without a body to a repeated ETag, before and after the answer is cached', async () => {
    const first = await cached.app.inject({ url: `${FULL}&page=2` });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"\d+-[\w-]+"$/);
    for (let i = 0; i < 2; i += 1) {
      const again = await cached.app.inject({ url: `${FULL}&page=2`, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
    }
  });

  it('caches the body, not the CORS headers: the allowed origin gets its own, a foreign one is refused', async () => {
    const url = `${LIGHT}&page=2`;
    const allowed = await cached.app.inject({ url, headers: { origin: ALLOWED_ORIGIN } });
    const sameSite = await cached.app.inject({ url });
    const allowedAgain = await cached.app.inject({ url, headers: { origin: ALLOWED_ORIGIN } });
    expect(sameSite.headers['server-timing']).toBe('cache;desc=hit');
    expect(allowed.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
    expect(sameSite.headers['access-control-allow-origin']).toBeUndefined();
    expect(allowedAgain.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
    expect(sameSite.body).toBe(allowed.body);
    // A page of another origin gets the refusal, never the cached stock (docs/embedding.md).
    const other = await cached.app.inject({ url, headers: { origin: 'https://elsewhere.example' } });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ error: { code: 'origin_not_allowed' } });
  });

  it('never serves an answer of an older stock version once the version moves', async () => {
    const url = '/public_api/listing/iraq?items=3&sort=priceAsc';
    const lightUrl = '/public_api/listing/iraq/light?items=3&sort=priceAsc';
    const headers = { 'accept-encoding': 'br' };
    const before = await cached.app.inject({ url, headers });
    await cached.app.inject({ url: lightUrl, headers });
    const cheapest = (JSON.parse(decoded(before)) as ListingResponse).data[0]?.id as number;
    expect((await cached.app.inject({ url, headers })).headers['server-timing']).toBe('cache;desc=hit');

    await cached.ctx.db
      .updateTable('vehicles')
      .set({ display_price: 9_999_999, msrp_price: 9_999_999 })
      .where('id', '=', cheapest)
      .execute();
    await bumpStockVersion(cached.ctx.db);
    await cached.services.listingIndex.refresh();

    const after = await cached.app.inject({ url, headers });
    expect(after.headers['server-timing']).not.toBe('cache;desc=hit');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const body = JSON.parse(decoded(after)) as ListingResponse;
    expect(body.data.map((v) => v.id)).not.toContain(cheapest);
    expect(body.meta.facets?.ranges.display_price?.max).toBe(9_999_999);
    const light = JSON.parse(decoded(await cached.app.inject({ url: lightUrl, headers }))) as ListingLightResponse;
    expect(light.data.map((v) => v.id)).not.toContain(cheapest);
    // The new answer is cached in turn.
    expect((await cached.app.inject({ url, headers })).headers['server-timing']).toBe('cache;desc=hit');
  });
});
