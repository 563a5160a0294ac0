/**
 * A widget's CSS for its server-drawn first screen (the `<style>` of its declarative shadow root):
 * the files its element.ts bundles, in that order, minified as the build does (rollup.config.mjs).
 * Read once per list of files.
 */
import { readFileSync } from 'node:fs';

const read = new Map<string, string>();

/** `files`: paths from the repository root (`widgets/ui/tokens.css`). */
export function widgetStyles(files: readonly string[]): string {
  const key = files.join('\n');
  let css = read.get(key);
  if (css === undefined) {
    css = files
      .map((file) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'))
      .join('\n')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s+/g, ' ')
      .replace(/\s*([{};,>])\s*/g, '$1')
      .replace(/;}/g, '}')
      .trim();
    read.set(key, css);
  }
  return css;
}
