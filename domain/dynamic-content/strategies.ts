/**
 * Dynamic-content visibility (docs/site-shell.md, "Dynamic-content strategies"): a footer item, block or FAB item may carry
 * `dc_strategy { key, value }`; whether it shows depends on data the strategy fetches. Pure rules:
 * - an empty value list hides the content;
 * - while the data is unknown (not fetched yet, or the fetch failed) the content stays visible;
 * - `mena_external_sl`: visible if a value is among the fetched model keys;
 * - `offers`: visible if every value has an offer whose car_model_key matches it, case-insensitively,
 *   spaces as underscores (with one value, "some offer matches");
 * - `url_brands`: visible if the brand of the page path (default Discovery) is among the values;
 * - `{product}_sl`: visible if a value is in one of the lists the strategy's settings name.
 * The server resolver (server/content/dynamic-content.ts) fetches the data.
 */

export interface DcStrategy {
  key: string;
  /** A list, or one comma-separated string as editors type it. */
  value: string[] | string;
}

export type StrategyKind = 'mena_external_sl' | 'offers' | 'url_brands' | 'product_sl';

/** Data a strategy fetched; `undefined` in the map means not known (content stays visible). */
export type StrategyData =
  | { kind: 'mena_external_sl'; modelKeys: string[] }
  | { kind: 'offers'; offers: { car_model_key?: unknown; [key: string]: unknown }[] }
  | { kind: 'product_sl'; values: string[] };

const PRODUCT_SL = /^([a-z0-9_-]+)_sl$/i;

export function strategyKind(key: string): StrategyKind | null {
  if (key === 'mena_external_sl' || key === 'offers' || key === 'url_brands') return key;
  return PRODUCT_SL.test(key) ? 'product_sl' : null;
}

/** The product name of a `{product}_sl` key ("used_sl" → "used"). */
export function productOf(key: string): string | null {
  if (strategyKind(key) !== 'product_sl') return null;
  return PRODUCT_SL.exec(key)?.[1] ?? null;
}

/** A stored dc_strategy as a strategy, or null when it has no usable key (then the item always shows). */
export function parseDcStrategy(value: unknown): DcStrategy | null {
  if (typeof value !== 'object' || value === null) return null;
  const { key, value: raw } = value as Record<string, unknown>;
  if (typeof key !== 'string' || key.trim() === '') return null;
  if (Array.isArray(raw)) return { key: key.trim(), value: raw.filter((item): item is string => typeof item === 'string') };
  return { key: key.trim(), value: typeof raw === 'string' ? raw : '' };
}

export function strategyValues(strategy: DcStrategy): string[] {
  const list = Array.isArray(strategy.value) ? strategy.value : strategy.value.split(',');
  return list.map((item) => item.trim()).filter((item) => item !== '');
}

/** Offers and model keys compare case-insensitively with spaces as underscores ("Range Rover" = "range_rover"). */
export function normaliseKey(value: string): string {
  return value.trim().toLowerCase().replace(/\s+/g, '_');
}

/** The brand family of a page path, for url_brands; the default is Discovery (docs/site-shell.md, "Dynamic-content strategies"). */
export function brandFromPath(path: string): string {
  const segments = path.toLowerCase().split('/');
  if (segments.some((segment) => segment.startsWith('range-rover'))) return 'range_rover';
  if (segments.some((segment) => segment.startsWith('defender'))) return 'defender';
  return 'discovery';
}

export interface VisibilityInput {
  strategy: DcStrategy | null;
  /** Fetched data by strategy key; a missing key means unknown. */
  data: ReadonlyMap<string, StrategyData>;
  /** The page's path, for url_brands. */
  path: string;
}

export function isDynamicContentVisible({ strategy, data, path }: VisibilityInput): boolean {
  if (!strategy) return true;
  const kind = strategyKind(strategy.key);
  // An unknown strategy name is an editor's typo: hiding content over it would be worse.
  if (!kind) return true;
  const values = strategyValues(strategy).map(normaliseKey);
  if (values.length === 0) return false;
  if (kind === 'url_brands') return values.includes(brandFromPath(path));
  const known = data.get(strategy.key);
  if (!known) return true;
  switch (known.kind) {
    case 'mena_external_sl': {
      const keys = new Set(known.modelKeys.map(normaliseKey));
      return values.some((value) => keys.has(value));
    }
    case 'offers': {
      const models = new Set(
        known.offers.map((offer) => (typeof offer.car_model_key === 'string' ? normaliseKey(offer.car_model_key) : '')),
      );
      return values.every((value) => models.has(value));
    }
    case 'product_sl': {
      const listed = new Set(known.values.map(normaliseKey));
      return values.some((value) => listed.has(value));
    }
  }
}

/** Keeps the items whose strategy lets them show: the one function footer, blocks and FAB share. */
export function visibleItems<T extends { dc_strategy?: unknown }>(
  items: readonly T[],
  data: ReadonlyMap<string, StrategyData>,
  path: string,
): T[] {
  return items.filter((item) => isDynamicContentVisible({ strategy: parseDcStrategy(item.dc_strategy), data, path }));
}

/** The strategy keys a list of items names, once each: what the server must fetch before deciding. */
export function strategyKeysOf(items: readonly { dc_strategy?: unknown }[]): string[] {
  const keys = new Set<string>();
  for (const item of items) {
    const strategy = parseDcStrategy(item.dc_strategy);
    if (strategy) keys.add(strategy.key);
  }
  return [...keys];
}

/** A page's blocks that show: a block may carry `dc_strategy` in its props like a footer item. */
export function visibleBlocks<T extends { props: Record<string, unknown> }>(
  blocks: readonly T[],
  data: ReadonlyMap<string, StrategyData>,
  path: string,
): T[] {
  return blocks.filter((block) => isDynamicContentVisible({ strategy: parseDcStrategy(block.props.dc_strategy), data, path }));
}
