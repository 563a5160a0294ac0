/**
 * The stock screen at /{lang}/cms/stock (docs/stock-feed.md, "Stock screen"), as the importer's
 * staff uses it: find a car by the end of its VIN, change its sale price (the listing API answers the
 * new price at once), mark cars sold together, and check a feed whose bad row the report names in
 * the screen's language, with the photos it stored and those it could not (counts and list);
 * Kurdish at desktop width and English on a phone. Screenshots go to
 * $CMS_SCREENSHOTS when set.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { withCheckDigit } from '../domain/vin-check.js';
import { signInAsDemoAdmin } from './support/demo-admin.js';
import { DESKTOP, PHONE, useE2eSuite } from './support/lifecycle.js';
import { screenshotInto } from './support/screenshots.js';

const SHOTS = process.env.CMS_SCREENSHOTS;

const screenshot = (page: Page, name: string) => screenshotInto(SHOTS, page, name, true);

interface Row {
  id: number;
  vin: string;
  msrp_price: number;
  sale_price: number | null;
  status: string;
}

describe('stock screen', () => {
  const suite = useE2eSuite({}, 'stock-screen');

  const signIn = (page: Page, language: 'ku' | 'en') => signInAsDemoAdmin(page, suite.server, language, 'cms/stock');

  async function stockRows(page: Page, query: string): Promise<Row[]> {
    const server = suite.server;
    const reply = await page.request.get(`${server.origin}/cms/api/stock/vehicles?${query}`);
    expect(reply.status()).toBe(200);
    return ((await reply.json()) as { data: Row[] }).data;
  }

  /** The sample feed's header and first car (photos is its last column, left empty). */
  const sampleFeed = () => readFileSync(join(process.cwd(), 'examples/stock-feed/sample.csv'), 'utf8').split('\n') as [string, string];
  /** A feed of the sample's first car naming one photo address with a password in it, which is never fetched. */
  const photoFeed = (name: string) => {
    const [header, first] = sampleFeed();
    const feed = join(tmpdir(), `lrdx-e2e-feed-${name}-${process.pid}.csv`);
    writeFileSync(feed, `${header}\n${first}https://dealer:secret@photos.example.com/front.jpg\n`);
    return feed;
  };
  /** The import report's counts as [term, number] pairs. */
  const reportCounts = (page: Page) =>
    page
      .locator('.cms-stock__counts > div')
      .evaluateAll((pairs) => pairs.map((pair) => [pair.querySelector('dt')?.textContent, pair.querySelector('dd')?.textContent]));

  it('finds a car by its VIN tail, changes its sale price, and the listing answers the new price (ku, desktop)', async () => {
    const page = await suite.newPage(DESKTOP);
    const server = suite.server;
    await signIn(page, 'ku');
    await page.getByRole('heading', { level: 2, name: 'کۆگا' }).waitFor();
    const [car] = await stockRows(page, 'status=stock&items=1');
    expect(car).toBeDefined();
    const tail = car!.vin.slice(-6);

    await page.getByLabel('کۆتایی ژمارەی شاسی').fill(tail);
    await page.getByRole('button', { name: 'گەڕان' }).click();
    await expect.poll(() => page.locator('.cms-stock tbody tr').count()).toBe(1);
    await expect.poll(() => page.getByText(/^١ ئۆتۆمبێل$/).count()).toBe(1);
    await page.getByRole('button', { name: `دەستکاری ${car!.vin}` }).click();
    // The form's heading takes the keyboard, so the next Tab is its first field.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H3');
    const newSale = car!.msrp_price - 1_250;
    await page.getByLabel('نرخی داشکاندن (دۆلار)').fill(String(newSale));
    await screenshot(page, 'cms-stock-edit-ku-desktop');
    await page.getByRole('button', { name: 'پاشەکەوتکردن', exact: true }).click();
    await page.getByText('ئۆتۆمبێلەکە پاشەکەوت کرا؛ ماڵپەڕەکە ئێستا گۆڕانکارییەکە پیشان دەدات.').waitFor();

    const listed = await page.request.get(`${server.origin}/public_api/listing/iraq/vehicle/${car!.id}`);
    expect(listed.status()).toBe(200);
    const body = (await listed.json()) as { data: { attributes: { display_price: number } } };
    expect(body.data.attributes.display_price).toBe(newSale);

    // A sale price above the list price is refused with the feed check's own Kurdish reason; nothing is saved.
    await page.getByLabel('نرخی داشکاندن (دۆلار)').fill(String(car!.msrp_price + 5_000));
    await page.getByRole('button', { name: 'پاشەکەوتکردن', exact: true }).click();
    await page.locator('.cms-stock__edit [role=alert]').waitFor();
    expect(await page.locator('.cms-stock__edit [role=alert]').textContent()).toMatch(/[\u0600-\u06FF]/);
    const [after] = await stockRows(page, `vin=${tail}`);
    expect(after?.sale_price).toBe(newSale);

    // The import report in Kurdish: no photo stored, one not stored, and that photo listed with its reason.
    await page.getByLabel('فایلی لیست (CSV یان JSON)').setInputFiles(photoFeed('ku'));
    await page.getByRole('button', { name: 'هاوردەکردن', exact: true }).click();
    const photos = page.getByRole('table', { name: /^وێنە هەڵنەگیراوەکان/ });
    await photos.waitFor();
    expect(await reportCounts(page)).toEqual(
      expect.arrayContaining([
        ['وێنە هەڵگیراوەکان', '٠'],
        ['وێنە هەڵنەگیراوەکان', '١'],
      ]),
    );
    expect(await photos.locator('tbody tr').first().locator('td').nth(3).textContent()).toMatch(/[\u0600-\u06FF]/);
  });

  it('marks two cars sold together, and reports a feed check with its refused row (en, phone)', async () => {
    const page = await suite.newPage(PHONE);
    await signIn(page, 'en');
    await page.getByRole('heading', { level: 2, name: 'Stock' }).waitFor();
    await page.getByLabel('Status', { exact: true }).first().selectOption('available_soon');
    await page.getByRole('button', { name: 'Search' }).click();
    const rows = page.locator('.cms-stock tbody tr');
    // The filtered list, not the one drawn before the search answered: every row is "Available soon".
    await expect
      .poll(async () => {
        const statuses = await rows.locator('td:nth-child(5)').allTextContents();
        return statuses.length > 2 && statuses.every((status) => status === 'Available soon');
      })
      .toBe(true);
    const vins = await rows.locator('td:nth-child(2)').allTextContents();
    const picked = vins.slice(0, 2);
    for (const vin of picked) await page.getByRole('checkbox', { name: `Select ${vin}` }).check();
    await page.getByText('2 vehicles selected').waitFor();
    await page.getByLabel('New status').selectOption('sold');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Changed: 2. Kept by a reservation or an order: 0. Not found: 0.').waitFor();
    for (const vin of picked) expect((await stockRows(page, `vin=${vin}`))[0]?.status).toBe('sold');
    // The page itself never scrolls sideways on a phone: the table scrolls in its own box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'cms-stock-en-phone');

    const feed = join(tmpdir(), `lrdx-e2e-feed-${process.pid}.csv`);
    // The sample feed's header and first car, with a North American VIN (first character 1–5, where
    // the check digit is required) whose check digit is wrong.
    const [header, first] = sampleFeed();
    const vin = /,([A-HJ-NPR-Z0-9]{17}),/.exec(first)![1]!;
    const usVin = withCheckDigit(`1${vin.slice(1)}`);
    const wrongCheck = `${usVin.slice(0, 8)}${usVin[8] === 'X' ? '0' : 'X'}${usVin.slice(9)}`;
    writeFileSync(feed, `${header}\n${first.replace(vin, wrongCheck)}\n`);
    const before = await stockRows(page, 'items=1');
    await page.getByLabel('Feed file (CSV or JSON)').setInputFiles(feed);
    await page.getByRole('button', { name: 'Import' }).click();
    await page.getByRole('heading', { name: 'Import report' }).waitFor();
    await page.getByText('Nothing was changed (a check only, or a row was refused).').waitFor();
    const refused = page.locator('.cms-stock__report table tbody tr');
    expect(await refused.count()).toBeGreaterThan(0);
    expect(await refused.first().locator('td').first().textContent()).toBe('2');
    await screenshot(page, 'cms-stock-import-report-en-phone');
    expect(await stockRows(page, 'items=1')).toEqual(before);

    // A photo address with a password in it (photos is the feed's last column): the row passes,
    // the counts say no photo was stored and one was not, and the photo is listed apart with its
    // line, address and reason.
    await page.getByLabel('Feed file (CSV or JSON)').setInputFiles(photoFeed('en'));
    await page.getByRole('button', { name: 'Import' }).click();
    const photos = page.getByRole('table', { name: /^Photos not stored/ });
    await photos.waitFor();
    const cells = photos.locator('tbody tr').first().locator('td');
    expect(await cells.nth(0).textContent()).toBe('2');
    expect(await cells.nth(2).textContent()).toContain('photos.example.com');
    expect(await cells.nth(3).textContent()).toContain('The photo address is not valid');
    expect(await reportCounts(page)).toEqual(
      expect.arrayContaining([
        ['Photos stored', '0'],
        ['Photos not stored', '1'],
      ]),
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await stockRows(page, 'items=1')).toEqual(before);
  });
});
