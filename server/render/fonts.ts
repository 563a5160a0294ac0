/**
 * Self-hosted Noto Sans Arabic (covers the Sorani letters ڕ ێ ۆ ڵ ە ڤ گ چ پ ژ) as font-family
 * 'LRDX Sans': /fonts/<file>.woff2 and /fonts/lrdx-fonts.css. Retailer pages load the same files
 * through the loader, so everything here is readable from any origin. The files never change
 * under one name, so they are cached for a year (a new cut gets a new name).
 *
 * The Arabic-script faces are cut down to the letters Kurdish Sorani and Arabic write
 * (server/static/fonts/, made by scripts/subset-fonts.ts from fontsource's files): fontsource's
 * "arabic" subset carries Urdu, Sindhi and the presentation forms too, 49 KB a weight, which on a
 * phone's connection competed with the hero picture for the first view; the cut is 12 KB. Text
 * outside the range (an editor pasting Urdu) falls back to the system's Arabic face.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { ApiFailure } from '../failure.js';

export const FONT_FAMILY = 'LRDX Sans';
export const FONT_CACHE = 'public, max-age=31536000, immutable';
const CSS_CACHE = 'public, max-age=86400';
/** The cut faces (scripts/subset-fonts.ts writes them; OFL.txt beside them is their licence). */
export const CUT_FONTS_DIR = new URL('../static/fonts/', import.meta.url);

/**
 * The code points the Arabic-script faces keep (scripts/subset-fonts.ts cuts them to exactly this),
 * also their unicode-range: Arabic punctuation, the Arabic letters and marks, Arabic-Indic and
 * Persian digits, the Sorani letters (پ چ ڕ ژ ڤ ک گ ڵ ھ ۆ ی ێ ە), and the joiners and direction marks.
 * fonts.test.ts checks every Arabic-script character the product writes is inside it.
 */
export const ARABIC_RANGE =
  'U+060C, U+061B, U+061F, U+0621-063A, U+0640-065F, U+0660-066D, U+0670-0671, U+067E, U+0686, U+0695, U+0698, U+06A4, U+06A9, U+06AF, U+06B5, U+06BE, U+06C6, U+06CC, U+06CE, U+06D4-06D5, U+06F0-06F9, U+200C-200F';
/** fontsource's "latin" subset, whole (it also gives Sorani text its spaces). */
const LATIN_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

export interface FontFace {
  /** Served name: fontsource's file name, or the cut's in server/static/fonts/. */
  file: string;
  /** Where the file comes from. */
  source: 'fontsource' | 'cut';
  /** Short alias (/fonts/arabic-400.woff2). */
  alias: string;
  weight: 400 | 700;
  range: string;
}

export const FONT_FACES: readonly FontFace[] = [
  { file: 'noto-sans-arabic-ku-ar-400.woff2', source: 'cut', alias: 'arabic-400.woff2', weight: 400, range: ARABIC_RANGE },
  { file: 'noto-sans-arabic-ku-ar-700.woff2', source: 'cut', alias: 'arabic-700.woff2', weight: 700, range: ARABIC_RANGE },
  { file: 'noto-sans-arabic-latin-400-normal.woff2', source: 'fontsource', alias: 'latin-400.woff2', weight: 400, range: LATIN_RANGE },
  { file: 'noto-sans-arabic-latin-700-normal.woff2', source: 'fontsource', alias: 'latin-700.woff2', weight: 700, range: LATIN_RANGE },
];

/**
 * Relative URLs: they resolve against the stylesheet, so the CSS works when linked from any origin.
 * font-display optional, not swap: a face that arrives after the first paint re-flows the text
 * painted with the fallback. Lighthouse measured it on the hero titles: 0.08 CLS on the home page
 * from the bold faces, 0.05 on /ku/blocks from the Latin faces (Sorani text takes its spaces from
 * them), against a 0.05 budget. With optional the browser waits a moment for a face, uses the
 * faces that are ready, and keeps the fallback for a late one on this view; the files are cached
 * for a year, so the next page has them. Nothing preloads them (html-document.ts says why). (A page then often paints complete in
 * one frame, which Lighthouse cannot give a Speed Index: see bench/lighthouse.ts.)
 */
export function fontFaceCss(base = './'): string {
  return FONT_FACES.map(
    (face) =>
      `@font-face{font-family:'${FONT_FAMILY}';font-style:normal;font-weight:${face.weight};font-display:optional;src:url(${base}${face.file}) format('woff2');unicode-range:${face.range};}`,
  ).join('\n');
}

/**
 * The same faces for a <style> in the site's own pages (URLs from the site root): a stylesheet
 * request fewer before the first paint, which on a phone's connection is a round trip.
 */
export const INLINE_FONT_CSS = fontFaceCss('/fonts/');

export async function registerFontRoutes(app: FastifyInstance): Promise<void> {
  const require = createRequire(import.meta.url);
  const files = new Map<string, Buffer>();
  for (const face of FONT_FACES) {
    const body = await readFile(
      face.source === 'cut' ? new URL(face.file, CUT_FONTS_DIR) : require.resolve(`@fontsource/noto-sans-arabic/files/${face.file}`),
    );
    files.set(face.file, body);
    files.set(face.alias, body);
  }
  // The whole faces' old names stay served: a retailer page may hold yesterday's lrdx-fonts.css (cached a day).
  for (const weight of [400, 700]) {
    const file = `noto-sans-arabic-arabic-${weight}-normal.woff2`;
    files.set(file, await readFile(require.resolve(`@fontsource/noto-sans-arabic/files/${file}`)));
  }
  const css = fontFaceCss();

  app.get('/fonts/lrdx-fonts.css', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', CSS_CACHE).header('access-control-allow-origin', '*').type('text/css; charset=utf-8').send(css),
  );

  app.get<{ Params: { file: string } }>('/fonts/:file', { schema: { hide: true } }, async (request, reply) => {
    const body = files.get(request.params.file);
    if (!body) throw new ApiFailure(404, 'font_not_found', 'No such font file', 'file');
    return reply.header('cache-control', FONT_CACHE).header('access-control-allow-origin', '*').type('font/woff2').send(body);
  });
}
