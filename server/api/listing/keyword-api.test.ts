import { describe, expect, it } from 'vitest';
import { suiteFixture } from '../../testing/suite-fixture.js';
import type { SuggestResponse } from '../../../domain/keyword-search.js';
import type { ListingLightResponse, ListingResponse } from '../../../domain/listing-query.js';
import { testDialects } from '../../db/test-db.js';
import type { FixtureVehicle } from '../../listing/testing/fixture.js';
import { buildListingTestApp } from '../../testing/listing-test-app.js';

const path = (q: string, rest = ''): string => `/public_api/listing/iraq?q=${encodeURIComponent(q)}${rest}`;

describe.each(testDialects())('keyword search over the listing API on %s', (dialect) => {
  const count = (test: (v: FixtureVehicle) => boolean): number => t().vehicles.filter(test).length;

  const t = suiteFixture(() => buildListingTestApp(dialect));

  it('finds vehicles by a keyword in any script, with the filters and facets of what it finds', async () => {
    const defenders = count((v) => v.model.startsWith('Defender'));
    for (const q of ['defender', 'ديفندر', 'دیفێندەر']) {
      const res = await t().app.inject({ url: path(q) });
      expect(res.statusCode).toBe(200);
      expect(res.json<ListingResponse>().meta.total).toBe(defenders);
    }
    const res = await t().app.inject({ url: path('defender', '&filter[states_in][]=new') });
    const body = res.json<ListingResponse>();
    expect(body.meta.total).toBe(count((v) => v.model.startsWith('Defender') && v.state === 'new'));
    // The states facet ignores its own selection but counts only Defenders.
    const used = body.meta.facets?.checkbox.states?.find((o) => o.value === 'used');
    expect(used?.count).toBe(count((v) => v.model.startsWith('Defender') && v.state === 'used'));
    const light = await t().app.inject({ url: `/public_api/listing/iraq/light?q=${encodeURIComponent('٠٠٠٠٠١٢')}` });
    const vinEnd = count((v) => v.vin.endsWith('0000012'));
    expect(light.json<ListingLightResponse>().meta.total).toBe(vinEnd);
    expect(vinEnd).toBe(1);
  });

  it('never shares an answer or an ETag between keywords; word order and an empty q change nothing', async () => {
    const plain = await t().app.inject({ url: '/public_api/listing/iraq' });
    const empty = await t().app.inject({ url: path('') });
    const black = await t().app.inject({ url: path('black defender') });
    const again = await t().app.inject({ url: path('Defender  BLACK') });
    const white = await t().app.inject({ url: path('white defender') });
    expect(empty.headers.etag).toBe(plain.headers.etag);
    expect(empty.body).toBe(plain.body);
    expect(black.headers.etag).not.toBe(plain.headers.etag);
    expect(again.headers.etag).toBe(black.headers.etag);
    expect(again.headers['server-timing']).toBe('cache;desc=hit');
    expect(white.headers.etag).not.toBe(black.headers.etag);
    expect(white.json<ListingResponse>().meta.total).toBe(count((v) => v.model.startsWith('Defender') && v.color === 'white'));
    expect(black.json<ListingResponse>().meta.total).toBe(count((v) => v.model.startsWith('Defender') && v.color === 'black'));
  });

  it.each([
    ['/public_api/listing/iraq', 'a'.repeat(101), 'too_long'],
    ['/public_api/listing/iraq/light', 'range\nrover', 'invalid_characters'],
    ['/public_api/listing/iraq/suggest', 'x\u0007', 'invalid_characters'],
    ['/public_api/listing/iraq/suggest', 'ب'.repeat(101), 'too_long'],
  ])('refuses a bad keyword on %s with 400 naming q', async (route, q, code) => {
    const res = await t().app.inject({ url: `${route}?q=${encodeURIComponent(q)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code, field: 'q' } });
  });

  it('suggests labels in the language asked, with the vehicles each finds, cached per language', async () => {
    const en = await t().app.inject({ url: '/public_api/listing/iraq/suggest?q=defender%20bl&lang=en' });
    expect(en.statusCode).toBe(200);
    expect(en.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=60');
    const body = en.json<SuggestResponse>();
    expect(body.meta.q).toBe('defender bl');
    expect(body.data).toContainEqual({
      kind: 'colour',
      value: 'black',
      label: 'Black',
      count: count((v) => v.model.startsWith('Defender') && v.color === 'black'),
      q: 'defender Black',
    });
    expect(body.data.length).toBeLessThanOrEqual(8);
    const ku = await t().app.inject({ url: '/public_api/listing/iraq/suggest?q=defender%20bl&lang=ku' });
    expect(ku.headers.etag).not.toBe(en.headers.etag);
    expect(ku.json<SuggestResponse>().data).toContainEqual(expect.objectContaining({ kind: 'colour', label: 'ڕەش', q: 'defender ڕەش' }));
    const notModified = await t().app.inject({
      url: '/public_api/listing/iraq/suggest?q=defender%20bl&lang=en',
      headers: { 'if-none-match': String(en.headers.etag) },
    });
    expect(notModified.statusCode).toBe(304);
    const filtered = await t().app.inject({ url: '/public_api/listing/iraq/suggest?q=def&lang=en&filter[states_in][]=new' });
    const d110 = filtered.json<SuggestResponse>().data.find((s) => s.label === 'Defender 110');
    expect(d110?.count).toBe(count((v) => v.model === 'Defender 110' && v.state === 'new'));
    const empty = await t().app.inject({ url: '/public_api/listing/iraq/suggest?q=' });
    expect(empty.json<SuggestResponse>().data).toEqual([]);
    const badLang = await t().app.inject({ url: '/public_api/listing/iraq/suggest?q=def&lang=fr' });
    expect(badLang.json()).toMatchObject({ error: { code: 'invalid_parameter', field: 'lang' } });
    const unknown = await t().app.inject({ url: '/public_api/listing/nope/suggest?q=def' });
    expect(unknown.statusCode).toBe(404);
  });
});
