/**
 * The editor bundle's files (dist/editor/manifest.json, written by rollup's editor build): the
 * hashed script and stylesheets the /{lang}/cms and /{lang}/admin shell links. Read once per
 * process; null while the editor is not built (the shell then says so instead of breaking).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface EditorAssets {
  /** URL paths under /editor/. */
  script: string;
  styles: string[];
  /** The subset of `styles` the canvas iframe links too (Puck's drop zones and overlays). */
  canvasStyles: string[];
}

export const EDITOR_PREFIX = '/editor/';

const cache = new Map<string, EditorAssets | null>();

export function editorAssets(distDir: string): EditorAssets | null {
  const file = join(resolve(distDir), 'editor', 'manifest.json');
  if (cache.has(file)) return cache.get(file) ?? null;
  let assets: EditorAssets | null = null;
  if (existsSync(file)) {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { script: string; styles: string[]; canvasStyles?: string[] };
    assets = {
      script: `${EDITOR_PREFIX}${manifest.script}`,
      styles: manifest.styles.map((style) => `${EDITOR_PREFIX}${style}`),
      canvasStyles: (manifest.canvasStyles ?? []).map((style) => `${EDITOR_PREFIX}${style}`),
    };
    // Only a found manifest is remembered: a build finishing after start is picked up.
    cache.set(file, assets);
  }
  return assets;
}
