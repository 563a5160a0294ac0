/**
 * The stock screen's feed pulled on a schedule (docs/stock-feed.md, "A feed pulled on a schedule"),
 * as an importer's admin sets it up in Kurdish at desktop width: a refused address is named in
 * Kurdish, a good one is saved, "Pull now" imports the feed a real HTTP server serves, and the
 * screen says when and what it imported. The suite's server allows the loopback feed host
 * (STOCK_FEED_ALLOW_PRIVATE_HOSTS), as a DMS on the same network would be.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleFeedRows, toFeedCsv } from '../server/seed/sample-feed.js';
import { signInAsDemoAdmin } from './support/demo-admin.js';
import { DESKTOP, useE2eSuite } from './support/lifecycle.js';

describe('stock screen: the feed pulled on a schedule', () => {
  const suite = useE2eSuite({ STOCK_FEED_ALLOW_PRIVATE_HOSTS: '1' }, 'stock-pull');
  let feed: Server;
  let feedUrl = '';

  beforeAll(async () => {
    // Five vehicles of the sample feed, whose VINs the demo stock does not have: each is added.
    const body = toFeedCsv(sampleFeedRows(5));
    feed = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/csv' });
      response.end(body);
    });
    await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
    feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/export/stock.csv`;
  });
  afterAll(async () => {
    await new Promise((resolve) => feed?.close(resolve));
  });

  it('an admin saves the address, pulls now and reads what was imported (ku, desktop)', async () => {
    const page = await suite.newPage(DESKTOP);
    await signInAsDemoAdmin(page, suite.server, 'ku', 'cms');
    await page.goto(`${suite.server.origin}/ku/cms/stock`);
    const form = page.locator('form.cms-stock__pull');
    await form.getByRole('heading', { name: 'هێنانی فیدی کۆگا بە خشتە' }).waitFor();
    await form.getByText('هێشتا هیچ ناونیشانێکی فید دانەنراوە.').waitFor();

    // The browser lets a typed URL through; the server refuses one with a password in it, by field.
    await form.getByLabel(/^ناونیشانی فید/).fill('https://user:secret@dms.example/stock.csv');
    await form.getByRole('button', { name: 'پاشەکەوتکردنی هێنان' }).click();
    await expect.poll(() => form.getByRole('alert').textContent()).toContain('ناونیشانی فید');

    await form.getByLabel(/^ناونیشانی فید/).fill(feedUrl);
    await form.getByRole('button', { name: 'پاشەکەوتکردنی هێنان' }).click();
    await expect.poll(() => form.getByText('پاشەکەوت کرا. یەکەم هێنان ئێستا دەکرێت.').count()).toBe(1);

    await form.getByRole('button', { name: 'ئێستا بیهێنە' }).click();
    await expect.poll(() => form.locator('.cms-stock__pull-state').textContent(), { timeout: 30_000 }).toContain('هاوردە کرا');
    const counts = await form.locator('.cms-stock__counts div').allTextContents();
    expect(counts).toContain('زیادکران٥');
  });
});
