import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { suiteFixture } from '../../testing/suite-fixture.js';
import type { AppContext } from '../../context.js';
import { installAppErrorHandler } from '../../error-handler.js';
import type { Services } from '../../services.js';
import { registerMediaApi } from './index.js';

// The picture route never touches the database or configuration.
const ctx = {} as AppContext;
const services = {} as Services;

async function openMediaApp(): Promise<FastifyInstance> {
  const app = Fastify();
  installAppErrorHandler(app);
  await registerMediaApi(app, ctx, services);
  await app.ready();
  return app;
}

describe('GET /media/vehicles/:body/:color/:view/:size.svg', () => {
  const app = suiteFixture(openMediaApp);

  it('serves an immutable SVG drawn in the asked colour and size', async () => {
    const res = await app().inject('/media/vehicles/suv/1B1C1E/side/medium.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toContain('#1b1c1e');
    expect(res.body).toContain('width="480" height="270"');
    expect(res.body).toMatch(/<title>[^<]+<\/title>/);
  });

  it.each([
    ['color', '/media/vehicles/suv/zz1c1e/side/medium.svg'],
    ['color', '/media/vehicles/suv/1b1c1/side/medium.svg'],
    ['size', '/media/vehicles/suv/1b1c1e/side/huge.svg'],
    ['body', '/media/vehicles/truck/1b1c1e/side/medium.svg'],
    ['view', '/media/vehicles/coupe/1b1c1e/top/medium.svg'],
  ])('rejects a bad %s with 400 in the error shape', async (field, url) => {
    const res = await app().inject(url);
    expect(res.statusCode).toBe(400);
    const body = res.json() as { error: { code: string; message: string; field: string } };
    expect(body.error).toMatchObject({ code: 'invalid_parameter', field });
    expect(body.error.message.length).toBeGreaterThan(0);
  });

  it('does not match other extensions', async () => {
    const res = await app().inject('/media/vehicles/suv/1b1c1e/side/medium.png');
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /media/scenes/:scene/:size.:format', () => {
  const app = suiteFixture(openMediaApp);

  it.each([
    ['mountains-dusk', '1600x900', 'webp', 'image/webp', 1600, 900],
    ['city-night', '640x360', 'jpg', 'image/jpeg', 640, 360],
    ['interior-tan', '1024x576', 'webp', 'image/webp', 1024, 576],
    ['suv-1b1c1e-mountains-dawn', '420x495', 'jpg', 'image/jpeg', 420, 495],
    ['coupe-c9cac5-studio', '900x500', 'webp', 'image/webp', 900, 500],
  ])('rasterises %s at %s as %s, immutable', async (scene, size, format, type, width, height) => {
    const res = await app().inject(`/media/scenes/${scene}/${size}.${format}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ width, height, format: format === 'jpg' ? 'jpeg' : 'webp' });
  });

  it('answers the same bytes for the same picture (served from the cache)', async () => {
    const a = await app().inject('/media/scenes/city-dusk/640x360.webp');
    const b = await app().inject('/media/scenes/city-dusk/640x360.webp');
    expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
  });

  it.each([
    ['scene', '/media/scenes/moon-day/640x360.webp'],
    ['scene', '/media/scenes/suv-zzzzzz-city/640x360.webp'],
    ['size', '/media/scenes/city-day/641x360.webp'],
    ['format', '/media/scenes/city-day/640x360.png'],
  ])('rejects a bad %s with 400 naming it', async (field, url) => {
    const res = await app().inject(url);
    expect(res.statusCode).toBe(400);
    expect((res.json() as { error: { field: string } }).error).toMatchObject({ code: 'invalid_parameter', field });
  });
});
