import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { widgetBundles } from '../../scripts/browser-bundles.mjs';
import { WIDGET_TAGS } from './widget-tags.js';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** tag → attributes, read from each widget's element definition (`tag` and `props: {…}`). */
function definedWidgets(): Map<string, string[]> {
  const widgets = new Map<string, string[]>();
  for (const folder of readdirSync('widgets', { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    let source: string;
    try {
      source = readFileSync(`widgets/${folder.name}/element.ts`, 'utf8');
    } catch {
      continue;
    }
    const tag = /['"](lrdx-[a-z-]+)['"]/.exec(source)?.[1];
    const props = /props:\s*\{([^}]*)\}/.exec(source)?.[1];
    if (!tag || !props) continue;
    widgets.set(
      tag,
      [...props.matchAll(/(\w+)\s*:/g)].map((match) => kebab(match[1]!)),
    );
  }
  return widgets;
}

describe('widget tags listed in the editor', () => {
  it('are exactly the widget bundles of the build, each with the attributes its element reads', () => {
    const built = widgetBundles().flatMap((bundle) => bundle.tags);
    const widgets = definedWidgets();
    expect(WIDGET_TAGS.map((w) => w.tag).sort()).toEqual([...widgets.keys()].sort());
    for (const widget of WIDGET_TAGS) {
      expect(built, widget.tag).toContain(widget.tag);
      expect([...widget.attributes].sort(), widget.tag).toEqual([...widgets.get(widget.tag)!].sort());
      expect(widget.example.startsWith(`<${widget.tag} `) || widget.example.startsWith(`<${widget.tag}>`)).toBe(true);
    }
  });
});
