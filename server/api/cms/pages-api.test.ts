/**
 * The editor API's pages through fastify.inject on SQLite and PostgreSQL: who may call it, drafts
 * that visitors never see until publish, the version lock (a stale save gets 409 and changes
 * nothing), block validation and HTML sanitizing, versions and restore, and the scheduler
 * (the test's clock; two runs at once publish a page once).
 */
import { describe, expect, it } from 'vitest';
import { findPublishedPageByPath } from '../../content/pages-repository.js';
import { testDialects } from '../../db/test-db.js';
import { renderHtml } from '../../../site/blocks/testing/html-check.js';
import { EDITOR, NOBODY } from '../../testing/cms-test-app.js';
import { editorCalls } from '../../testing/editor-calls.js';

const hero = (id: string, props: Record<string, unknown> = {}) => ({ id, template: 'hero_banner', props: { heading: 'Hello', ...props } });

describe.each(testDialects())('editor API: pages (%s)', (dialect) => {
  const { t, call } = editorCalls(dialect);
  const createPage = async (path = '/spring-offers', blocks: object[] = [hero('b1')]) => {
    const response = await call('POST', '/cms/api/pages', { language: 'ku', path, title: 'بەهار', content: { blocks } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: number; version: number };
  };

  it('refuses visitors (401), accounts without a role (403) and cookie writes without the CSRF token (403)', async () => {
    expect((await call('GET', '/cms/api/pages?language=ku', undefined, {})).json().error.code).toBe('unauthenticated');
    const nobody = { authorization: `Bearer ${await t().token(NOBODY)}` };
    const refused = await call('GET', '/cms/api/pages?language=ku', undefined, nobody);
    expect([refused.statusCode, refused.json().error.code]).toEqual([403, 'no_permissions']);

    const { cookie, csrf } = await t().session(EDITOR);
    const body = { language: 'ku', path: '/x', title: 'X' };
    const noToken = await call('POST', '/cms/api/pages', body, { cookie });
    expect([noToken.statusCode, noToken.json().error.code]).toEqual([403, 'csrf_invalid']);
    const crossSite = await call('POST', '/cms/api/pages', body, { cookie, 'x-csrf-token': 'forged' });
    expect(crossSite.statusCode).toBe(403);
    expect((await call('POST', '/cms/api/pages', body, { cookie, 'x-csrf-token': csrf })).statusCode).toBe(201);
    // Reading with the cookie needs no token.
    expect((await call('GET', '/cms/api/pages?language=ku', undefined, { cookie })).statusCode).toBe(200);
  });

  it('keeps a new page and its draft edits from visitors until it is published', async () => {
    const page = await createPage();
    expect(await findPublishedPageByPath(t().ctx.db, '/spring-offers', 'ku')).toBeUndefined();

    const published = await call('POST', `/cms/api/pages/${page.id}/publish`, { version: page.version });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({ state: 'published', has_draft: false, url: '/ku/spring-offers' });
    expect((await findPublishedPageByPath(t().ctx.db, '/spring-offers', 'ku'))?.blocks[0]?.props).toMatchObject({ heading: 'Hello' });

    const saved = await call('PUT', `/cms/api/pages/${page.id}`, {
      version: published.json().data.version,
      content: { blocks: [hero('b1', { heading: 'Changed' })] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ has_draft: true, draft: { blocks: [{ props: { heading: 'Changed' } }] } });
    expect((await findPublishedPageByPath(t().ctx.db, '/spring-offers', 'ku'))?.blocks[0]?.props).toMatchObject({ heading: 'Hello' });
    // The other languages never see it.
    expect(await findPublishedPageByPath(t().ctx.db, '/spring-offers', 'en')).toBeUndefined();

    const unpublished = await call('POST', `/cms/api/pages/${page.id}/unpublish`, { version: saved.json().data.version });
    expect(unpublished.json().data.state).toBe('unpublished');
    expect(await findPublishedPageByPath(t().ctx.db, '/spring-offers', 'ku')).toBeUndefined();
  });

  it('refuses a finance calculator block whose rates, deposits, years or prices are out of range, naming the setting', async () => {
    const page = await createPage();
    const save = (props: object) =>
      call('PUT', `/cms/api/pages/${page.id}`, {
        version: page.version,
        content: { blocks: [{ id: 'f', template: 'finance_calculator', props }] },
      });
    const group = (input_configuration: string) => ({ groups: [{ finance_product: 'murabaha', name: 'Murabaha', input_configuration }] });
    for (const [config, setting] of [
      ['{"interest_rate":35}', 'interest_rate'],
      ['{"interest_rate":"abc"}', 'interest_rate'],
      ['{"down_payment":{"min":20,"max":150,"default":20}}', 'down_payment.max'],
      ['{"duration":{"min":1,"max":100,"default":4}}', 'duration.max'],
    ]) {
      const refused = await save(group(config!));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatchObject({ code: 'invalid_block', field: 'blocks[0].props.groups[0].input_configuration' });
      expect(refused.json().error.message).toContain(setting);
    }
    const price = await save({ models_info: '[{"nameplate_key":"defender","name":"Defender","price":1e308}]' });
    expect(price.json().error).toMatchObject({ code: 'invalid_block', field: 'blocks[0].props.models_info' });
    expect(price.json().error.message).toContain('[0].price');
    const fine = await save({
      ...group('{"interest_rate":3.5}'),
      models_info: '[{"nameplate_key":"defender","name":"Defender","price":95000}]',
    });
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('answers a stale save with 409 and the current version, and keeps the newer save', async () => {
    const page = await createPage();
    const first = await call('PUT', `/cms/api/pages/${page.id}`, { version: page.version, content: { title: 'First editor' } });
    expect(first.statusCode).toBe(200);
    const stale = await call('PUT', `/cms/api/pages/${page.id}`, { version: page.version, content: { title: 'Second editor' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: 'version_conflict', field: 'version', current_version: page.version + 1 });
    expect((await call('GET', `/cms/api/pages/${page.id}`)).json().data.draft.title).toBe('First editor');
    const stalePublish = await call('POST', `/cms/api/pages/${page.id}/publish`, { version: page.version });
    expect(stalePublish.statusCode).toBe(409);
  });

  it('checks block props against their template and names the field', async () => {
    const page = await createPage();
    const save = (blocks: object[]) => call('PUT', `/cms/api/pages/${page.id}`, { version: page.version, content: { blocks } });
    const wrongType = await save([hero('a'), hero('b', { heading: 5 })]);
    expect([wrongType.statusCode, wrongType.json().error.field]).toEqual([400, 'blocks[1].props.heading']);
    const unknownTemplate = await save([{ id: 'x', template: 'no_such_block', props: {} }]);
    expect(unknownTemplate.json().error).toMatchObject({ code: 'invalid_block', field: 'blocks[0].template' });
    const badOption = await save([{ id: 'x', template: 'accordion', props: { heading_level: '9' } }]);
    expect(badOption.json().error.field).toBe('blocks[0].props.heading_level');
    const tooMany = await save([{ id: 'x', template: 'accordion', props: { items: Array.from({ length: 31 }, () => ({ title: 't' })) } }]);
    expect(tooMany.json().error).toMatchObject({ code: 'invalid_block', field: 'blocks[0].props.items' });
    const badItem = await save([{ id: 'x', template: 'accordion', props: { items: [{ title: 't', open: 'yes' }] } }]);
    expect(badItem.json().error.field).toBe('blocks[0].props.items[0].open');
    const duplicate = await save([hero('a'), hero('a')]);
    expect(duplicate.json().error.field).toBe('blocks[1].id');
    // Nothing of the refused saves was stored.
    expect((await call('GET', `/cms/api/pages/${page.id}`)).json().data).toMatchObject({
      version: page.version,
      draft: { blocks: [{ id: 'b1' }] },
    });
  });

  it('sanitizes editor HTML on save and keeps the widget tags with their attributes', async () => {
    const page = await createPage();
    const html =
      '<p onclick="steal()">Hi<script>alert(1)</script></p><lrdx-stock-locator list-key="iraq" onload="x()" items="12"></lrdx-stock-locator><a href="javascript:alert(1)">x</a>';
    const saved = await call('PUT', `/cms/api/pages/${page.id}`, {
      version: page.version,
      content: { blocks: [{ id: 'acc', template: 'accordion', props: { items: [{ title: 'Q', content: html }] } }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = saved.json().data.draft.blocks[0].props.items[0].content as string;
    expect(stored).toBe('<p>Hi</p><lrdx-stock-locator list-key="iraq" items="12"></lrdx-stock-locator><a>x</a>');
  });

  it('keeps rich text as the editor wrote it and strips script from it on save', async () => {
    const page = await createPage();
    // What the rich-text field writes (bold, link, lists), with what a forged request adds.
    const rich =
      '<p><strong>Bold</strong> and <a href="/ku/offers">a link</a></p><ul><li><p>One</p></li></ul><ol><li><p>First</p></li></ol>';
    const forged = '<p onclick="steal()"><em>Hi</em><script>alert(1)</script><a href="javascript:alert(1)" onmouseover="x()">x</a></p>';
    const saved = await call('PUT', `/cms/api/pages/${page.id}`, {
      version: page.version,
      content: {
        blocks: [
          {
            id: 'acc',
            template: 'accordion',
            props: {
              items: [
                { title: 'Q', content: rich },
                { title: 'R', content: forged },
              ],
            },
          },
          { id: 'col', template: 'collection_item', props: { html: `<h2>Item</h2><p>{photos}</p>${rich}` } },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [accordion, collection] = saved.json().data.draft.blocks;
    expect(accordion.props.items[0].content).toBe(rich);
    expect(accordion.props.items[1].content).toBe('<p><em>Hi</em><a>x</a></p>');
    expect(collection.props.html).toBe(`<h2>Item</h2><p>{photos}</p>${rich}`);

    const published = await call('POST', `/cms/api/pages/${page.id}/publish`, { version: saved.json().data.version });
    expect(published.statusCode, published.body).toBe(200);
    // What visitors get: the published blocks through the site's renderers.
    const live = await findPublishedPageByPath(t().ctx.db, '/spring-offers', 'ku');
    const html = (live?.blocks ?? []).map((block) => renderHtml(block.template, block.props)).join('');
    expect(html).toContain('<strong>Bold</strong> and <a href="/ku/offers">a link</a>');
    expect(html).toContain('<ol><li><p>First</p></li></ol>');
    expect(html).not.toContain('steal()');
    expect(html).not.toContain('{photos}');

    const templates = (await call('GET', '/cms/api/block_templates')).json().data;
    const field = (key: string, name: string) =>
      templates.find((tpl: { id: string }) => tpl.id === key).attributes.fields.find((f: { name: string }) => f.name === name);
    expect(field('accordion', 'items').fields.find((f: { name: string }) => f.name === 'content')).toMatchObject({
      language: 'html',
      rich: true,
    });
    expect(field('collection_item', 'html')).toMatchObject({ language: 'html', rich: true });
    expect(field('html_box', 'html').rich).toBeUndefined();
  });

  it('lists versions with author and summary, and restores one as the new draft that publishing shows', async () => {
    const page = await createPage();
    const v2 = await call('PUT', `/cms/api/pages/${page.id}`, { version: 1, content: { title: 'Two', blocks: [hero('b1'), hero('b2')] } });
    const v3 = await call('PUT', `/cms/api/pages/${page.id}`, { version: 2, content: { title: 'Three', blocks: [] } });
    expect([v2.statusCode, v3.statusCode]).toEqual([200, 200]);
    const versions = (await call('GET', `/cms/api/pages/${page.id}/versions`)).json().data;
    expect(versions.map((v: { number: number; kind: string }) => [v.number, v.kind])).toEqual([
      [3, 'saved'],
      [2, 'saved'],
      [1, 'created'],
    ]);
    expect(versions[1]).toMatchObject({ author: { email: EDITOR.email }, summary: 'title changed; blocks: 1 added' });
    expect((await call('GET', `/cms/api/pages/${page.id}/versions/2`)).json().data.content.title).toBe('Two');

    const restored = await call('POST', `/cms/api/pages/${page.id}/restore`, { version: 3, from_version: 2 });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data).toMatchObject({ version: 4, draft: { title: 'Two', blocks: [{ id: 'b1' }, { id: 'b2' }] } });
    const missing = await call('POST', `/cms/api/pages/${page.id}/restore`, { version: 4, from_version: 99 });
    expect([missing.statusCode, missing.json().error.field]).toEqual([404, 'from_version']);

    await call('POST', `/cms/api/pages/${page.id}/publish`, { version: 4 });
    const live = await findPublishedPageByPath(t().ctx.db, '/spring-offers', 'ku');
    expect([live?.title, live?.blocks.length]).toEqual(['Two', 2]);
  });

  it('marks the version visitors see: the published one, not a newer draft, and none once unpublished', async () => {
    const page = await createPage();
    const liveOf = async () =>
      ((await call('GET', `/cms/api/pages/${page.id}/versions`)).json().data as { number: number; live: boolean }[])
        .filter((v) => v.live)
        .map((v) => v.number);
    expect(await liveOf()).toEqual([]);
    const published = await call('POST', `/cms/api/pages/${page.id}/publish`, { version: 1 });
    const live = published.json().data.version as number;
    expect(await liveOf()).toEqual([live]);
    const saved = await call('PUT', `/cms/api/pages/${page.id}`, { version: live, content: { title: 'Draft', blocks: [] } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await liveOf()).toEqual([live]);
    expect((await call('GET', `/cms/api/pages/${page.id}/versions/${live}`)).json().data.live).toBe(true);
    expect((await call('GET', `/cms/api/pages/${page.id}/versions/${saved.json().data.version}`)).json().data.live).toBe(false);
    await call('POST', `/cms/api/pages/${page.id}/unpublish`, { version: saved.json().data.version });
    expect(await liveOf()).toEqual([]);
  });

  it('publishes at the scheduled time once, even when two processes run the scheduler together', async () => {
    const page = await createPage();
    const past = await call('POST', `/cms/api/pages/${page.id}/schedule`, {
      version: 1,
      publish_at: new Date(t().clock.now - 1000).toISOString(),
    });
    expect([past.statusCode, past.json().error.code]).toEqual([400, 'time_in_past']);
    const at = new Date(t().clock.now + 3_600_000).toISOString();
    const scheduled = await call('POST', `/cms/api/pages/${page.id}/schedule`, { version: 1, publish_at: at });
    expect(scheduled.json().data).toMatchObject({ publish_at: at, state: 'unpublished' });

    expect(await t().services.cms.pages.runDue()).toBe(0);
    t().clock.now += 2 * 3_600_000;
    // Two processes: two services on the same database.
    const { createPagesService } = await import('../../cms/pages-service.js');
    const other = createPagesService(t().ctx.db, () => t().clock.now);
    const runs = await Promise.all([t().services.cms.pages.runDue(), other.runDue()]);
    expect(runs[0] + runs[1]).toBe(1);
    expect((await findPublishedPageByPath(t().ctx.db, '/spring-offers', 'ku'))?.title).toBe('بەهار');
    const kinds = (await call('GET', `/cms/api/pages/${page.id}/versions`)).json().data.map((v: { kind: string }) => v.kind);
    expect(kinds.filter((kind: string) => kind === 'scheduled_publish')).toHaveLength(1);
    expect((await call('GET', `/cms/api/pages/${page.id}`)).json().data.publish_at).toBeNull();
  });

  it('lists pages per language as a tree, moves and deletes them', async () => {
    const parent = await createPage('/about');
    const child = await createPage('/about/team');
    await call('POST', '/cms/api/pages', { language: 'en', path: '/about', title: 'About' });
    const tree = (await call('GET', '/cms/api/pages?language=ku')).json().data;
    const about = tree.find((node: { path: string }) => node.path === '/about');
    expect(about.children.map((node: { path: string }) => node.path)).toEqual(['/about/team']);
    expect(tree.every((node: { language: string }) => node.language === 'ku')).toBe(true);

    const taken = await call('POST', '/cms/api/pages', { language: 'ku', path: '/about', title: 'Again' });
    expect([taken.statusCode, taken.json().error.code]).toEqual([409, 'path_taken']);
    const badPath = await call('POST', '/cms/api/pages', { language: 'ku', path: 'no slash<script>', title: 'X' });
    expect([badPath.statusCode, badPath.json().error.field]).toEqual([400, 'path']);

    const moved = await call('PUT', `/cms/api/pages/${child.id}`, { version: 1, path: '/team', content: {} });
    expect(moved.json().data.path).toBe('/team');
    expect((await call('DELETE', `/cms/api/pages/${parent.id}?version=9`)).statusCode).toBe(409);
    expect((await call('DELETE', `/cms/api/pages/${parent.id}?version=1`)).statusCode).toBe(200);
    expect((await call('GET', `/cms/api/pages/${parent.id}`)).statusCode).toBe(404);
  });

  it('serves the block templates in the spec template shape', async () => {
    const response = await call('GET', '/cms/api/block_templates');
    const accordion = response.json().data.find((tpl: { id: string }) => tpl.id === 'accordion');
    expect(accordion).toMatchObject({
      type: 'template',
      attributes: { key: 'accordion', name: 'Accordion', group: 'Text', hidden: false, field_groups: ['items'], max_field_groups: 30 },
    });
    expect(accordion.attributes.fields.find((f: { name: string }) => f.name === 'heading_level')).toMatchObject({ type: 'select' });
    expect(typeof accordion.attributes.short_description).toBe('string');
    expect((await call('GET', '/cms/api/block_templates', undefined, {})).statusCode).toBe(401);
  });
});
