/**
 * "Create the English version from this page" (docs/cms-api.md, "Translations") through
 * fastify.inject on SQLite and PostgreSQL: the copy keeps the blocks (media, forms, widget tags),
 * is an unpublished draft marked as needing translation, is linked both ways (also at another path),
 * and the mark goes on publish or when an editor clears it; bad input gets a 4xx naming the field.
 */
import { describe, expect, it } from 'vitest';
import { publishedVersions } from '../../cms/page-translations.js';
import { testDialects } from '../../db/test-db.js';
import { EDITOR, NOBODY } from '../../testing/cms-test-app.js';
import { editorCalls } from '../../testing/editor-calls.js';

const BLOCKS = [
  { id: 'b1', template: 'hero_banner', props: { heading: 'بەهار', image: { src: '/media/library/3/1600x900.webp', alt: 'وێنە' } } },
  { id: 'b2', template: 'form', props: { heading: 'پەیوەندی', form_id: '7' } },
  { id: 'b3', template: 'html_box', props: { html: '<lrdx-stock-locator list-key="iraq"></lrdx-stock-locator>' } },
];

describe.each(testDialects())('editor API: page translations (%s)', (dialect) => {
  const { t, call } = editorCalls(dialect);
  const kurdishPage = async (path = '/spring') => {
    const response = await call('POST', '/cms/api/pages', { language: 'ku', path, title: 'بەهار', content: { blocks: BLOCKS } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: number; version: number };
  };

  it('copies the block tree into a new English draft, marked as needing translation and linked both ways', async () => {
    const ku = await kurdishPage();
    const before = (await call('GET', '/cms/api/pages?language=ku&view=list')).json().data;
    expect(before[0]).toMatchObject({ id: ku.id, missing_languages: ['en', 'ar'], translations: [], needs_translation: false });

    const created = await call('POST', `/cms/api/pages/${ku.id}/translations`, { language: 'en' });
    expect(created.statusCode, created.body).toBe(201);
    const en = created.json().data;
    expect(en).toMatchObject({ language: 'en', path: '/spring', state: 'unpublished', needs_translation: true, url: '/en/spring' });
    expect(en.draft.title).toBe('بەهار');
    expect(en.draft.blocks).toEqual(BLOCKS.map((block) => expect.objectContaining({ id: block.id, template: block.template })));
    expect(en.draft.blocks[0].props.image.src).toBe('/media/library/3/1600x900.webp');
    expect(en.draft.blocks[1].props.form_id).toBe('7');
    expect(en.draft.blocks[2].props.html).toContain('list-key="iraq"');
    expect(en.translations).toEqual([{ language: 'ku', id: ku.id, path: '/spring', state: 'unpublished', needs_translation: false }]);
    expect(en.missing_languages).toEqual(['ar']);

    const kuNow = (await call('GET', `/cms/api/pages/${ku.id}`)).json().data;
    expect(kuNow.translations).toEqual([{ language: 'en', id: en.id, path: '/spring', state: 'unpublished', needs_translation: true }]);
    expect(kuNow.missing_languages).toEqual(['ar']);
    // The English tree shows the mark; the version list says where the copy came from.
    const tree = (await call('GET', '/cms/api/pages?language=en')).json().data;
    expect(tree[0]).toMatchObject({ id: en.id, needs_translation: true, missing_languages: ['ar'] });
    const versions = (await call('GET', `/cms/api/pages/${en.id}/versions`)).json().data;
    expect(versions[0].summary).toContain('copied from ku/spring');
  });

  it('links a translation made at its own address for the language button and hreflang once both are published', async () => {
    const ku = await kurdishPage('/bahar');
    const en = (
      await call('POST', `/cms/api/pages/${ku.id}/translations`, { language: 'en', path: '/spring-offers', title: 'Spring' })
    ).json().data;
    expect(en).toMatchObject({ path: '/spring-offers', draft: expect.objectContaining({ title: 'Spring' }) });
    const kuPublished = await call('POST', `/cms/api/pages/${ku.id}/publish`, { version: ku.version });
    expect(kuPublished.statusCode, kuPublished.body).toBe(200);
    expect(await publishedVersions(t().ctx.db, { id: ku.id, path: '/bahar' })).toEqual([{ language: 'ku', path: '/bahar' }]);

    const published = await call('POST', `/cms/api/pages/${en.id}/publish`, { version: en.version });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data.needs_translation).toBe(false);
    expect(await publishedVersions(t().ctx.db, { id: ku.id, path: '/bahar' })).toEqual([
      { language: 'ku', path: '/bahar' },
      { language: 'en', path: '/spring-offers' },
    ]);
    expect(await publishedVersions(t().ctx.db, { id: en.id, path: '/spring-offers' })).toEqual([
      { language: 'ku', path: '/bahar' },
      { language: 'en', path: '/spring-offers' },
    ]);
    // The Kurdish page's cached HTML names the English address in its language button: its CDN key goes.
    const purge = await t().ctx.db.selectFrom('cdn_purges').select('key').where('key', '=', `page-${ku.id}`).executeTakeFirst();
    expect(purge?.key).toBe(`page-${ku.id}`);
  });

  it('lets an editor clear the mark without publishing, and set it again', async () => {
    const ku = await kurdishPage();
    const en = (await call('POST', `/cms/api/pages/${ku.id}/translations`, { language: 'ar' })).json().data;
    const cleared = await call('PUT', `/cms/api/pages/${en.id}`, { version: en.version, content: {}, needs_translation: false });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data).toMatchObject({ needs_translation: false, state: 'unpublished' });
    const again = await call('PUT', `/cms/api/pages/${en.id}`, { version: en.version + 1, content: {}, needs_translation: true });
    expect(again.json().data.needs_translation).toBe(true);
    // A save that does not name it keeps it.
    const saved = await call('PUT', `/cms/api/pages/${en.id}`, { version: en.version + 2, content: { title: 'مرحبا' } });
    expect(saved.json().data.needs_translation).toBe(true);
  });

  it('refuses bad input with a code and the field: same language, unknown language, an existing version, a taken path, a missing page', async () => {
    const ku = await kurdishPage();
    const same = await call('POST', `/cms/api/pages/${ku.id}/translations`, { language: 'ku' });
    expect([same.statusCode, same.json().error.code, same.json().error.field]).toEqual([400, 'same_language', 'language']);
    const unknown = await call('POST', `/cms/api/pages/${ku.id}/translations`, { language: 'fr' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.field).toContain('language');
    const missing = await call('POST', `/cms/api/pages/${ku.id}/translations`, {});
    expect(missing.statusCode).toBe(400);
    const badPath = await call('POST', `/cms/api/pages/${ku.id}/translations`, { language: 'en', path: '//evil.example' });
    expect([badPath.statusCode, badPath.json().error.field]).toEqual([400, 'path']);

    expect((await call('POST', `/cms/api/pages/${ku.id}/translations`, { language: 'en' })).statusCode).toBe(201);
    const twice = await call('POST', `/cms/api/pages/${ku.id}/translations`, { language: 'en', path: '/other' });
    expect([twice.statusCode, twice.json().error.code, twice.json().error.field]).toEqual([409, 'translation_exists', 'language']);

    // An Arabic page already at the path the copy would take.
    await call('POST', '/cms/api/pages', { language: 'ar', path: '/taken', title: 'x' });
    const taken = await call('POST', `/cms/api/pages/${ku.id}/translations`, { language: 'ar', path: '/taken' });
    expect([taken.statusCode, taken.json().error.code]).toEqual([409, 'path_taken']);

    const none = await call('POST', '/cms/api/pages/999999/translations', { language: 'en' });
    expect([none.statusCode, none.json().error.code]).toEqual([404, 'page_not_found']);
  });

  it('is for editors only, and a cookie call needs the CSRF token', async () => {
    const ku = await kurdishPage();
    const url = `/cms/api/pages/${ku.id}/translations`;
    expect((await call('POST', url, { language: 'en' }, {})).statusCode).toBe(401);
    const nobody = await call('POST', url, { language: 'en' }, { authorization: `Bearer ${await t().token(NOBODY)}` });
    expect([nobody.statusCode, nobody.json().error.code]).toEqual([403, 'no_permissions']);
    const { cookie, csrf } = await t().session(EDITOR);
    expect((await call('POST', url, { language: 'en' }, { cookie })).statusCode).toBe(403);
    expect((await call('POST', url, { language: 'en' }, { cookie, 'x-csrf-token': csrf })).statusCode).toBe(201);
  });
});
