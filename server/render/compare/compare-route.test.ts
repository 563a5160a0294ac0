import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparePath } from '../../../domain/compare/compare-ids.js';
import { showroomPath } from '../../../domain/showroom-slug.js';
import type { Vehicle } from '../../../domain/vehicle.js';
import { testDialects, type TestDatabase } from '../../db/test-db.js';
import { buildContentTestApp, vehiclesInStock } from '../../testing/content-test-app.js';

const amp = (text: string) => text.replace(/&/g, '&amp;');

/** The opening tags of the table's column and row headers. */
const count = (html: string, pattern: RegExp) => (html.match(pattern) ?? []).length;

describe.each(testDialects())('compare page /{lang}/stock/compare (%s)', (dialect) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let three: Vehicle[];
  let sold: Vehicle;

  beforeAll(async () => {
    ({ app, database } = await buildContentTestApp(dialect, { demo: { vehicles: 40 }, listing: true }));
    const vehicles = await vehiclesInStock(app, 4);
    if (vehicles.length < 4) throw new Error('the seed has four vehicles in stock');
    three = vehicles.slice(0, 3);
    const last = vehicles[3] as Vehicle;
    // One withdrawn as sold and one with its price hidden: the page says so rather than dropping them.
    await database.db.updateTable('vehicles').set({ status: 'sold' }).where('id', '=', last.id).execute();
    await database.db
      .updateTable('vehicles')
      .set({ price_hidden: 1 })
      .where('id', '=', (three[2] as Vehicle).id)
      .execute();
    sold = last;
  });

  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
  });

  const ids = () => three.map((v) => v.id);

  it('renders three vehicles in a real table with column and row headers, in Kurdish, right to left', async () => {
    const res = await app.inject({ method: 'GET', url: comparePath('ku', ids()) });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<html lang="ckb" dir="rtl">');
    expect(html).toContain('<h1 id="lrdx-compare-title" class="lrdx-compare__title">بەراوردکردنی ئۆتۆمبێلەکان</h1>');
    expect(html).toMatch(/<div class="lrdx-compare__scroll" role="region" aria-labelledby="lrdx-compare-caption" tabindex="0"/);
    expect(html).toMatch(/<caption id="lrdx-compare-caption" class="lrdx-compare__caption"><span class="lrdx-compare__caption-text">نرخ، /);
    expect(count(html, /<th scope="col"/g)).toBe(3);
    expect(count(html, /<th scope="row"/g)).toBeGreaterThan(12);
    for (const v of three) {
      expect(html).toContain(`data-vehicle-id="${v.id}"`);
      expect(html).toContain(`href="${amp(showroomPath(v, '/ku/showroom/'))}"`);
    }
    // The vehicle page's spec labels, and the price in the page language's digits.
    expect(html).toContain('ژمارەی شاسی');
    expect(html).toMatch(/class="lrdx-compare__primary">[٠-٩][٠-٩٬]* [^<0-9]+<\/span><span class="lrdx-compare__secondary">[٠-٩]/);
    expect(html).toContain('<meta name="robots" content="noindex');
  });

  it("names each feature in the page language, as the vehicle page does (the data's English in English)", async () => {
    const feature = (html: string) => [...html.matchAll(/<th scope="row"[^>]*><bdi>([^<]+)<\/bdi>/g)].map((m) => m[1] ?? '');
    const english = feature((await app.inject({ method: 'GET', url: comparePath('en', ids()) })).body);
    const kurdish = feature((await app.inject({ method: 'GET', url: comparePath('ku', ids()) })).body);
    expect(english.length).toBeGreaterThan(3);
    expect(kurdish).toHaveLength(english.length);
    // Every feature of the demo stock has its Kurdish name (a product name such as Terrain Response
    // stays in its Latin letters inside it): no row is left in the data's English.
    kurdish.forEach((name, index) => {
      expect(name, english[index]).not.toBe(english[index]);
      expect(name, english[index]).toMatch(/[\u0600-\u06ff]/);
    });
  });

  it('marks the rows where the vehicles differ with a marker and a hidden word, not by colour alone', async () => {
    const res = await app.inject({ method: 'GET', url: comparePath('en', ids()) });
    const html = res.body;
    expect(html).toContain('<html lang="en" dir="ltr">');
    const differing =
      html.match(/<tr class="lrdx-compare__row lrdx-compare__row--differs" data-differs="true"><th scope="row">[^]*?<\/th>/g) ?? [];
    expect(differing.length).toBeGreaterThan(0);
    for (const header of differing) {
      expect(header).toContain('<span class="lrdx-compare__marker" aria-hidden="true">≠</span>');
      expect(header).toContain('<span class="lrdx-visually-hidden">, differs</span>');
    }
    // The VIN is one per vehicle by nature: not marked.
    expect(html).toMatch(/data-differs="false"><th scope="row">VIN<\/th>/);
    // Features: present or absent in words, the icon only beside them.
    expect(html).toMatch(/data-presence="standard"><span class="lrdx-compare__icon" aria-hidden="true">✓<\/span> Standard/);
  });

  it('compares a vehicle with itself without marking anything', async () => {
    const first = three[0] as Vehicle;
    const res = await app.inject({ method: 'GET', url: `/en/stock/compare?ids=${first.id}` });
    expect(res.body).not.toContain('data-differs="true"');
    expect(count(res.body, /<th scope="col"/g)).toBe(1);
  });

  it('honours a hidden price: "Price on request" and no monthly quote', async () => {
    const res = await app.inject({ method: 'GET', url: comparePath('en', ids()) });
    const priceCells = res.body.match(/<td class="lrdx-compare__price">[^]*?<\/td>/g) ?? [];
    expect(priceCells).toHaveLength(3);
    expect(priceCells[2]).toContain('Price on request');
    expect(priceCells[0]).toMatch(/IQD|\$/);
    expect(res.body).toMatch(/From [^<]+ a month with finance/);
  });

  it('shows a sold vehicle as no longer available', async () => {
    const res = await app.inject({ method: 'GET', url: `/ar/stock/compare?ids=${three[0]?.id},${sold.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(res.body).toMatch(new RegExp(`data-vehicle-id="${sold.id}" data-unavailable="true">`));
    expect(res.body).toContain('لم تعد متاحة');
  });

  it('links each vehicle’s removal to the same page without it', async () => {
    const [a, b, c] = ids() as [number, number, number];
    const res = await app.inject({ method: 'GET', url: comparePath('en', [a, b, c]) });
    expect(res.body).toContain(`href="${amp(comparePath('en', [b, c]))}" data-action="compare-remove" aria-label="Remove `);
    expect(res.body).toContain(`href="${amp(comparePath('en', [a, b]))}" data-action="compare-remove"`);
  });

  it('names unknown, malformed, repeated and extra ids, shows the rest, and escapes everything', async () => {
    const [a, b, c] = ids() as [number, number, number];
    const hostile = encodeURIComponent('<script>alert(1)</script>');
    const url = `/en/stock/compare?ids=${a},999999,${hostile},${a},"onmouseover=x,javascript:alert(1),${b},${c},${sold.id},99999999999`;
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('"onmouseover');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script…');
    expect(html).toContain('data-notice="notFound">This vehicle could not be found: 999999.');
    expect(html).toMatch(/data-notice="malformed">These are not vehicle numbers: &lt;script&gt;/);
    expect(html).toContain('99999999999');
    expect(html).toContain(`data-notice="duplicates">This vehicle was listed twice and is shown once: ${a}.`);
    expect(html).toContain(`data-notice="overflow">At most three vehicles can be compared; these are not shown: ${c}, ${sold.id}.`);
    // Shown: the first three valid ids, less the unknown one.
    expect(count(html, /<th scope="col"/g)).toBe(2);
    // No link of the page is built from what the URL carried (the shell's language links keep the query, encoded).
    const article = html.slice(html.indexOf('<article class="lrdx-compare"'), html.indexOf('</article>'));
    expect(article).toContain('data-compare-scroll');
    expect(article).not.toMatch(/href="[^"]*(javascript|script|999999|onmouseover)/);
    expect(html).not.toMatch(/href="[^"]*[<>]/);
  });

  it('answers an empty request, a repeated parameter and an unknown list with the page, never an error', async () => {
    const empty = await app.inject({ method: 'GET', url: '/ku/stock/compare' });
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('هیچ ئۆتۆمبێلێک بۆ بەراوردکردن نییە');
    expect(empty.body).not.toContain('<table');
    const repeated = await app.inject({ method: 'GET', url: `/en/stock/compare?ids=${three[0]?.id}&ids=${three[1]?.id}` });
    expect(repeated.statusCode).toBe(200);
    expect(count(repeated.body, /<th scope="col"/g)).toBe(2);
    const list = await app.inject({ method: 'GET', url: `/en/stock/compare?ids=${three[0]?.id}&list=${encodeURIComponent('x"><b>')}` });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain('<b>');
    const unknownList = await app.inject({ method: 'GET', url: `/en/stock/compare?ids=${three[0]?.id}&list=nosuchlist` });
    expect(unknownList.statusCode).toBe(200);
    expect(unknownList.body).toContain('data-notice="notFound"');
  });

  it('is cached and sent like the vehicle page: public, shared, stale when the stock changes', async () => {
    const v = three[0] as Vehicle;
    const [page, vehicle] = await Promise.all([
      app.inject({ method: 'GET', url: comparePath('ku', ids()) }),
      app.inject({ method: 'GET', url: showroomPath(v, '/ku/showroom/') }),
    ]);
    expect(page.headers['cache-control']).toBe(vehicle.headers['cache-control']);
    expect(String(page.headers['cache-control'])).toMatch(/^public/);
    expect(page.headers['surrogate-key']).toContain('stock');
    expect(page.headers.etag).toBeTruthy();
  });
});
