/**
 * The widget tags a retailer's page may use (the `widget` bundles of rollup.config.mjs), which a
 * listing's `widgets` list chooses from (docs/embedding.md). embed-widgets.test.ts keeps the list
 * equal to the build's.
 */
export const EMBED_WIDGET_TAGS = [
  'lrdx-stock-locator',
  'lrdx-showroom',
  'lrdx-stock-carousel',
  'lrdx-reservation',
  'lrdx-cancellation',
  'lrdx-order-online',
  'lrdx-finance-calculator',
  'lrdx-quiz',
  'lrdx-form',
  'lrdx-rent-a-car',
  'lrdx-vin-checker',
  'lrdx-update-checker',
  'lrdx-range-calculator',
  'lrdx-retailer-locator',
] as const;
export type EmbedWidgetTag = (typeof EMBED_WIDGET_TAGS)[number];

export function isEmbedWidgetTag(value: unknown): value is EmbedWidgetTag {
  return typeof value === 'string' && (EMBED_WIDGET_TAGS as readonly string[]).includes(value);
}

/** Whether a listing whose `widgets` list is `allowed` may be shown by `tag` (an empty list allows every widget). */
export function listingAllowsWidget(allowed: readonly string[], tag: string): boolean {
  return allowed.length === 0 || allowed.includes(tag);
}
