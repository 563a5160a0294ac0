/**
 * A widget's CSS for its server-drawn first screen (the `<style>` of its declarative shadow root):
 * the files its element.ts bundles, in that order (./widget-style-files.ts), minified as the build
 * does (rollup.config.mjs). Read once per widget.
 */
import { readFileSync } from 'node:fs';
import { WIDGET_STYLE_FILES, type DrawnWidget } from './widget-style-files.js';

const read = new Map<DrawnWidget, string>();

export function widgetStyles(widget: DrawnWidget): string {
  let css = read.get(widget);
  if (css === undefined) {
    css = WIDGET_STYLE_FILES[widget]
      .map((file) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'))
      .join('\n')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s+/g, ' ')
      .replace(/\s*([{};,>])\s*/g, '$1')
      .replace(/;}/g, '}')
      .trim();
    read.set(widget, css);
  }
  return css;
}
