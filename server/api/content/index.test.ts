import { describe, expect, it } from 'vitest';
import { suiteFixture } from '../../testing/suite-fixture.js';
import { testDialects } from '../../db/test-db.js';
import { fixtureListing } from '../../listing/testing/fixture.js';
import { buildContentTestApp } from '../../testing/content-test-app.js';
import { testPageRow } from '../../testing/page-row.js';
import { testMetaheadRow } from '../../testing/metahead-row.js';

describe.each(testDialects())('content API (%s)', (dialect) => {
  const t = suiteFixture(
    () => buildContentTestApp(dialect),
    async (t) => {
      await t.database.db
        .insertInto('listings')
        .values(
          fixtureListing('iraq', {
            name: 'Iraq',
            allowed_origins: JSON.stringify(['https://dealer.example']),
            button_set: '{}',
            uuid: '00000000-0000-4000-8000-000000000001',
          }),
        )
        .execute();
      await t.database.db.insertInto('settings').values({ key: 'general.app_name', value: 'Land Rover Iraq' }).execute();
    },
  );

  it('returns a published page by path', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/public_api/pages/by_path/about-us' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.path).toBe('/about-us');
    expect(data.title).toBe('دەربارەی ئێمە');
    expect(data.state).toBe('published');
    expect(data.link_new_window).toBe(false);
    expect(data.blocks.map((b: { template: string }) => b.template)).toEqual(['hero_banner', 'snippet', 'content_blocks', 'accordion']);
    expect(data.blocks[3].props.items).toHaveLength(4);
  });

  it('returns the home page for %2F and for an empty path', async () => {
    for (const url of ['/public_api/pages/by_path/%2F', '/public_api/pages/by_path/']) {
      const res = await t().app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.json().data.path).toBe('/');
    }
  });

  it('answers 404 with the error body for a missing or unpublished page', async () => {
    await t()
      .database.db.insertInto('pages')
      .values(testPageRow({ path: '/draft', title: 'Draft', state: 'disabled' }))
      .execute();
    for (const url of ['/public_api/pages/by_path/no-such-page', '/public_api/pages/by_path/draft']) {
      const res = await t().app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'page_not_found', field: 'path' } });
    }
  });

  it('lists settings as stored text', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toContainEqual(expect.objectContaining({ key: 'general.app_name', value: 'Land Rover Iraq' }));
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows settings to be read cross-origin only by an origin a listing allows', async () => {
    const listed = await t().app.inject({ method: 'GET', url: '/settings', headers: { origin: 'https://dealer.example' } });
    expect(listed.headers['access-control-allow-origin']).toBe('https://dealer.example');
    expect(listed.headers.vary).toMatch(/Origin/);
    const other = await t().app.inject({ method: 'GET', url: '/settings', headers: { origin: 'https://evil.example' } });
    expect(other.statusCode).toBe(200);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lists navigation entries in order', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/nav_entries' });
    expect(res.statusCode).toBe(200);
    const entries = res.json().data as { id: number; url: string; position: number; label: string; parent_id: number | null }[];
    const top = entries.filter((e) => e.parent_id === null);
    expect(top.map((e) => e.url)).toEqual(['/ku/#families', '/ku/stock', '/ku/vehicle-services', '/ku/about-us', '/ku/retailer-locator']);
    expect(top[1]?.label).toBe('ئۆتۆمبێلە بەردەستەکان');
    // Nested: the stock entry holds each family's stock, in order, then reserving online and the offers.
    const children = entries.filter((e) => e.parent_id === top[1]?.id).sort((a, b) => a.position - b.position);
    expect(children.map((e) => e.url)).toEqual([
      '/ku/stock?family=Range+Rover',
      '/ku/stock?family=Defender',
      '/ku/stock?family=Discovery',
      '/ku/reserve',
      '/ku/offers-and-finance',
    ]);
  });

  it('answers pages and navigation in the asked language, the default language without one', async () => {
    const en = await t().app.inject({ method: 'GET', url: '/public_api/pages/by_path/about-us?language=en' });
    expect(en.statusCode).toBe(200);
    expect(en.json().data.title).toBe('About us');
    const ar = await t().app.inject({ method: 'GET', url: '/public_api/pages/by_path/%2F?language=ar' });
    expect(ar.json().data.title).toBe('لاند روفر في العراق');
    const nav = await t().app.inject({ method: 'GET', url: '/nav_entries?language=en' });
    const topLevel = (nav.json().data as { url: string; parent_id: number | null }[]).filter((e) => e.parent_id === null);
    expect(topLevel.map((e) => e.url)).toEqual([
      '/en/#families',
      '/en/stock',
      '/en/vehicle-services',
      '/en/about-us',
      '/en/retailer-locator',
    ]);
    const ku = await t().app.inject({ method: 'GET', url: '/nav_entries?language=ku' });
    expect(ku.json()).toEqual((await t().app.inject({ method: 'GET', url: '/nav_entries' })).json());
  });

  it('refuses an unknown language with a 400 naming the field', async () => {
    for (const url of [
      '/public_api/pages/by_path/about-us?language=fr',
      '/public_api/pages/by_path?language=ckb',
      '/nav_entries?language=EN',
    ]) {
      const res = await t().app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({
        error: { code: 'invalid_parameter', message: 'language must be one of ku, en, ar', field: 'language' },
      });
    }
  });

  it('lists metaheads of a page plus the site-wide ones', async () => {
    await t()
      .database.db.insertInto('metaheads')
      .values([
        testMetaheadRow({ content: 'body{}', language: 'css', sequence: 1 }),
        testMetaheadRow({ content: '<meta name="x" content="1">', language: 'html', sequence: 2, rdx_core_page_id: 999 }),
      ])
      .execute();
    const all = await t().app.inject({ method: 'GET', url: '/metaheads' });
    expect(all.json().data).toHaveLength(1);
    const forPage = await t().app.inject({ method: 'GET', url: '/metaheads?q[page_id_equal_or_null]=999' });
    expect(forPage.json().data.map((m: { language: string }) => m.language)).toEqual(['css', 'html']);
    await t().database.db.deleteFrom('metaheads').execute();
  });
});
