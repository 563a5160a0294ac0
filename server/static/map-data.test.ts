import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { MAP_CONFIG_PATH, MAP_SHAPE_PATH, registerMapData } from './map-data.js';

async function server(tileUrl: string | null) {
  const app = Fastify();
  await registerMapData(app, { retailerMapTileUrl: tileUrl, retailerMapAttribution: tileUrl ? '© Tiles' : null });
  return app;
}

describe('retailer map data', () => {
  it("serves Iraq's outline, governorate shapes and seats as GeoJSON, readable from retailers' sites", async () => {
    const app = await server(null);
    const reply = await app.inject({ method: 'GET', url: MAP_SHAPE_PATH });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('application/geo+json');
    expect(reply.headers['access-control-allow-origin']).toBe('*');
    const shape = reply.json<{ features: { properties: { kind: string }; geometry: { type: string; coordinates: unknown } }[] }>();
    const country = shape.features.find((f) => f.properties.kind === 'country');
    expect(country?.geometry.type).toBe('Polygon');
    // The seeded retailers' cities lie inside the box of the outline.
    const ring = (country?.geometry.coordinates as number[][][])[0] ?? [];
    const lons = ring.map((p) => p[0] ?? 0);
    const lats = ring.map((p) => p[1] ?? 0);
    expect(Math.min(...lons)).toBeLessThan(39);
    expect(Math.max(...lons)).toBeGreaterThan(48.5);
    expect(Math.min(...lats)).toBeLessThan(29.2);
    expect(Math.max(...lats)).toBeGreaterThan(37.3);
    expect(shape.features.filter((f) => f.properties.kind === 'governorate_seat')).toHaveLength(19);
    expect(shape.features.filter((f) => f.properties.kind === 'governorate' && f.geometry.type === 'Polygon')).toHaveLength(18);
  });

  it('names no tile host by default, and the configured one in production', async () => {
    expect((await (await server(null)).inject({ url: MAP_CONFIG_PATH })).json()).toEqual({ data: { tile_url: null, attribution: null } });
    const configured = await (await server('https://tiles.example.iq/{z}/{x}/{y}.png')).inject({ url: MAP_CONFIG_PATH });
    expect(configured.json()).toEqual({ data: { tile_url: 'https://tiles.example.iq/{z}/{x}/{y}.png', attribution: '© Tiles' } });
  });
});
