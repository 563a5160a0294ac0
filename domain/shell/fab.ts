/**
 * The FAB / quick-links bar (docs/site-shell.md, "Quick links"): items from the global setting or a
 * page block (the block's items win), at most 4 on desktop and 3 on mobile by default, each with a
 * dynamic-content strategy deciding its visibility; shown only when it has items. Pure: the
 * dynamic-content strategies themselves live elsewhere and come in as a predicate.
 */
import { readJsonValue } from '../json-text.js';
export interface FabLink {
  url: string;
  link_text: string;
  target: '_self' | '_blank';
  type: string;
}

export interface DcStrategy {
  key: string;
  value: unknown;
  /** Shown instead when the strategy hides the item. */
  fallback_link?: FabLink;
  fallback_icon?: string;
}

export interface FabItem {
  link: FabLink;
  icon: string;
  dc_strategy: DcStrategy | null;
}

export interface FabConfig {
  items: FabItem[];
  desktopCount: number;
  mobileCount: number;
}

export const FAB_DEFAULT_DESKTOP = 4;
export const FAB_DEFAULT_MOBILE = 3;

/** Decides whether an item's dynamic content shows; without one every item shows. */
export type DcPredicate = (strategy: DcStrategy) => boolean;
export const SHOW_ALL: DcPredicate = () => true;

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

function readLink(value: unknown): FabLink | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const url = text(v.url);
  const label = text(v.link_text);
  if (!url || !label) return null;
  return { url, link_text: label, target: v.target === '_blank' ? '_blank' : '_self', type: text(v.type) || 'internal' };
}

/** A stored strategy: an object, or the JSON text the block editor's JSON field saves (empty: none). */
function readStrategy(stored: unknown): DcStrategy | null {
  const value = readJsonValue(stored);
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const key = text(v.key);
  if (!key) return null;
  const fallback = readLink(v.fallback_link);
  return {
    key,
    value: v.value,
    ...(fallback ? { fallback_link: fallback } : {}),
    ...(text(v.fallback_icon) ? { fallback_icon: text(v.fallback_icon) } : {}),
  };
}

/** Items as an editor stored them; those without a URL and a label are dropped. */
export function readFabItems(value: unknown): FabItem[] {
  if (!Array.isArray(value)) return [];
  const items: FabItem[] = [];
  for (const raw of value) {
    if (!raw || typeof raw !== 'object') continue;
    const r = raw as Record<string, unknown>;
    const link = readLink(r.link);
    if (!link) continue;
    items.push({ link, icon: text(r.icon), dc_strategy: readStrategy(r.dc_strategy) });
  }
  return items;
}

function count(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback;
}

/** `{ items, desktop_count?, mobile_count? }` or a bare item list. */
export function readFabConfig(value: unknown): FabConfig {
  const v = (value && typeof value === 'object' && !Array.isArray(value) ? value : { items: value }) as Record<string, unknown>;
  return {
    items: readFabItems(v.items),
    desktopCount: count(v.desktop_count, FAB_DEFAULT_DESKTOP),
    mobileCount: count(v.mobile_count, FAB_DEFAULT_MOBILE),
  };
}

/** The page block's configuration wins when it has items; else the global setting's. */
export function chooseFabConfig(global: FabConfig, block: FabConfig | null): FabConfig {
  return block && block.items.length > 0 ? block : global;
}

export interface ShownFabItem {
  link: FabLink;
  icon: string;
  onDesktop: boolean;
  onMobile: boolean;
}

/**
 * The items to render, in order: an item its strategy hides is replaced by its fallback (when it
 * has one) or dropped; then the first `desktopCount` show on desktop and the first `mobileCount` on mobile.
 */
export function visibleFabItems(config: FabConfig, isVisible: DcPredicate = SHOW_ALL): ShownFabItem[] {
  const shown: { link: FabLink; icon: string }[] = [];
  for (const item of config.items) {
    const strategy = item.dc_strategy;
    if (!strategy || isVisible(strategy)) shown.push({ link: item.link, icon: item.icon });
    else if (strategy.fallback_link) shown.push({ link: strategy.fallback_link, icon: strategy.fallback_icon ?? item.icon });
  }
  return shown.map((item, index) => ({ ...item, onDesktop: index < config.desktopCount, onMobile: index < config.mobileCount }));
}

/**
 * The configuration after the server decided each strategy: hidden items replaced by their
 * fallback or dropped, no strategies left, so the browser shows exactly what the server drew.
 */
export function decideFabConfig(config: FabConfig, isVisible: DcPredicate): FabConfig {
  const items: FabItem[] = [];
  for (const item of config.items) {
    const strategy = item.dc_strategy;
    if (!strategy || isVisible(strategy)) items.push({ ...item, dc_strategy: null });
    else if (strategy.fallback_link)
      items.push({ link: strategy.fallback_link, icon: strategy.fallback_icon ?? item.icon, dc_strategy: null });
  }
  return { ...config, items };
}

/** Shown only when something remains to show. */
export function fabHasItems(items: readonly ShownFabItem[]): boolean {
  return items.some((item) => item.onDesktop || item.onMobile);
}
