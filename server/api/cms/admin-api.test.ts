/**
 * The editor API's media library, navigation entries, settings writes and users through
 * fastify.inject on SQLite and PostgreSQL, with each role: editors manage media and navigation,
 * only admins write settings and manage users (an editor gets 403 `forbidden`).
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { testFixture } from '../../testing/suite-fixture.js';
import { testDialects } from '../../db/test-db.js';
import { ADMIN, EDITOR, buildCmsTestApp } from '../../testing/cms-test-app.js';
import { multipartBody } from './testing/multipart.js';
import { bearer, injectCall } from '../../testing/inject-call.js';

describe.each(testDialects())('editor API: media, navigation, settings, users (%s)', (dialect) => {
  let editor: Record<string, string>;
  let admin: Record<string, string>;
  const t = testFixture(
    () => buildCmsTestApp(dialect),
    async (t) => {
      editor = bearer(await t.token(EDITOR));
      admin = bearer(await t.token(ADMIN));
    },
  );

  const call = injectCall(() => t().app);

  it('uploads an image into the catalogue sizes as WebP and JPEG, and refuses to delete it while a page uses it', async () => {
    const png = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#204060' } })
      .png()
      .toBuffer();
    const upload = (
      headers: Record<string, string>,
      parts = [
        { name: 'file', value: png, filename: 'car.png', type: 'image/png' },
        { name: 'alt_ku', value: 'ئۆتۆمبێل' },
      ],
    ) => {
      const body = multipartBody(parts);
      return t().app.inject({
        method: 'POST',
        url: '/cms/api/media',
        headers: { ...headers, 'content-type': body.contentType },
        payload: body.payload,
      });
    };
    expect((await upload({})).statusCode).toBe(401);
    const created = await upload(editor);
    expect(created.statusCode, created.body).toBe(201);
    const media = created.json().data;
    expect(media).toMatchObject({ width: 2000, height: 1500, alt: { ku: 'ئۆتۆمبێل' }, used_by: [] });

    const small = await t().app.inject({ method: 'GET', url: media.urls['640x360'].webp });
    expect([small.statusCode, small.headers['content-type']]).toEqual([200, 'image/webp']);
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 640, height: 360, format: 'webp' });
    const large = await t().app.inject({ method: 'GET', url: media.urls['1600x900'].jpeg });
    expect(await sharp(large.rawPayload).metadata()).toMatchObject({ width: 1600, height: 900, format: 'jpeg' });

    const notImage = await upload(editor, [
      { name: 'file', value: Buffer.from('<svg onload="x()"/>'), filename: 'x.png', type: 'image/png' },
    ]);
    // Its bytes are no image type the library takes, whatever it declared (media-upload.test.ts has the rest).
    expect([notImage.statusCode, notImage.json().error.code]).toEqual([415, 'unsupported_media_type']);
    const wrongType = await upload(editor, [{ name: 'file', value: Buffer.from('<svg/>'), filename: 'x.svg', type: 'image/svg+xml' }]);
    expect(wrongType.statusCode).toBe(415);
    expect((await call('POST', '/cms/api/media', editor, { file: 'x' })).statusCode).toBe(415);

    const page = await call('POST', '/cms/api/pages', editor, {
      language: 'ku',
      path: '/gallery',
      title: 'Gallery',
      content: { blocks: [{ id: 'h', template: 'hero_banner', props: { image: { src: media.urls['1600x900'].webp, alt: '' } } }] },
    });
    expect(page.statusCode, page.body).toBe(201);
    const refused = await call('DELETE', `/cms/api/media/${media.id}`, editor);
    expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'media_in_use']);
    expect((await call('GET', `/cms/api/media/${media.id}`, editor)).json().data.used_by).toEqual([
      { id: page.json().data.id, language: 'ku', path: '/gallery' },
    ]);

    const alt = await call('PUT', `/cms/api/media/${media.id}`, editor, { alt: { en: 'A car', fr: 'x' } });
    expect([alt.statusCode, alt.json().error.field]).toEqual([400, 'alt.fr']);
    expect((await call('PUT', `/cms/api/media/${media.id}`, editor, { alt: { en: 'A car' } })).json().data.alt).toEqual({ en: 'A car' });
  });

  it('manages navigation entries per language, nested and ordered', async () => {
    const home = await call('POST', '/cms/api/nav_entries', editor, { language: 'ku', label: 'سەرەکی', url: '/' });
    expect(home.statusCode, home.body).toBe(201);
    const child = await call('POST', '/cms/api/nav_entries', editor, {
      language: 'ku',
      label: 'کۆگا',
      url: '/stock',
      parent_id: home.json().data.id,
    });
    expect(child.json().data.parent_id).toBe(home.json().data.id);
    await call('POST', '/cms/api/nav_entries', editor, { language: 'en', label: 'Home', url: '/' });
    const ku = (await call('GET', '/cms/api/nav_entries?language=ku', editor)).json().data;
    expect(ku.every((entry: { language: string }) => entry.language === 'ku')).toBe(true);
    expect(ku.map((entry: { label: string }) => entry.label)).toContain('کۆگا');

    const loop = await call('PUT', `/cms/api/nav_entries/${home.json().data.id}`, editor, { parent_id: child.json().data.id });
    expect([loop.statusCode, loop.json().error.field]).toEqual([400, 'parent_id']);
    const script = await call('POST', '/cms/api/nav_entries', editor, { language: 'ku', label: 'x', url: 'javascript:alert(1)' });
    expect([script.statusCode, script.json().error.field]).toEqual([400, 'url']);
    const renamed = await call('PUT', `/cms/api/nav_entries/${child.json().data.id}`, editor, { label: 'ئۆتۆمبێلەکان', position: 5 });
    expect(renamed.json().data).toMatchObject({ label: 'ئۆتۆمبێلەکان', position: 5 });
    expect((await call('DELETE', `/cms/api/nav_entries/${home.json().data.id}`, editor)).statusCode).toBe(200);
    expect((await call('GET', `/cms/api/nav_entries?language=ku`, editor)).json().data.map((e: { id: number }) => e.id)).not.toContain(
      child.json().data.id,
    );
  });

  it('lets admins, not editors, write settings; invalid JSON is refused and nothing saved', async () => {
    const byEditor = await call('POST', '/settings', editor, { key: 'cookie_consent.strategy', value: 'basic' });
    expect([byEditor.statusCode, byEditor.json().error.code]).toEqual([403, 'forbidden']);
    expect((await call('POST', '/settings', {}, { key: 'a', value: 'b' })).statusCode).toBe(401);

    const saved = await call('POST', '/settings', admin, { key: 'exit_popup.do_url', value: ['/stock'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ key: 'exit_popup.do_url', value: '["/stock"]' });
    const invalid = await call('POST', '/settings', admin, { key: 'exit_popup.do_url', value: '["/stock"' });
    expect(invalid.json().error).toEqual({ code: 'invalid_json', message: 'Invalid JSON in exit_popup.do_url', field: 'value' });
    const html = await call('POST', '/settings', admin, { key: 'general.404_page', value: '<h1>Not here</h1><script>x()</script>' });
    expect(html.json().data.value).toBe('<h1>Not here</h1>');

    const read = await t().app.inject({ method: 'GET', url: `/cms/api/nav_entries?language=ku`, headers: admin });
    expect(read.statusCode).toBe(200);
    expect((await call('DELETE', `/settings/${saved.json().data.id}`, editor)).statusCode).toBe(403);
    expect((await call('DELETE', `/settings/${saved.json().data.id}`, admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/settings/${saved.json().data.id}`, admin)).statusCode).toBe(404);
  });

  it('lets admins invite, re-role, disable and reset users; editors get 403', async () => {
    expect((await call('GET', '/cms/api/users', editor)).statusCode).toBe(403);
    const invited = await call('POST', '/cms/api/users', admin, { email: 'new@example.com', role: 'editor' });
    expect(invited.statusCode, invited.body).toBe(201);
    const { user, generated_password: password } = invited.json().data;
    expect(user).toMatchObject({ email: 'new@example.com', role: 'editor', disabled: false });
    const token = await t().token({ email: 'new@example.com', password });
    const asNew = { authorization: `Bearer ${token}` };
    expect((await call('GET', '/cms/api/pages?language=ku', asNew)).statusCode).toBe(200);

    expect((await call('POST', '/cms/api/users', admin, { email: 'NEW@example.com', role: null })).statusCode).toBe(409);
    expect(
      (await call('POST', '/cms/api/users', admin, { email: 'weak@example.com', role: 'editor', password: 'short' })).json().error.code,
    ).toBe('weak_password');
    // Long enough is not enough: common passwords and the account's own address are refused, with
    // the field and a reason key the screen says in its language.
    for (const [password, reason] of [
      ['password1234', 'common_password'],
      ['123456789012', 'common_password'],
      ['rezan@example.com', 'personal_data'],
    ] as const) {
      const weak = await call('POST', '/cms/api/users', admin, { email: 'rezan@example.com', role: 'editor', password });
      expect([weak.statusCode, weak.json().error]).toEqual([
        400,
        { code: 'weak_password', message: expect.any(String), field: 'password', reason },
      ]);
    }
    const weakReset = await call('POST', `/cms/api/users/${user.id}/reset_password`, admin, { password: 'password1234' });
    expect(weakReset.json().error).toMatchObject({ code: 'weak_password', field: 'password', reason: 'common_password' });

    const promoted = await call('PUT', `/cms/api/users/${user.id}`, admin, { role: 'admin' });
    expect(promoted.json().data.role).toBe('admin');
    const disabled = await call('PUT', `/cms/api/users/${user.id}`, admin, { disabled: true });
    expect(disabled.json().data.disabled).toBe(true);
    expect((await call('GET', '/cms/api/pages?language=ku', asNew)).statusCode).toBe(401);
    const self = await call('PUT', `/cms/api/users/${t().ids.admin}`, admin, { role: 'editor' });
    expect([self.statusCode, self.json().error.code]).toEqual([409, 'own_account']);

    await call('PUT', `/cms/api/users/${user.id}`, admin, { disabled: false });
    const reset = await call('POST', `/cms/api/users/${user.id}/reset_password`, admin, {});
    expect(reset.statusCode, reset.body).toBe(200);
    const fresh = reset.json().data.generated_password as string;
    expect(fresh).not.toBe(password);
    expect((await t().app.inject({ method: 'POST', url: '/auth/token', payload: { email: 'new@example.com', password } })).statusCode).toBe(
      401,
    );
    expect(await t().token({ email: 'new@example.com', password: fresh })).toBeTruthy();
  });
});
