/**
 * The retailer locator's map data, served by us so the map needs no other host:
 * `GET /maps/iraq.geojson` (server/static/maps/iraq.geojson: Iraq's border, the governorates' shapes
 * and their seats, derived from Natural Earth by scripts/iraq-governorates.ts, about 26 KB) and `GET /maps/config.json` (the production tile URL, when
 * RETAILER_MAP_TILE_URL names one; null by default). Both are read cross-origin by retailers' pages.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';

export const MAP_SHAPE_PATH = '/maps/iraq.geojson';
export const MAP_CONFIG_PATH = '/maps/config.json';
const SHAPE_FILE = fileURLToPath(new URL('./maps/iraq.geojson', import.meta.url));
const MAP_CACHE = 'public, max-age=86400';

export async function registerMapData(app: FastifyInstance, config: Pick<AppConfig, 'retailerMapTileUrl' | 'retailerMapAttribution'>) {
  const shape = await readFile(SHAPE_FILE);
  const settings = { data: { tile_url: config.retailerMapTileUrl ?? null, attribution: config.retailerMapAttribution ?? null } };
  app.get(MAP_SHAPE_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', MAP_CACHE).header('access-control-allow-origin', '*').type('application/geo+json').send(shape),
  );
  app.get(MAP_CONFIG_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').header('access-control-allow-origin', '*').send(settings),
  );
}
