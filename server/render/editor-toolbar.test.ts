/**
 * The editor toolbar on site pages: a signed-in editor or admin gets it (translated, in the page's
 * direction, with links into the editor at this page and a sign-out form), answered
 * `private, no-store`; visitors, role-less accounts and the HTML served to anyone after an editor's
 * visit never contain it.
 */
import { describe, expect, it } from 'vitest';
import { pageIdOf } from '../testing/page-row.js';
import { suiteFixture } from '../testing/suite-fixture.js';
import { testDialects } from '../db/test-db.js';
import { buildSiteAuthTestApp, cookieHeaderOf, SITE_ADMIN, SITE_EDITOR, SITE_NOBODY } from '../testing/site-auth-test-app.js';

const TOOLBAR = 'lrdx-editor-toolbar';

describe.each(testDialects())('editor toolbar on site pages (%s)', (dialect) => {
  let aboutKu: number;

  const t = suiteFixture(
    () => buildSiteAuthTestApp(dialect),
    async (t) => {
      aboutKu = await pageIdOf(t.database.db, 'ku', '/about-us');
    },
  );

  it('is absent from the HTML visitors get, before and after an editor has seen the page', async () => {
    const before = await t().app.inject({ method: 'GET', url: '/ku/about-us' });
    expect(before.statusCode).toBe(200);
    expect(before.body).not.toContain(TOOLBAR);
    // Shared by every visitor (docs/caching.md): the one copy holds nobody's toolbar.
    expect(before.headers['cache-control']).toMatch(/^public, max-age=0, must-revalidate, s-maxage=/);
    const editor = await t().app.inject({ method: 'GET', url: '/ku/about-us', headers: { cookie: await t().session(SITE_EDITOR) } });
    expect(editor.body).toContain(TOOLBAR);
    const after = await t().app.inject({ method: 'GET', url: '/ku/about-us' });
    expect(after.body).not.toContain(TOOLBAR);
    expect(after.body).not.toContain(SITE_EDITOR.email);
    expect(after.body).not.toContain('/auth/sign-out');
  });

  it('shows a signed-in editor a Kurdish, right-to-left toolbar that opens the editor at this page, never to be cached', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/ku/about-us', headers: { cookie: await t().session(SITE_EDITOR) } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const html = response.body;
    expect(html).toContain('<html lang="ckb" dir="rtl">');
    expect(html).toContain('<section class="lrdx-editor-toolbar" aria-label="ئامرازەکانی دەستکاریکەر">');
    expect(html).toContain(`<a class="lrdx-editor-toolbar__action" href="/ku/cms#page=${aboutKu}">دەستکاریکردنی ئەم پەڕەیە</a>`);
    expect(html).toContain(`href="/ku/cms#page=${aboutKu}&amp;versions">وەشانەکانی پەڕە</a>`);
    expect(html).toContain('<form action="/auth/sign-out" method="post">');
    expect(html).toMatch(/<input type="hidden" name="_csrf" value="[^"]+"\/>/);
    expect(html).toContain('<button type="submit" class="lrdx-editor-toolbar__action">چوونەدەرەوە</button>');
    expect(html).toContain(`<bdi dir="ltr">${SITE_EDITOR.email}</bdi> · دەستکاریکەر`);
    // After the skip link (still the first stop of the keyboard), before the site header.
    expect(html.indexOf('lrdx-skip-link')).toBeLessThan(html.indexOf(TOOLBAR));
    expect(html.indexOf(TOOLBAR)).toBeLessThan(html.indexOf('<lrdx-site-header'));
  });

  it('speaks the page language for an admin, and says when the draft holds unpublished changes', async () => {
    const cookie = await t().session(SITE_ADMIN);
    const en = await t().app.inject({ method: 'GET', url: '/en/about-us', headers: { cookie } });
    expect(en.body).toContain('aria-label="Editor toolbar"');
    expect(en.body).toContain('>Edit this page</a>');
    expect(en.body).toContain('>Page versions</a>');
    expect(en.body).toContain('· Admin');
    expect(en.body).not.toContain('not published yet');
    const ar = await t().app.inject({ method: 'GET', url: '/ar/about-us', headers: { cookie } });
    expect(ar.body).toContain('<html lang="ar" dir="rtl">');
    expect(ar.body).toContain('>تحرير هذه الصفحة</a>');
    await t().database.db.updateTable('pages').set({ draft: '{"title":"x"}' }).where('id', '=', aboutKu).execute();
    const ku = await t().app.inject({ method: 'GET', url: '/ku/about-us', headers: { cookie } });
    expect(ku.body).toContain('ڕەشنووسەکە گۆڕانکاریی تێدایە کە هێشتا بڵاو نەکراوەتەوە');
    await t().database.db.updateTable('pages').set({ draft: null }).where('id', '=', aboutKu).execute();
  });

  it('is not shown to an account without a role, and its sign-out form ends the session', async () => {
    const nobody = await t().app.inject({ method: 'GET', url: '/ku/about-us', headers: { cookie: await t().session(SITE_NOBODY) } });
    expect(nobody.body).not.toContain(TOOLBAR);
    const cookie = await t().session(SITE_EDITOR);
    const page = await t().app.inject({ method: 'GET', url: '/ku/about-us', headers: { cookie } });
    const csrf = /name="_csrf" value="([^"]+)"/.exec(page.body)![1]!;
    const jar = [cookie, cookieHeaderOf(page)].filter(Boolean).join('; ');
    const out = await t().app.inject({
      method: 'POST',
      url: '/auth/sign-out',
      headers: { cookie: jar, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ _csrf: csrf, lang: 'ku' }).toString(),
    });
    expect([out.statusCode, out.headers.location]).toEqual([303, '/auth/sign-in?lang=ku']);
    const again = await t().app.inject({ method: 'GET', url: '/ku/about-us', headers: { cookie } });
    expect(again.body).not.toContain(TOOLBAR);
  });
});
