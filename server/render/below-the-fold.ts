/**
 * Block enhancers below the first block wait until the visitor scrolls near them. Their blocks are
 * complete server-rendered HTML (carousels are scrollable rows, tabs are headed sections, 360 views
 * show a frame), so nothing is missing until then, while loading and running every enhancer of a
 * long page up front costs a phone its first seconds: the QA page /ku/blocks measured 480 ms of
 * blocking time. A tag with `data-load-on="visible"` is loaded by the loader when it comes within
 * 200 px of the viewport and is left out of the page's modulepreloads (page-assets.ts), so its
 * bytes no longer compete with the hero picture either.
 *
 * The widgets (forms, calculators, checkers, the retailer locator, the stock locator…) wait too:
 * they build their interface in the browser, so below the first block each would otherwise run its
 * first render while the visitor is still looking at the hero; /ku/blocks, with seven forms and four
 * retailer locators down the page, measured 785 ms of blocking time. A widget block's own `load_on`
 * choice (eager, interaction) still wins. The shell's elements (header, consent, quick links,
 * popups) are needed at once and are never deferred.
 */
import { WIDGET_TAGS } from '../../site/cms/widget-tags.js';

export const DEFERRABLE_ENHANCERS: ReadonlySet<string> = new Set([
  'lrdx-accordion-controls',
  'lrdx-autoplay-video',
  'lrdx-carousel',
  'lrdx-immersive-hero',
  'lrdx-in-page-nav',
  'lrdx-infotainment-identifier',
  'lrdx-lightbox',
  'lrdx-model-filter',
  'lrdx-sections-select',
  'lrdx-spec-accordion',
  'lrdx-tabs',
  'lrdx-view-360',
  ...WIDGET_TAGS.map((widget) => widget.tag),
]);

const OPENING_TAG = /<(lrdx-[a-z0-9-]+)(\s[^>]*)?>/g;

/**
 * `html` from `from` on, with every deferrable enhancer or widget that has no `data-load-on` of its
 * own loading when visible, as pieces to join. Found with `exec`, never `replace`: the rest of a
 * long page is 100–200 KB and a `replace` copies all of it (docs/caching.md, "Render cost").
 */
export function deferredPieces(html: string, from = 0): string[] {
  const pieces: string[] = [];
  let copied = from;
  const pattern = new RegExp(OPENING_TAG);
  pattern.lastIndex = from;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    const name = match[1] as string;
    const attributes = match[2] ?? '';
    if (!DEFERRABLE_ENHANCERS.has(name) || /\sdata-load-on=/.test(attributes)) continue;
    pieces.push(html.slice(copied, match.index), `<${name} data-load-on="visible"${attributes}>`);
    copied = match.index + match[0].length;
  }
  pieces.push(html.slice(copied));
  return pieces;
}

/** `html` with every deferrable enhancer or widget that has no `data-load-on` of its own loading when visible. */
export function deferEnhancers(html: string): string {
  const pieces = deferredPieces(html);
  return pieces.length === 1 ? html : pieces.join('');
}
