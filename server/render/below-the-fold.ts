/**
 * Block enhancers below the first block wait until the visitor scrolls near them. Their blocks are
 * complete server-rendered HTML (carousels are scrollable rows, tabs are headed sections, 360 views
 * show a frame), so nothing is missing until then, while loading and running every enhancer of a
 * long page up front costs a phone its first seconds: the QA page /ku/blocks measured 480 ms of
 * blocking time. A tag with `data-load-on="visible"` is loaded by the loader when it comes within
 * 200 px of the viewport and is left out of the page's modulepreloads (page-assets.ts), so its
 * bytes no longer compete with the hero picture either.
 *
 * Only the lit enhancers of site/elements and the blocks are deferred: the widgets (forms, tools,
 * the stock locator) build their interface in the browser and have their own `load_on` field, and
 * the shell's elements (header, consent, quick links, popups) are needed at once.
 */
export const DEFERRABLE_ENHANCERS: ReadonlySet<string> = new Set([
  'lrdx-accordion-controls',
  'lrdx-autoplay-video',
  'lrdx-carousel',
  'lrdx-immersive-hero',
  'lrdx-in-page-nav',
  'lrdx-lightbox',
  'lrdx-model-filter',
  'lrdx-sections-select',
  'lrdx-tabs',
  'lrdx-view-360',
]);

const OPENING_TAG = /<(lrdx-[a-z0-9-]+)(\s[^>]*)?>/g;

/** `html` with every deferrable enhancer that has no `data-load-on` of its own loading when visible. */
export function deferEnhancers(html: string): string {
  return html.replace(OPENING_TAG, (tag: string, name: string, attributes: string | undefined) => {
    if (!DEFERRABLE_ENHANCERS.has(name) || /\sdata-load-on=/.test(attributes ?? '')) return tag;
    return `<${name} data-load-on="visible"${attributes ?? ''}>`;
  });
}
