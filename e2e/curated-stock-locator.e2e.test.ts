/**
 * A stock locator block with a curated list (docs/cms-editor.md, "The stock locator's curated
 * list"): an editor saves ids and VINs through the editor API (an unknown one is refused naming the
 * field), and the published page shows exactly those cars in Kurdish on a phone and in English on a
 * desktop, without filters, sort or a search title under the block's heading; a sold car drops out, and a list of sold cars only shows the
 * widget's usual empty state in the page language.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signInAsDemoAdmin } from './support/demo-admin.js';
import { useE2eSuite } from './support/lifecycle.js';

const SHOTS = process.env.E2E_SHOTS_DIR;

describe('curated stock locator', () => {
  const suite = useE2eSuite({}, 'curated-locator');

  /** The editor API, called as the editor's own screens do (its session cookie and the page's CSRF token). */
  async function editorApi(page: Page) {
    const csrf = await page.locator('[data-csrf]').first().getAttribute('data-csrf');
    const call = (method: 'post' | 'put', path: string, data: object) =>
      page.request[method](`${suite.server.origin}${path}`, { data, headers: { 'x-csrf-token': csrf ?? '' } });
    return {
      async publishPage(language: string, path: string, vehicles: string) {
        const block = { id: 'sl', template: 'stock_locator', props: { heading: 'Hand-picked', vehicles } };
        const created = await call('post', '/cms/api/pages', { language, path, title: 'Hand-picked', content: { blocks: [block] } });
        expect(created.status(), await created.text()).toBe(201);
        const { id, version } = ((await created.json()) as { data: { id: number; version: number } }).data;
        const published = await call('post', `/cms/api/pages/${id}/publish`, { version });
        expect(published.status(), await published.text()).toBe(200);
      },
      create: (language: string, path: string, vehicles: string) =>
        call('post', '/cms/api/pages', {
          language,
          path,
          title: 'Refused',
          content: { blocks: [{ id: 'sl', template: 'stock_locator', props: { vehicles } }] },
        }),
    };
  }

  const cardIds = (page: Page) =>
    page.locator('lrdx-stock-locator .lrdx-card').evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-vehicle-id'))));

  it('shows exactly the listed cars (ids and VINs), a sold one dropped, in ku at 390 and en at 1280; refuses unknown ones', async () => {
    type Row = { id: number; vin: string };
    const [stock, sold] = suite.withDatabase((db) => [
      db.prepare("select id, vin from vehicles where status = 'stock' order by id limit 3").all() as Row[],
      db.prepare("select id, vin from vehicles where status = 'sold' order by id limit 1").all() as Row[],
    ]);
    const [a, b, c] = stock;
    const gone = sold[0];
    if (!a || !b || !c || !gone) throw new Error('the demo seed lacks stock or sold vehicles');

    const editor = await suite.newPage({ width: 1280, height: 800 });
    await signInAsDemoAdmin(editor, suite.server, 'en', 'cms');
    const api = await editorApi(editor);
    const refused = await api.create('en', '/e2e-curated-refused', `${a.id}\n999999999`);
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { error: unknown }).error).toMatchObject({
      code: 'unknown_vehicle',
      field: 'blocks[0].props.vehicles',
      unknown: ['999999999'],
    });
    const list = `${a.id}\n${b.vin.toLowerCase()}\n${c.id}\n${gone.id}`;
    await api.publishPage('ku', '/e2e-curated', list);
    await api.publishPage('en', '/e2e-curated', list);
    await api.publishPage('ku', '/e2e-curated-sold', String(gone.id));

    const expected = [a.id, b.id, c.id].sort((x, y) => x - y);
    for (const [language, viewport] of [
      ['ku', { width: 390, height: 844 }],
      ['en', { width: 1280, height: 800 }],
    ] as const) {
      const page = await suite.newPage(viewport);
      await page.goto(`${suite.server.origin}/${language}/e2e-curated`);
      await page.locator('lrdx-stock-locator .lrdx-card').first().waitFor();
      expect((await cardIds(page)).sort((x, y) => x - y)).toEqual(expected);
      // A list, not a search: no filters, no sort.
      expect(await page.locator('lrdx-stock-locator select').count()).toBe(0);
      expect(await page.locator('lrdx-stock-locator .lrdx-filters, lrdx-stock-locator [data-action="skip-to-results"]').count()).toBe(0);
      // No screen is reserved below a drawn list: the element is as tall as its cards, before and after the take-over.
      const height = () => page.locator('lrdx-stock-locator').evaluate((element) => Math.round(element.getBoundingClientRect().height));
      // The block's heading heads the list (docs/decisions.md, "A curated stock locator"): the widget
      // adds no search title, result count or Saved tab, drawn by the server or by the widget.
      const ownTitle = () =>
        page
          .locator('lrdx-stock-locator h2, lrdx-stock-locator .lrdx-stock-locator__count, lrdx-stock-locator [data-action="saved"]')
          .count();
      expect(await ownTitle()).toBe(0);
      const drawn = await height();
      if (viewport.width === 1280) expect(drawn).toBeLessThan(viewport.height);
      // The visitor's first touch hands the page to the widget, which keeps the same cars.
      await page.locator('lrdx-stock-locator input[type="checkbox"]').first().focus();
      await expect.poll(async () => (await cardIds(page)).sort((x, y) => x - y)).toEqual(expected);
      await page.waitForFunction(() => customElements.get('lrdx-stock-locator') !== undefined);
      await page.waitForTimeout(500);
      expect(await height()).toBe(drawn);
      expect(await ownTitle()).toBe(0);
      expect(await page.getByRole('heading', { name: 'Hand-picked' }).count()).toBe(1);
      expect(await page.locator('lrdx-stock-locator select, lrdx-stock-locator .lrdx-filters').count()).toBe(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      if (SHOTS) {
        await page.locator('lrdx-stock-locator').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/curated-${language}-${viewport.width}.png` });
        await page.locator('lrdx-stock-locator').screenshot({ path: `${SHOTS}/curated-${language}-${viewport.width}-element.png` });
      }
    }

    const empty = await suite.newPage({ width: 390, height: 844 });
    await empty.goto(`${suite.server.origin}/ku/e2e-curated-sold`);
    await empty.locator('lrdx-stock-locator .lrdx-stock-locator__empty').waitFor();
    expect(await empty.locator('lrdx-stock-locator .lrdx-stock-locator__empty').innerText()).toContain('هیچ ئۆتۆمبێلێک');
    expect(await empty.locator('lrdx-stock-locator .lrdx-card').count()).toBe(0);
    if (SHOTS) await empty.screenshot({ path: `${SHOTS}/curated-ku-empty-390.png`, fullPage: true });
  });
});
