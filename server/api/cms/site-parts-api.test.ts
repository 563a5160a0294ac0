/**
 * The editor API's footer (editors), redirects and metaheads (admins only) on the whole app, on
 * SQLite and PostgreSQL: each role, bad input answered 400 naming the field, and what a visitor
 * then sees: the saved footer on the page, a redirect followed with its status, a metahead in <head>.
 */
import { describe, expect, it } from 'vitest';
import { suiteFixture } from '../../testing/suite-fixture.js';
import { testDialects } from '../../db/test-db.js';
import { buildSiteAuthTestApp, SITE_ADMIN, SITE_EDITOR } from '../../testing/site-auth-test-app.js';
import { bearer, injectCall } from '../../testing/inject-call.js';

describe.each(testDialects())('editor API: footer, redirects, metaheads (%s)', (dialect) => {
  let editor: Record<string, string>;
  let admin: Record<string, string>;
  const t = suiteFixture(
    () => buildSiteAuthTestApp(dialect),
    async (t) => {
      editor = bearer(await t.token(SITE_EDITOR));
      admin = bearer(await t.token(SITE_ADMIN));
    },
  );

  const call = injectCall(() => t().app);
  const refusal = (response: { statusCode: number; json(): { error: { code: string; field?: string } } }) => [
    response.statusCode,
    response.json().error.code,
    response.json().error.field,
  ];

  const footer = {
    columns: [
      {
        type: 'links',
        rows: [
          { heading: 'دەربارە', heading_html_tag: 'h2', items: [{ type: 'link', label: 'پەیوەندی', url: '/contact', target: '_self' }] },
        ],
      },
      {
        type: 'social',
        rows: [
          {
            heading: '',
            items: [{ type: 'social', label: 'Instagram', icon: 'instagram', url: 'https://instagram.com/x', target: '_blank' }],
          },
        ],
      },
    ],
    bottom_html: '<p>© ٢٠٢٦ مافەکان پارێزراون</p><script>alert(1)</script>',
  };

  it('lets an editor save the footer of one language, which the site then draws, with the HTML sanitized', async () => {
    expect((await call('GET', '/cms/api/footer?language=ku', {})).statusCode).toBe(401);
    const saved = await call('PUT', '/cms/api/footer', editor, { language: 'ku', configuration: footer });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.configuration.bottom_html).toBe('<p>© ٢٠٢٦ مافەکان پارێزراون</p>');
    const read = await call('GET', '/cms/api/footer?language=ku', editor);
    expect(read.json().data.configuration.columns[0].rows[0].items[0]).toMatchObject({ label: 'پەیوەندی', url: '/contact' });
    // Per language: the English footer is untouched.
    expect((await call('GET', '/cms/api/footer?language=en', editor)).json().data.configuration.columns).not.toContainEqual(
      expect.objectContaining({ rows: [expect.objectContaining({ heading: 'دەربارە' })] }),
    );
    const page = await t().app.inject({ method: 'GET', url: '/ku/' });
    expect(page.body).toContain('پەیوەندی');
    expect(page.body).toContain('مافەکان پارێزراون');
    expect(page.body).not.toContain('alert(1)');
  });

  it('refuses a bad footer naming the field, and a cookie call without the CSRF token', async () => {
    const noLabel = structuredClone(footer);
    noLabel.columns[0]!.rows[0]!.items[0]!.label = '';
    expect(refusal(await call('PUT', '/cms/api/footer', editor, { language: 'ku', configuration: noLabel }))).toEqual([
      400,
      'invalid_request',
      'configuration.columns[0].rows[0].items[0].label',
    ]);
    const script = structuredClone(footer);
    script.columns[0]!.rows[0]!.items[0]!.url = 'javascript:alert(1)';
    expect(refusal(await call('PUT', '/cms/api/footer', editor, { language: 'ku', configuration: script }))[2]).toBe(
      'configuration.columns[0].rows[0].items[0].url',
    );
    expect((await call('PUT', '/cms/api/footer', editor, { language: 'xx', configuration: footer })).statusCode).toBe(400);
    const cookie = await t().session(SITE_EDITOR);
    expect(refusal(await call('PUT', '/cms/api/footer', { cookie }, { language: 'ku', configuration: footer }))[0]).toBe(403);
  });

  it('keeps redirects to admins, and the site follows one from an address without a page, 301 by default', async () => {
    const body = { language: 'ku', path: '/old-offer', to: '/stock' };
    expect(refusal(await call('POST', '/cms/api/redirects', editor, body))).toEqual([403, 'forbidden', undefined]);
    expect((await call('GET', '/cms/api/redirects?language=ku', editor)).statusCode).toBe(403);
    const created = await call('POST', '/cms/api/redirects', admin, body);
    expect([created.statusCode, created.json().data.http_code]).toEqual([201, 301]);
    expect(refusal(await call('POST', '/cms/api/redirects', admin, body))).toEqual([409, 'path_taken', 'path']);
    expect(refusal(await call('POST', '/cms/api/redirects', admin, { ...body, path: '/x', to: 'javascript:alert(1)' }))[2]).toBe('to');
    expect(refusal(await call('POST', '/cms/api/redirects', admin, { ...body, path: '/x', http_code: 200 }))[0]).toBe(400);
    expect(refusal(await call('POST', '/cms/api/redirects', admin, { ...body, path: 'no spaces here' }))[2]).toBe('path');

    const visit = await t().app.inject({ method: 'GET', url: '/ku/old-offer' });
    expect([visit.statusCode, visit.headers.location]).toEqual([301, '/ku/stock']);
    // Only in its own language.
    expect((await t().app.inject({ method: 'GET', url: '/en/old-offer' })).statusCode).toBe(404);

    const id = created.json().data.id as number;
    const changed = await call('PUT', `/cms/api/redirects/${id}`, admin, { to: 'https://www.landrover.com/', http_code: 302 });
    expect(changed.json().data).toMatchObject({ to: 'https://www.landrover.com/', http_code: 302 });
    const away = await t().app.inject({ method: 'GET', url: '/ku/old-offer' });
    expect([away.statusCode, away.headers.location]).toEqual([302, 'https://www.landrover.com/']);
    expect((await call('GET', '/cms/api/redirects?language=ku', admin)).json().data.map((r: { path: string }) => r.path)).toEqual([
      '/old-offer',
    ]);
    expect((await call('GET', '/cms/api/redirects?language=ar', admin)).json().data).toEqual([]);

    // A published page at the address wins over a redirect.
    await call('POST', '/cms/api/redirects', admin, { language: 'ku', path: '/about-us', to: '/stock' });
    expect((await t().app.inject({ method: 'GET', url: '/ku/about-us' })).statusCode).toBe(200);

    expect((await call('DELETE', `/cms/api/redirects/${id}`, admin)).statusCode).toBe(200);
    expect((await t().app.inject({ method: 'GET', url: '/ku/old-offer' })).statusCode).toBe(404);
    expect((await call('DELETE', `/cms/api/redirects/${id}`, admin)).statusCode).toBe(404);
  });

  it('keeps metaheads to admins; one for every page lands in the head of a page, one in the body at its end', async () => {
    const head = { content: '<meta name="lrdx-test" content="site-wide">', language: 'html', sequence: 2 };
    expect(refusal(await call('POST', '/cms/api/metaheads', editor, head))).toEqual([403, 'forbidden', undefined]);
    const created = await call('POST', '/cms/api/metaheads', admin, head);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ in_body: false, reload_on_each_page: false, rdx_core_page_id: null, sequence: 2 });
    expect(refusal(await call('POST', '/cms/api/metaheads', admin, { ...head, language: 'php' }))[0]).toBe(400);
    expect(refusal(await call('POST', '/cms/api/metaheads', admin, { ...head, content: '  ' }))[2]).toBe('content');
    expect(refusal(await call('POST', '/cms/api/metaheads', admin, { ...head, rdx_core_page_id: 999_999 }))[2]).toBe('rdx_core_page_id');

    const page = await t().app.inject({ method: 'GET', url: '/ku/about-us' });
    const at = page.body.indexOf('name="lrdx-test"');
    expect(at).toBeGreaterThan(-1);
    expect(at).toBeLessThan(page.body.indexOf('</head>'));

    const id = created.json().data.id as number;
    await call('PUT', `/cms/api/metaheads/${id}`, admin, { in_body: true });
    const moved = await t().app.inject({ method: 'GET', url: '/ku/about-us' });
    expect(moved.body.indexOf('name="lrdx-test"')).toBeGreaterThan(moved.body.indexOf('<body'));

    const { id: pageId } = await t()
      .database.db.selectFrom('pages')
      .select('id')
      .where('path', '=', '/about-us')
      .where('language', '=', 'ku')
      .executeTakeFirstOrThrow();
    const own = await call('POST', '/cms/api/metaheads', admin, { content: 'body{}', language: 'css', rdx_core_page_id: pageId });
    expect(own.statusCode).toBe(201);
    expect((await call('GET', `/cms/api/metaheads?page_id=${pageId}`, admin)).json().data).toHaveLength(1);
    expect((await call('GET', '/cms/api/metaheads?page_id=0', admin)).json().data.map((m: { id: number }) => m.id)).toEqual([id]);
    expect((await call('DELETE', `/cms/api/metaheads/${id}`, admin)).statusCode).toBe(200);
    expect((await t().app.inject({ method: 'GET', url: '/ku/about-us' })).body).not.toContain('name="lrdx-test"');
  });
});
