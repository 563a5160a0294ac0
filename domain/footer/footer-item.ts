/**
 * The footer item and its validity rules (docs/site-shell.md, "Footer"): image
 * items need a src, every other item but a wrapper needs a label; targets other than _self and
 * _blank become _self; a new window gets rel="noopener"; images default to 200×80. Pure.
 */
import { parseDcStrategy, type DcStrategy } from '../dynamic-content/strategies.js';
import { safeHref } from '../safe-url.js';

export const FOOTER_ITEM_TYPES = ['link', 'social', 'image', 'wrapper'] as const;
export type FooterItemType = (typeof FOOTER_ITEM_TYPES)[number];
export type LinkTarget = '_self' | '_blank';

export interface FooterItem {
  type: FooterItemType;
  label: string;
  id?: string;
  class?: string;
  url?: string;
  target: LinkTarget;
  /** A social network key (see SOCIAL_NETWORKS) or an icon name. */
  icon?: string;
  rel?: string;
  dc_strategy?: DcStrategy;
  aria?: { label: string };
  image?: { src: string; alt: string; width: number; height: number };
  /** Element of a wrapper item. */
  tag: 'div' | 'span';
  /** A wrapper's own items. */
  items?: FooterItem[];
}

export const DEFAULT_IMAGE_WIDTH = 200;
export const DEFAULT_IMAGE_HEIGHT = 80;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const positive = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : fallback;

export function linkTarget(value: unknown): LinkTarget {
  return value === '_blank' ? '_blank' : '_self';
}

/** rel as stored, with noopener added whenever the link opens a new window. */
export function linkRel(rel: unknown, target: LinkTarget): string | undefined {
  const parts = text(rel).split(/\s+/).filter(Boolean);
  if (target === '_blank' && !parts.includes('noopener')) parts.push('noopener');
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/** A stored item as a FooterItem, or null when it fails the validity rules (then it is dropped). */
export function normaliseFooterItem(value: unknown): FooterItem | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  const type: FooterItemType = (FOOTER_ITEM_TYPES as readonly unknown[]).includes(raw.type) ? (raw.type as FooterItemType) : 'link';
  const label = text(raw.label);
  const imageRaw = typeof raw.image === 'object' && raw.image !== null ? (raw.image as Record<string, unknown>) : undefined;
  // URLs through the stored-URL rule (safe-url.ts): a refused one is as if it were not there.
  const src = safeHref(imageRaw?.src) ?? '';
  if (type === 'image' && src === '') return null;
  if (type !== 'wrapper' && type !== 'image' && label === '') return null;
  const target = linkTarget(raw.target);
  const item: FooterItem = { type, label, target, tag: raw.tag === 'span' ? 'span' : 'div' };
  const id = text(raw.id);
  if (id) item.id = id;
  const className = text(raw.class);
  if (className) item.class = className;
  const url = safeHref(raw.url);
  if (url) {
    item.url = url;
    const rel = linkRel(raw.rel, target);
    if (rel) item.rel = rel;
  }
  const icon = text(raw.icon);
  if (icon) item.icon = icon;
  const strategy = parseDcStrategy(raw.dc_strategy);
  if (strategy) item.dc_strategy = strategy;
  const ariaLabel = text(typeof raw.aria === 'object' && raw.aria !== null ? (raw.aria as Record<string, unknown>).label : undefined);
  if (ariaLabel) item.aria = { label: ariaLabel };
  if (src) {
    item.image = {
      src,
      alt: text(imageRaw?.alt),
      width: positive(imageRaw?.width, DEFAULT_IMAGE_WIDTH),
      height: positive(imageRaw?.height, DEFAULT_IMAGE_HEIGHT),
    };
  }
  if (type === 'wrapper') {
    const children = normaliseFooterItems(raw.items);
    // An empty wrapper would render an empty box: dropped like any empty part.
    if (children.length === 0) return null;
    item.items = children;
  }
  return item;
}

export function normaliseFooterItems(value: unknown): FooterItem[] {
  if (!Array.isArray(value)) return [];
  return value.map(normaliseFooterItem).filter((item): item is FooterItem => item !== null);
}
