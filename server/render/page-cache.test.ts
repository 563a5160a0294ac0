/**
 * Rendered pages kept in memory and sent for a CDN (docs/caching.md), through the whole app on
 * SQLite and PostgreSQL: a kept page is served until anything it shows changes (a publish through
 * the editor API, navigation, settings) and then only with the new content, also when the change
 * is made by a second app on the same database; validators answer 304 and a changed page 200;
 * no visitor ever gets another response's nonce, an editor's toolbar or a cookie that is not
 * theirs; the CDN purge stand-in receives the keys of a publish.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageIdOf } from '../testing/page-row.js';
import { createLocalPurger, processCdnPurges, type LocalPurger } from '../adapters/cdn-purge/index.js';
import { createPagesService } from '../cms/pages-service.js';
import { seedForms } from '../seed/forms-seed.js';
import { bumpStockVersion } from '../db/stock-version.js';
import { testDialects } from '../db/test-db.js';
import { pathKey } from '../http/surrogate-keys.js';
import { buildSiteAuthTestApp, SITE_ADMIN, SITE_EDITOR, type SiteAuthTestApp } from '../testing/site-auth-test-app.js';
import { emptyRenderStats, type RenderStats } from './shared-pages.js';

const ABOUT = '/en/about-us';
const HOUR = 3_600_000;

/** The nonce of a response's Content-Security-Policy. */
function nonceOf(response: LightMyRequestResponse): string {
  const match = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy'] ?? ''));
  if (!match?.[1]) throw new Error('no CSP nonce');
  return match[1];
}

/** The body with its own nonce blanked: what two visitors of the same page must share. */
const shared = (response: LightMyRequestResponse): string => response.body.split(nonceOf(response)).join('NONCE');

describe.each(testDialects())('rendered pages kept and sent for a CDN (%s)', (dialect) => {
  let t: SiteAuthTestApp;
  let second: SiteAuthTestApp;
  let stats: RenderStats;
  let purger: LocalPurger;
  let dir: string;
  let aboutId: number;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'lrdx-page-cache-'));
    stats = emptyRenderStats();
    purger = createLocalPurger();
    // The purge worker's own timer stays out of the way: the tests run the outbox pass themselves.
    const services = { renderStats: stats, cdnPurger: purger, pageCache: { purgeIntervalMs: HOUR } };
    t = await buildSiteAuthTestApp(dialect, { services, sqlitePath: join(dir, 'first.sqlite') });
    second = await buildSiteAuthTestApp(dialect, {
      sameDatabaseAs: t.database,
      services: { cdnPurger: createLocalPurger(), pageCache: { purgeIntervalMs: HOUR } },
    });
    aboutId = await pageIdOf(t.database.db, 'en', '/about-us');
  });
  afterAll(async () => {
    await second.close();
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}, app = t.app) => app.inject({ method: 'GET', url, headers });

  /** Retitles the English about page (its <title>) through the editor API, as an editor publishes. */
  async function publishTitle(title: string, app = t): Promise<void> {
    const headers = { authorization: `Bearer ${await app.token(SITE_EDITOR)}` };
    const page = (await app.app.inject({ method: 'GET', url: `/cms/api/pages/${aboutId}`, headers })).json().data as { version: number };
    const saved = await app.app.inject({
      method: 'PUT',
      url: `/cms/api/pages/${aboutId}`,
      headers,
      payload: { version: page.version, content: { meta_title: title } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const published = await app.app.inject({
      method: 'POST',
      url: `/cms/api/pages/${aboutId}/publish`,
      headers,
      payload: { version: page.version + 1 },
    });
    expect(published.statusCode, published.body).toBe(200);
  }

  it('sends a kept page gzip to a client that takes it: the same page, with that answer’s own nonce', async () => {
    const plain = await get(ABOUT);
    const zipped = await get(ABOUT, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(String(zipped.headers.vary)).toMatch(/accept-encoding/i);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const page = gunzipSync(zipped.rawPayload).toString('utf8');
    const nonce = nonceOf(zipped);
    expect(nonce).not.toBe(nonceOf(plain));
    expect(page.split(nonce).join('NONCE')).toBe(shared(plain));
    // A client that refuses gzip gets the page as it is.
    const refused = await get(ABOUT, { 'accept-encoding': 'gzip;q=0, identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(shared(refused)).toBe(shared(plain));
  });

  it('serves a kept page without rendering until a publish, then only the new content', async () => {
    const asked = Date.now();
    const first = await get(ABOUT);
    const answered = Date.now();
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=30');
    expect(first.headers.etag).toMatch(/^W\/"p-[\w-]+"$/);
    // When the page was rendered, in whole seconds: the second of the request or, when a second
    // turned while it was answered, the next one (a check against the clock after it failed so).
    const modified = Date.parse(String(first.headers['last-modified']));
    expect(modified % 1000).toBe(0);
    expect(modified).toBeGreaterThanOrEqual(Math.floor(asked / 1000) * 1000);
    expect(modified).toBeLessThanOrEqual(answered);
    const keys = String(first.headers['surrogate-key']).split(' ');
    expect(keys).toEqual(expect.arrayContaining([`page-${aboutId}`, pathKey('/about-us'), 'nav', 'footer', 'settings', 'lang-en', 'html']));
    expect(keys).not.toContain('stock');
    expect(String(first.headers['cache-tag']).split(',')).toEqual(keys);

    const started = stats.started;
    const hits = stats.hits;
    const again = await get(ABOUT);
    expect([stats.started, stats.hits]).toEqual([started, hits + 1]);
    expect(shared(again)).toBe(shared(first));
    expect(again.headers.etag).toBe(first.headers.etag);

    await publishTitle('About us, published');
    const after = await get(ABOUT);
    expect(stats.started).toBe(started + 1);
    expect(after.body).toContain('About us, published');
    expect(after.headers.etag).not.toBe(first.headers.etag);
    // And kept again from there.
    expect(shared(await get(ABOUT))).toBe(shared(after));
    expect(stats.started).toBe(started + 1);
  });

  it('shows a scheduled publish as soon as the scheduler has made it live', async () => {
    const headers = { authorization: `Bearer ${await t.token(SITE_EDITOR)}` };
    const page = (await t.app.inject({ method: 'GET', url: `/cms/api/pages/${aboutId}`, headers })).json().data as { version: number };
    const draft = { version: page.version, content: { meta_title: 'Scheduled title' } };
    expect((await t.app.inject({ method: 'PUT', url: `/cms/api/pages/${aboutId}`, headers, payload: draft })).statusCode).toBe(200);
    const at = new Date(Date.now() + HOUR).toISOString();
    const scheduled = await t.app.inject({
      method: 'POST',
      url: `/cms/api/pages/${aboutId}/schedule`,
      headers,
      payload: { version: page.version + 1, publish_at: at },
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect((await get(ABOUT)).body).not.toContain('Scheduled title');
    expect((await get(ABOUT)).body).not.toContain('Scheduled title');
    // Another process's scheduler, two hours on, publishes it.
    expect(await createPagesService(t.database.db, () => Date.now() + 2 * HOUR).runDue()).toBe(1);
    expect((await get(ABOUT)).body).toContain('Scheduled title');
  });

  it('shows a publish made on another server process at once, on both processes', async () => {
    // Both processes keep the page first.
    const here = await get(ABOUT);
    const there = await get(ABOUT, {}, second.app);
    expect(shared(there)).toBe(shared(here));
    expect(shared(await get(ABOUT, {}, second.app))).toBe(shared(here));

    await publishTitle('Published on the first process');
    expect((await get(ABOUT, {}, second.app)).body).toContain('Published on the first process');
    await publishTitle('Published on the second process', second);
    expect((await get(ABOUT)).body).toContain('Published on the second process');
    expect((await get(ABOUT, {}, second.app)).body).toContain('Published on the second process');
  });

  it('shows a form edited on the other process at once: the form is drawn into the page, and the CDN purges it', async () => {
    await seedForms(t.database.db);
    const form = await t.database.db
      .selectFrom('forms')
      .select(['id', 'fields'])
      .where('kind', '=', 'contact')
      .where('language', '=', 'en')
      .executeTakeFirstOrThrow();
    const fields = JSON.parse(form.fields) as Array<{ label: string }>;
    const label = fields[0]?.label ?? '';
    expect((await get('/en/contact-us')).body).toContain(label);
    expect((await get('/en/contact-us', {}, second.app)).body).toContain(label);
    await processCdnPurges(t.database.db, purger, { now: Date.now() });
    const before = purger.purged.length;

    const renamed = [{ ...fields[0], label: 'Name as the retailer asks it' }, ...fields.slice(1)];
    await t.database.db
      .updateTable('forms')
      .set({ fields: JSON.stringify(renamed) })
      .where('id', '=', form.id)
      .execute();
    expect((await get('/en/contact-us', {}, second.app)).body).toContain('Name as the retailer asks it');
    expect((await get('/en/contact-us')).body).toContain('Name as the retailer asks it');
    await processCdnPurges(t.database.db, purger, { now: Date.now() });
    expect(purger.purged.slice(before).flat()).toContain('forms');
    expect(String((await get('/en/contact-us')).headers['surrogate-key']).split(' ')).toContain('forms');
  });

  it('answers 304 to a matching validator and 200 once navigation, settings or the page changed', async () => {
    const page = await get(ABOUT);
    const etag = String(page.headers.etag);
    const lastModified = String(page.headers['last-modified']);
    const notModified = await get(ABOUT, { 'if-none-match': etag });
    expect([notModified.statusCode, notModified.body]).toEqual([304, '']);
    expect(notModified.headers.etag).toBe(etag);
    expect((await get(ABOUT, { 'if-none-match': `"other", ${etag}` })).statusCode).toBe(304);
    expect((await get(ABOUT, { 'if-modified-since': lastModified })).statusCode).toBe(304);
    // If-None-Match decides when both are sent.
    expect((await get(ABOUT, { 'if-none-match': '"other"', 'if-modified-since': lastModified })).statusCode).toBe(200);

    const changes: Array<[string, () => Promise<unknown>, string]> = [
      [
        'navigation',
        () => t.database.db.updateTable('nav_entries').set({ label: 'Renamed menu' }).where('language', '=', 'en').execute(),
        'Renamed menu',
      ],
      [
        'settings',
        async () =>
          t.app.inject({
            method: 'POST',
            url: '/settings',
            headers: { authorization: `Bearer ${await t.token(SITE_ADMIN)}` },
            payload: { key: 'general.meta', value: JSON.stringify([{ name: 'x-test', content: 'Site-wide tag' }]) },
          }),
        'Site-wide tag',
      ],
      ['a publish', () => publishTitle('Published for the validators'), 'Published for the validators'],
    ];
    let held = etag;
    for (const [what, change, shown] of changes) {
      await change();
      const changed = await get(ABOUT, { 'if-none-match': held });
      expect([what, changed.statusCode]).toEqual([what, 200]);
      expect(changed.body).toContain(shown);
      expect(changed.headers.etag).not.toBe(held);
      held = String(changed.headers.etag);
      expect((await get(ABOUT, { 'if-none-match': held })).statusCode).toBe(304);
    }
  });

  it('never gives a visitor another response nonce, an editor toolbar or someone else cookie', async () => {
    const cookie = await t.session(SITE_EDITOR);
    const editor = await get(ABOUT, { cookie });
    expect(editor.body).toContain('lrdx-editor-toolbar');
    expect(editor.headers['cache-control']).toBe('private, no-store');
    expect(editor.headers.etag).toBeUndefined();
    expect(editor.headers['surrogate-key']).toBeUndefined();

    const visitors = [await get(ABOUT), await get(ABOUT)];
    const nonces = [nonceOf(editor), ...visitors.map(nonceOf)];
    expect(new Set(nonces).size).toBe(3);
    for (const visitor of visitors) {
      expect(visitor.body).not.toContain('lrdx-editor-toolbar');
      expect(visitor.body).not.toContain(SITE_EDITOR.email);
      expect(visitor.body).not.toContain('_csrf');
      expect(visitor.headers['set-cookie']).toBeUndefined();
      // Only the response's own nonce, as often as the page has inline elements.
      for (const other of nonces.filter((n) => n !== nonceOf(visitor))) expect(visitor.body).not.toContain(other);
      expect(visitor.body.split(nonceOf(visitor)).length).toBeGreaterThan(1);
    }

    // A page with a form: the form is a custom element the browser fills; nothing of the visitor is in it.
    const forms = [await get('/ku/contact-us'), await get('/ku/contact-us')];
    expect(forms[0]?.body).toContain('<lrdx-form');
    expect(forms.map(shared)).toEqual([shared(forms[0] as LightMyRequestResponse), shared(forms[0] as LightMyRequestResponse)]);
    expect(nonceOf(forms[0] as LightMyRequestResponse)).not.toBe(nonceOf(forms[1] as LightMyRequestResponse));
    for (const form of forms) expect(form.body).not.toContain('_csrf');
  });

  it('sets the campaign cookie of a visitor with campaign parameters, kept page or not, and never for anyone else', async () => {
    const campaign = `${ABOUT}?utm_source=news`;
    for (const visit of [await get(campaign), await get(campaign)]) {
      expect(visit.statusCode).toBe(200);
      expect(String(visit.headers['set-cookie'])).toContain('lrdx_utm=utm_source%3Dnews');
      expect(visit.headers['cache-control']).toBe('private, no-cache');
    }
    const plain = await get(ABOUT);
    expect(plain.headers['set-cookie']).toBeUndefined();
    expect(plain.headers['cache-control']).toMatch(/^public, /);
  });

  it('serves every campaign click from one kept page, with no click id of another visitor in it', async () => {
    const plain = await get(`${ABOUT}?ref=hero`);
    expect(plain.statusCode).toBe(200);
    // Tracked parameters disable the language button: the one thing of a click its page shows.
    const clicks = ['gclid=CjwKCAclickOne', 'fbclid=IwAR0clickTwo&utm_source=social', 'utm_campaign=launch&gclid=CjwKCAclickThree'];
    const first = await get(`${ABOUT}?${clicks[0]}&ref=hero`);
    expect(first.body).toContain('aria-disabled="true"');
    const hitsBefore = stats.hits;
    for (const click of clicks.slice(1)) {
      const visit = await get(`${ABOUT}?${click}&ref=hero`);
      expect(visit.statusCode).toBe(200);
      expect(shared(visit)).toBe(shared(first));
      expect(visit.headers['cache-control']).toBe('private, no-cache');
    }
    expect(stats.hits - hitsBefore).toBe(clicks.length - 1);
    // An ad click id that does not disable the button is the plain page, its links without the id.
    const bing = await get(`${ABOUT}?msclkid=clickFour&ref=hero`);
    expect(shared(bing)).toBe(shared(plain));
    expect(stats.hits - hitsBefore).toBe(clicks.length);
    for (const body of [first.body, bing.body]) expect(body).not.toMatch(/click(One|Two|Three|Four)/);
    // Another query is another page, campaign or not.
    const other = await get(`${ABOUT}?ref=footer&gclid=CjwKCAclickFive`);
    expect(stats.hits - hitsBefore).toBe(clicks.length);
    expect(other.body).not.toContain('clickFive');
  });

  it('keeps the not-found view per path until a page is published there', async () => {
    const missing = await get('/en/kept-missing');
    expect(missing.statusCode).toBe(404);
    expect(String(missing.headers['surrogate-key']).split(' ')).toContain(pathKey('/kept-missing'));
    const started = stats.started;
    expect((await get('/en/kept-missing')).statusCode).toBe(404);
    expect(stats.started).toBe(started);

    const headers = { authorization: `Bearer ${await t.token(SITE_EDITOR)}` };
    const created = await t.app.inject({
      method: 'POST',
      url: '/cms/api/pages',
      headers,
      payload: { language: 'en', path: '/kept-missing', title: 'Found at last' },
    });
    expect(created.statusCode, created.body).toBe(201);
    await t.app.inject({ method: 'POST', url: `/cms/api/pages/${created.json().data.id}/publish`, headers, payload: { version: 1 } });
    const found = await get('/en/kept-missing');
    expect([found.statusCode, found.body.includes('Found at last')]).toEqual([200, true]);
  });

  it('hands the CDN purge the keys of a publish, a settings change and a stock change', async () => {
    await processCdnPurges(t.database.db, purger, { now: Date.now() });
    const before = purger.purged.length;
    await publishTitle('Published for the CDN');
    await t.database.db.insertInto('settings').values({ key: 'test.purged', value: 'yes' }).execute();
    await bumpStockVersion(t.database.db);
    const run = await processCdnPurges(t.database.db, purger, { now: Date.now() });
    expect(run.purged).toBeGreaterThan(0);
    const sent = purger.purged.slice(before).flat();
    expect(sent).toEqual(expect.arrayContaining([`page-${aboutId}`, pathKey('/about-us'), 'settings', 'stock']));
    expect(sent).not.toContain('nav');
    // Sent once: the outbox is empty afterwards.
    expect((await processCdnPurges(t.database.db, purger, { now: Date.now() })).purged).toBe(0);
  });
});
