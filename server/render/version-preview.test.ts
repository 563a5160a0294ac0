/**
 * A page version previewed as the site would show it (docs/cms-editor.md, "Versions"): drawn by the
 * site's renderer with that version's content under a toolbar saying which version it is and whether
 * visitors see it; editors only, never kept or shared, never indexed; visitors keep the live page.
 */
import { describe, expect, it } from 'vitest';
import { suiteFixture } from '../testing/suite-fixture.js';
import { testDialects } from '../db/test-db.js';
import { buildSiteAuthTestApp, SITE_EDITOR, SITE_NOBODY } from '../testing/site-auth-test-app.js';

const DRAFT_TEXT = 'دەقی ڕەشنووسی نوێ بۆ پێشبینین';

describe.each(testDialects())('page version preview (%s)', (dialect) => {
  let pageId: number;
  let live: number;
  let draft: number;
  let editor: string;

  const t = suiteFixture(
    () => buildSiteAuthTestApp(dialect),
    async (t) => {
      editor = await t.session(SITE_EDITOR);
      const bearer = { authorization: `Bearer ${await t.token(SITE_EDITOR)}` };
      const created = await t.app.inject({
        method: 'POST',
        url: '/cms/api/pages',
        headers: bearer,
        payload: { language: 'ku', path: '/preview-me', title: 'بەهار' },
      });
      pageId = created.json().data.id;
      const published = await t.app.inject({
        method: 'POST',
        url: `/cms/api/pages/${pageId}/publish`,
        headers: bearer,
        payload: { version: 1 },
      });
      live = published.json().data.version;
      const saved = await t.app.inject({
        method: 'PUT',
        url: `/cms/api/pages/${pageId}`,
        headers: bearer,
        payload: {
          version: live,
          content: { title: 'بەهاری نوێ', blocks: [{ id: 'b1', template: 'html_box', props: { html: `<p>${DRAFT_TEXT}</p>` } }] },
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      draft = saved.json().data.version;
    },
  );

  it('shows an editor the unpublished version in the page language, saying visitors do not see it, never stored', async () => {
    const response = await t().app.inject({ url: `/ku/cms/preview/${pageId}/${draft}`, headers: { cookie: editor } });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    const html = response.body;
    expect(html).toContain('<html lang="ckb" dir="rtl">');
    expect(html).toContain('<meta name="robots" content="noindex');
    expect(html).toContain(DRAFT_TEXT);
    expect(html).toContain(`data-preview-version="${draft}"`);
    expect(html).toContain(`پێشبینینی وەشانی ${draft}`);
    expect(html).toContain('سەردانکەران ئەم وەشانە نابینن');
    expect(html).toContain(`href="/ku/cms#page=${pageId}&amp;versions">گەڕانەوە بۆ وەشانەکان</a>`);
  });

  it('says which version visitors see, and visitors still get the live page', async () => {
    const preview = await t().app.inject({ url: `/ku/cms/preview/${pageId}/${live}`, headers: { cookie: editor } });
    expect(preview.body).toContain('سەردانکەران ئەم وەشانە دەبینن');
    expect(preview.body).not.toContain(DRAFT_TEXT);
    const visitor = await t().app.inject({ url: '/ku/preview-me' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).not.toContain(DRAFT_TEXT);
  });

  it('sends visitors to sign in and role-less accounts away, without drawing the version', async () => {
    const visitor = await t().app.inject({ url: `/ku/cms/preview/${pageId}/${draft}` });
    expect(visitor.statusCode).toBe(302);
    expect(visitor.headers.location).toMatch(/sign-in/);
    expect(visitor.body).not.toContain(DRAFT_TEXT);
    const nobody = await t().app.inject({ url: `/ku/cms/preview/${pageId}/${draft}`, headers: { cookie: await t().session(SITE_NOBODY) } });
    expect(nobody.statusCode).toBe(302);
    expect(nobody.body).not.toContain(DRAFT_TEXT);
  });

  it("moves to the page's own language, and answers 404 for a missing page or version, 400 for a bad number", async () => {
    const other = await t().app.inject({ url: `/en/cms/preview/${pageId}/${draft}`, headers: { cookie: editor } });
    expect([other.statusCode, other.headers.location]).toEqual([302, `/ku/cms/preview/${pageId}/${draft}`]);
    const noVersion = await t().app.inject({ url: `/ku/cms/preview/${pageId}/999`, headers: { cookie: editor } });
    expect([noVersion.statusCode, noVersion.json().error.code]).toEqual([404, 'version_not_found']);
    const noPage = await t().app.inject({ url: '/ku/cms/preview/999999/1', headers: { cookie: editor } });
    expect([noPage.statusCode, noPage.json().error.code]).toEqual([404, 'page_not_found']);
    const bad = await t().app.inject({ url: `/ku/cms/preview/${pageId}/first`, headers: { cookie: editor } });
    expect(bad.statusCode).toBe(400);
  });
});
