/**
 * The site's icons and web manifest, linked from every page (buildHtmlDocument): an SVG favicon for
 * browsers that take one, /favicon.ico (a PNG inside an ICO) for the rest, PNG icons for the home
 * screen, and /site.webmanifest named after setting general.app_name. The pictures are drawn here
 * (a white oval badge on the brand green), so no binary files live in the repository.
 */
import { deflateSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SETTING_KEYS } from '../../domain/setting-keys.js';
import { readTextSetting } from '../content/settings-repository.js';
import type { AppContext } from '../context.js';
import { pngFile } from './png-file.js';

const GREEN = [0x00, 0x5a, 0x2b] as const;
const THEME_COLOR = '#005a2b';
const CACHE = 'public, max-age=86400';

export const FAVICON_LINKS = [
  '<link rel="icon" href="/favicon.ico" sizes="32x32">',
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
  '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
  '<link rel="manifest" href="/site.webmanifest">',
];

export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${THEME_COLOR}"/><ellipse cx="16" cy="16" rx="12.5" ry="8" fill="none" stroke="#fff" stroke-width="2.5"/></svg>`;

/** Pixel of the icon at (x, y) on a size×size grid: green square, white oval ring. RGBA. */
function pixel(x: number, y: number, size: number): [number, number, number, number] {
  const u = (x + 0.5) / size - 0.5;
  const v = (y + 0.5) / size - 0.5;
  const outer = (u / 0.39) ** 2 + (v / 0.25) ** 2;
  const inner = (u / 0.31) ** 2 + (v / 0.17) ** 2;
  return outer <= 1 && inner > 1 ? [255, 255, 255, 255] : [...GREEN, 255];
}

/** A size×size RGBA PNG of the icon. */
export function iconPng(size: number): Buffer {
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    const row = y * (size * 4 + 1); // each row starts with filter type 0
    for (let x = 0; x < size; x++) rows.set(pixel(x, y, size), row + 1 + x * 4);
  }
  return pngFile(size, size, 'rgba', deflateSync(rows));
}

/** An ICO holding one PNG image (supported by every browser since IE 11 / Vista). */
export function iconIco(size: number): Buffer {
  const png = iconPng(size);
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header[6] = size >= 256 ? 0 : size;
  header[7] = size >= 256 ? 0 : size;
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // offset of the image
  return Buffer.concat([header, png]);
}

const hidden = { schema: { hide: true } } as const;

export async function registerFaviconRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const ico = iconIco(32);
  const pngs = new Map([180, 192, 512].map((size) => [size, iconPng(size)]));
  const send = (type: string, body: Buffer | string) => async (_request: unknown, reply: FastifyReply) =>
    reply.header('cache-control', CACHE).type(type).send(body);
  app.get('/favicon.svg', hidden, send('image/svg+xml', FAVICON_SVG));
  app.get('/favicon.ico', hidden, send('image/x-icon', ico));
  app.get('/apple-touch-icon.png', hidden, send('image/png', pngs.get(180) ?? ico));
  app.get('/icon-192.png', hidden, send('image/png', pngs.get(192) ?? ico));
  app.get('/icon-512.png', hidden, send('image/png', pngs.get(512) ?? ico));
  app.get('/site.webmanifest', hidden, async (_request, reply) => {
    const name = (await readTextSetting(ctx.db, SETTING_KEYS.appName)) ?? 'Land Rover';
    const { segment, htmlLang, dir } = ctx.config.defaultLanguage;
    const manifest = {
      name,
      short_name: name.length > 12 ? name.split(/\s+/)[0] : name,
      lang: htmlLang,
      dir,
      start_url: `/${segment}/`,
      scope: '/',
      display: 'browser',
      theme_color: THEME_COLOR,
      background_color: '#ffffff',
      icons: [
        { src: '/favicon.svg', type: 'image/svg+xml', sizes: 'any' },
        { src: '/icon-192.png', type: 'image/png', sizes: '192x192' },
        { src: '/icon-512.png', type: 'image/png', sizes: '512x512' },
      ],
    };
    return reply.header('cache-control', 'no-cache').type('application/manifest+json; charset=utf-8').send(JSON.stringify(manifest));
  });
}
