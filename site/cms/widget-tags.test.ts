import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { widgetBundles } from '../../scripts/browser-bundles.mjs';
import type { ListingKey } from '../../domain/contracts/cms.js';
import { WIDGET_DESCRIPTIONS, widgetDescription } from './widget-tag-descriptions.js';
import { exampleWithListing, listingsFor, WIDGET_TAGS } from './widget-tags.js';

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

describe('the list key a widget tag is inserted with', () => {
  const listings: ListingKey[] = [
    { key: 'iraq', name: 'Iraq', widgets: [] },
    { key: 'dealer-a', name: 'Dealer A', widgets: ['lrdx-stock-carousel'] },
  ];
  const tag = (name: string) => WIDGET_TAGS.find((widget) => widget.tag === name)!;

  it('is a real listing, never an invented key', () => {
    for (const widget of WIDGET_TAGS) expect(widget.example, widget.tag).not.toContain('list-key="main"');
    expect(exampleWithListing(tag('lrdx-stock-locator'), 'iraq')).toBe('<lrdx-stock-locator list-key="iraq"></lrdx-stock-locator>');
    expect(exampleWithListing(tag('lrdx-stock-carousel'), 'dealer-a')).toBe(
      '<lrdx-stock-carousel list-key="dealer-a" items="6"></lrdx-stock-carousel>',
    );
    // No listing yet: the attribute is left out rather than naming one that does not exist.
    expect(exampleWithListing(tag('lrdx-stock-locator'), null)).toBe('<lrdx-stock-locator></lrdx-stock-locator>');
    expect(exampleWithListing(tag('lrdx-stock-locator'), '"><script>')).toBe('<lrdx-stock-locator list-key="script"></lrdx-stock-locator>');
  });

  it('offers only the listings that allow the widget', () => {
    expect(listingsFor('lrdx-stock-locator', listings).map((l) => l.key)).toEqual(['iraq']);
    expect(listingsFor('lrdx-stock-carousel', listings).map((l) => l.key)).toEqual(['iraq', 'dealer-a']);
  });
});

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

describe('widget tag descriptions in the editor’s language', () => {
  it('every listed tag has its Kurdish and Arabic line, and English keeps the list’s own', () => {
    for (const widget of WIDGET_TAGS) {
      expect(WIDGET_DESCRIPTIONS[widget.tag], widget.tag).toBeDefined();
      expect(widgetDescription(widget, 'ku')).not.toBe(widget.description);
      expect(widgetDescription(widget, 'ar')).not.toBe(widget.description);
      expect(widgetDescription(widget, 'en')).toBe(widget.description);
    }
  });
});
