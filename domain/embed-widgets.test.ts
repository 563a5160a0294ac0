import { describe, expect, it } from 'vitest';
import { widgetBundles } from '../scripts/browser-bundles.mjs';
import { EMBED_WIDGET_TAGS, isEmbedWidgetTag, listingAllowsWidget } from './embed-widgets.js';

describe('embeddable widget tags', () => {
  it('are the widget bundles of the build', () => {
    const built = widgetBundles().flatMap((bundle) => bundle.tags);
    expect([...EMBED_WIDGET_TAGS].sort()).toEqual(built.sort());
  });

  it('an empty list allows every widget, a list only its own', () => {
    expect(listingAllowsWidget([], 'lrdx-quiz')).toBe(true);
    expect(listingAllowsWidget(['lrdx-stock-locator'], 'lrdx-stock-locator')).toBe(true);
    expect(listingAllowsWidget(['lrdx-stock-locator'], 'lrdx-quiz')).toBe(false);
    expect(isEmbedWidgetTag('lrdx-site-header')).toBe(false);
  });
});
