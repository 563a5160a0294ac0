/**
 * Replays of stored-URL attacks through the editor API, on SQLite and PostgreSQL: every URL an
 * editor (or admin) can store — form thank-you redirects, every link/image/URL field of every block
 * template, navigation, footer, redirects, a page's url_redirection, widget attributes in HTML —
 * refuses each obfuscated scheme of domain/hostile-urls.ts with 400 `unsafe_url` naming the exact
 * field; an editor cannot point a page off-site; and a hostile URL already in an old database is
 * dropped when served (docs/cms-editor.md, "Links and URLs").
 */
import { describe, expect, it } from 'vitest';
import { suiteFixture } from '../../testing/suite-fixture.js';
import { HOSTILE_URLS } from '../../../domain/hostile-urls.js';
import { BLOCKS } from '../../../site/blocks/registry.js';
import type { Field } from '../../../site/blocks/types.js';
import { testDialects } from '../../db/test-db.js';
import { SAMPLE_FIELDS } from '../../testing/forms-test-app.js';
import { buildSiteAuthTestApp, SITE_ADMIN, SITE_EDITOR } from '../../testing/site-auth-test-app.js';
import { bearer, injectCall } from '../../testing/inject-call.js';

interface UrlSlot {
  /** The field a refusal must name, below `blocks[0].props`. */
  path: string;
  /** The block props holding `url` at that field. */
  props(url: string): Record<string, unknown>;
}

/** Every place a block template stores a URL: link.url, image.src and text fields marked `url: true`, in arrays too. */
function urlSlots(fields: Record<string, Field>, at = ''): UrlSlot[] {
  const slots: UrlSlot[] = [];
  for (const [name, field] of Object.entries(fields)) {
    const here = at ? `${at}.${name}` : name;
    if (field.type === 'link') slots.push({ path: `${here}.url`, props: (url) => ({ [name]: { link_text: 'x', url } }) });
    if (field.type === 'image') slots.push({ path: `${here}.src`, props: (url) => ({ [name]: { src: url, alt: '' } }) });
    if (field.type === 'string' && field.url) slots.push({ path: here, props: (url) => ({ [name]: url }) });
    if (field.type === 'array')
      for (const inner of urlSlots(field.arrayFields))
        slots.push({ path: `${here}[0].${inner.path}`, props: (url) => ({ [name]: [inner.props(url)] }) });
  }
  return slots;
}

const BLOCK_SLOTS = [...BLOCKS.values()].flatMap(({ template }) =>
  urlSlots(template.fields as Record<string, Field>).map((slot) => ({ template: template.key, ...slot })),
);

/** Text fields named like a URL that hold something else (a label, an anchor id, alt text). */
const NOT_URLS = new Set(['link_label', 'cancel_link', 'images_alt', 'block_scroll_id', 'scroll_to', 'blockId', 'tab_id']);

describe('block templates', () => {
  it('mark every text field named like a URL as `url: true` (so the rule reaches a new field)', () => {
    const unmarked: string[] = [];
    const walk = (fields: Record<string, Field>, at: string) => {
      for (const [name, field] of Object.entries(fields)) {
        if (field.type === 'array') walk(field.arrayFields, `${at}.${name}[]`);
        else if (
          field.type === 'string' &&
          !field.url &&
          !NOT_URLS.has(name) &&
          /(url|href|link|video|src|poster|page|api_root)(_\d+)?$|^image$/i.test(name)
        )
          unmarked.push(`${at}.${name}`);
      }
    };
    for (const { template } of BLOCKS.values()) walk(template.fields as Record<string, Field>, template.key);
    expect(unmarked).toEqual([]);
    expect(BLOCK_SLOTS.length).toBeGreaterThan(50);
  });
});

// A NUL in a JSON body is refused before any route (400 invalid_request, server/http/input-guard.ts).
const OVER_HTTP = HOSTILE_URLS.filter((url) => !url.includes('\u0000'));

describe.each(testDialects())('stored URLs (%s)', (dialect) => {
  let editor: Record<string, string>;
  let admin: Record<string, string>;
  let formId = 0;
  let page = { id: 0, version: 0 };

  const t = suiteFixture(
    () => buildSiteAuthTestApp(dialect),
    async (t) => {
      editor = bearer(await t.token(SITE_EDITOR));
      admin = bearer(await t.token(SITE_ADMIN));
      const form = await call('POST', '/forms', admin, { name: 'Test drive', language: 'ku', status: 'published', fields: SAMPLE_FIELDS });
      formId = form.json().data.id;
      const created = await call('POST', '/cms/api/pages', editor, {
        language: 'ku',
        path: '/url-rule',
        title: 'URL',
        content: { blocks: [] },
      });
      page = created.json().data;
    },
  );

  const call = injectCall(() => t().app);
  /** Every hostile URL through `send`, which must answer 400 unsafe_url naming `field`; the misses, listed. */
  const misses = async (field: string, send: (url: string) => Promise<{ statusCode: number; body: string }>) => {
    const wrong: string[] = [];
    for (const url of OVER_HTTP) {
      const response = await send(url);
      const error = response.statusCode === 400 ? (JSON.parse(response.body) as { error: { code: string; field?: string } }).error : null;
      if (error?.code !== 'unsafe_url' || error.field !== field)
        wrong.push(`${JSON.stringify(url)} → ${response.statusCode} ${response.body.slice(0, 160)}`);
    }
    return wrong;
  };

  it('refuses each hostile form thank-you redirect, in the settings and in an import', async () => {
    const thanks = { heading: 'سوپاس', message: 'پەیوەندیت پێوە دەکەین' };
    expect(
      await misses('redirect_url', (url) => call('PUT', `/forms/${formId}/settings/thank_you`, admin, { ...thanks, redirect_url: url })),
    ).toEqual([]);
    const exported = (await call('GET', `/forms/${formId}/export`, admin)).json().data;
    expect(
      await misses('settings.thank_you.redirect_url', (url) =>
        call('POST', '/forms/import', admin, {
          ...exported,
          settings: { ...exported.settings, thank_you: { ...thanks, redirect_url: url } },
        }),
      ),
    ).toEqual([]);
    const allowed = await call('PUT', `/forms/${formId}/settings/thank_you`, admin, {
      ...thanks,
      redirect_url: 'https://www.example.com/thanks',
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
  });

  it('refuses each hostile URL in every link, image and URL field of every block template', async () => {
    const wrong: string[] = [];
    for (const slot of BLOCK_SLOTS) {
      const field = `blocks[0].props.${slot.path}`;
      const found = await misses(field, (url) =>
        call('PUT', `/cms/api/pages/${page.id}`, editor, {
          version: page.version,
          content: { blocks: [{ id: 'b', template: slot.template, props: slot.props(url) }] },
        }),
      );
      wrong.push(...found.map((miss) => `${slot.template} ${field}: ${miss}`));
    }
    expect(wrong).toEqual([]);
  });

  it('refuses each hostile navigation entry, footer link, footer image and redirect target', async () => {
    expect(await misses('url', (url) => call('POST', '/cms/api/nav_entries', editor, { language: 'ku', label: 'x', url }))).toEqual([]);
    const footer = (items: object[], headingLink?: object) => ({
      language: 'ku',
      configuration: {
        columns: [
          { type: 'links', rows: [{ heading: 'x', heading_html_tag: 'h2', items, ...(headingLink ? { heading_link: headingLink } : {}) }] },
        ],
      },
    });
    const row = 'configuration.columns[0].rows[0]';
    expect(
      await misses(`${row}.items[0].url`, (url) => call('PUT', '/cms/api/footer', editor, footer([{ type: 'link', label: 'x', url }]))),
    ).toEqual([]);
    expect(
      await misses(`${row}.items[0].image.src`, (url) =>
        call('PUT', '/cms/api/footer', editor, footer([{ type: 'image', image: { src: url, alt: 'x' } }])),
      ),
    ).toEqual([]);
    expect(
      await misses(`${row}.heading_link.url`, (url) =>
        call('PUT', '/cms/api/footer', editor, footer([{ type: 'link', label: 'x', url: '/x' }], { url, target: '_self' })),
      ),
    ).toEqual([]);
    expect(await misses('to', (url) => call('POST', '/cms/api/redirects', admin, { language: 'ku', path: '/old', to: url }))).toEqual([]);
  });

  it("refuses each hostile page url_redirection, and an editor's off-site one (an admin may)", async () => {
    const redirect = (who: Record<string, string>, to: string) =>
      call('PUT', `/cms/api/pages/${page.id}`, who, { version: page.version, content: { url_redirection: { to } } });
    expect(await misses('content.url_redirection.to', (url) => redirect(admin, url))).toEqual([]);
    const offsite = await redirect(editor, 'https://evil.example/phish');
    expect([offsite.statusCode, offsite.json().error.code, offsite.json().error.field]).toEqual([
      403,
      'external_redirect_admin_only',
      'content.url_redirection.to',
    ]);
    const inside = await redirect(editor, '/stock');
    expect(inside.statusCode, inside.body).toBe(200);
    page = inside.json().data;
    const byAdmin = await redirect(admin, 'https://www.landrover.com/');
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    page = byAdmin.json().data;
  });

  it('keeps no hostile URL in a widget attribute of an HTML box', async () => {
    const leaked: string[] = [];
    for (const url of OVER_HTTP) {
      const html = `<lrdx-stock-locator vehicle-href="${url.replaceAll('"', '&quot;')}" style="position:fixed"></lrdx-stock-locator>`;
      const saved = await call('PUT', `/cms/api/pages/${page.id}`, editor, {
        version: page.version,
        content: { blocks: [{ id: 'h', template: 'html_box', props: { html } }] },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      page = saved.json().data;
      const stored = (page as unknown as { draft: { blocks: { props: { html: string } }[] } }).draft.blocks[0]!.props.html;
      if (stored !== '<lrdx-stock-locator></lrdx-stock-locator>') leaked.push(`${JSON.stringify(url)} → ${stored}`);
    }
    expect(leaked).toEqual([]);
  });

  it('drops hostile URLs an old database holds when serving them', async () => {
    const db = t().database.db;
    const row = await db.selectFrom('forms').select('settings').where('id', '=', formId).executeTakeFirstOrThrow();
    const settings = JSON.parse(row.settings) as Record<string, Record<string, unknown>>;
    await db
      .updateTable('forms')
      .set({ settings: JSON.stringify({ ...settings, thank_you: { heading: 'x', message: 'y', redirect_url: 'java\tscript:alert(1)' } }) })
      .where('id', '=', formId)
      .execute();
    const thanks = (await call('GET', `/forms/${formId}/settings/thank_you`, {})).json().data;
    expect(thanks).toEqual({ heading: 'x', message: 'y' });

    await db
      .insertInto('nav_entries')
      .values({ language: 'ku', label: 'old', url: '&#1;javascript:alert(1)', position: 99, parent_id: null })
      .execute();
    const nav = (await call('GET', '/nav_entries?language=ku', {})).json().data as { label: string; url: string }[];
    expect(nav.find((entry) => entry.label === 'old')?.url).toBe('');

    const published = await db
      .selectFrom('pages')
      .select(['id', 'path'])
      .where('language', '=', 'ku')
      .where('state', '=', 'published')
      .where('path', '!=', '/')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('pages')
      .set({ url_redirection: JSON.stringify({ to: '//evil.example', http_code: 301 }) })
      .where('id', '=', published.id)
      .execute();
    const visit = await t().app.inject({ method: 'GET', url: `/ku${published.path}` });
    expect(visit.headers.location ?? '').not.toContain('evil.example');
  });
});
