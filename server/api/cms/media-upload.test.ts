/**
 * What an upload to the media library may cost and be (docs/cms-api.md, "Media"): its type is read
 * from its bytes, not from what the browser declared (an SVG sent as image/png never reaches the
 * decoder); a small file declaring a huge canvas is refused from its header; and each account may
 * upload only so many images in a window (429 with Retry-After), on SQLite and PostgreSQL.
 */
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { testDialects } from '../../db/test-db.js';
import { ADMIN, EDITOR, buildCmsTestApp, type CmsTestApp } from '../../testing/cms-test-app.js';
import { pngFile } from '../../render/png-file.js';
import { multipartBody } from './testing/multipart.js';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="1500"><script>alert(document.cookie)</script></svg>';

/** A well-formed PNG header declaring width×height, with one tiny compressed row: a few hundred bytes. */
const pngDeclaring = (width: number, height: number): Buffer =>
  pngFile(width, height, 'rgb', Buffer.from([0x78, 0x9c, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01]));

describe.each(testDialects())('media uploads (%s)', (dialect) => {
  let t: CmsTestApp | undefined;
  afterEach(async () => t?.close());

  const upload = (app: CmsTestApp, token: string, file: Buffer, type: string, filename = 'car.png') => {
    const body = multipartBody([{ name: 'file', value: file, filename, type }]);
    return app.app.inject({
      method: 'POST',
      url: '/cms/api/media',
      headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const refusal = (response: { statusCode: number; json(): { error: { code: string; field?: string } } }) => [
    response.statusCode,
    response.json().error.code,
    response.json().error.field,
  ];

  it('reads the type from the bytes: an SVG or a JPEG sent as image/png is refused with 415', async () => {
    t = await buildCmsTestApp(dialect);
    const token = await t.token(EDITOR);
    expect(refusal(await upload(t, token, Buffer.from(SVG), 'image/png'))).toEqual([415, 'unsupported_media_type', 'file']);
    expect(refusal(await upload(t, token, Buffer.from(`<?xml version="1.0"?>${SVG}`), 'image/png'))).toEqual([
      415,
      'unsupported_media_type',
      'file',
    ]);
    const jpeg = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#203040' } })
      .jpeg()
      .toBuffer();
    const mismatch = await upload(t, token, jpeg, 'image/png');
    expect(refusal(mismatch)).toEqual([415, 'media_type_mismatch', 'file']);
    expect(mismatch.json().error.message).toContain('image/jpeg');
    expect(refusal(await upload(t, token, Buffer.from('GIF89a not really'), 'image/gif'))).toEqual([400, 'invalid_image', 'file']);
    // Nothing was stored; the same JPEG declared as what it is goes in.
    expect((await upload(t, token, jpeg, 'image/jpeg', 'car.jpg')).statusCode).toBe(201);
    const library = await t.app.inject({ method: 'GET', url: '/cms/api/media', headers: { authorization: `Bearer ${token}` } });
    expect(library.json().data).toHaveLength(1);
  });

  it('refuses from the header an image of more pixels than the limit, however small the file', async () => {
    t = await buildCmsTestApp(dialect);
    const token = await t.token(EDITOR);
    const bomb = pngDeclaring(7000, 7000);
    expect(bomb.length).toBeLessThan(1024);
    const refused = await upload(t, token, bomb, 'image/png');
    expect(refusal(refused)).toEqual([413, 'image_too_large', 'file']);
    expect(refused.json().error.message).toContain('7000×7000');
    // 6000×4000 (a 24-megapixel camera) is within it: refused only because this one has no pixel data.
    expect(refusal(await upload(t, token, pngDeclaring(6000, 4000), 'image/png'))).toEqual([400, 'invalid_image', 'file']);
  });

  it('limits uploads per account with 429 and Retry-After, before reading the file', async () => {
    t = await buildCmsTestApp(dialect, { env: { RATE_LIMITS: 'on', RATE_LIMIT_MEDIA_UPLOADS: '2/600' } });
    const editor = await t.token(EDITOR);
    const png = await sharp({ create: { width: 320, height: 180, channels: 3, background: '#204060' } })
      .png()
      .toBuffer();
    expect((await upload(t, editor, png, 'image/png')).statusCode).toBe(201);
    expect((await upload(t, editor, Buffer.from(SVG), 'image/png')).statusCode).toBe(415);
    const limited = await upload(t, editor, png, 'image/png');
    expect(refusal(limited)).toEqual([429, 'rate_limited', undefined]);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another account has its own allowance; the window passing gives the first one back its own.
    expect((await upload(t, await t.token(ADMIN), png, 'image/png')).statusCode).toBe(201);
    t.clock.now += 601_000;
    expect((await upload(t, editor, png, 'image/png')).statusCode).toBe(201);
  });
});
