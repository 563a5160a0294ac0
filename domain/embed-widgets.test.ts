import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EMBED_WIDGET_TAGS, isEmbedWidgetTag, listingAllowsWidget } from './embed-widgets.js';

describe('embeddable widget tags', () => {
  it('are the widget bundles of the build', () => {
    const rollup = readFileSync('rollup.config.mjs', 'utf8');
    const built = [...rollup.matchAll(/tags: \['(lrdx-[a-z-]+)'\], kind: 'widget'/g)].map((match) => match[1]);
    expect([...EMBED_WIDGET_TAGS].sort()).toEqual(built.sort());
  });

  it('an empty list allows every widget, a list only its own', () => {
    expect(listingAllowsWidget([], 'lrdx-quiz')).toBe(true);
    expect(listingAllowsWidget(['lrdx-stock-locator'], 'lrdx-stock-locator')).toBe(true);
    expect(listingAllowsWidget(['lrdx-stock-locator'], 'lrdx-quiz')).toBe(false);
    expect(isEmbedWidgetTag('lrdx-site-header')).toBe(false);
  });
});
