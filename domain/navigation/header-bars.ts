/**
 * The bars under the standard navigation: breadcrumbs, a retailer
 * bar or an offers banner (docs/site-shell.md, "Which navigation a page shows"): one
 * setting per language each, `navigation.retailer_bar.{language}` and
 * `navigation.offers_banner.{language}`; `paths` (patterns) limits the pages a bar shows on, no
 * `paths` means every page with the standard navigation. Pure.
 */
import { parseDcStrategy, type DcStrategy } from '../dynamic-content/strategies.js';
import { safeHref } from '../safe-url.js';
import { matchesPathPattern } from './site-path.js';

export interface BarLink {
  url: string;
  label: string;
}

export interface RetailerBar {
  name: string;
  phone?: string;
  address?: string;
  link?: BarLink;
}

export interface OffersBanner {
  text: string;
  link?: BarLink;
  dc_strategy?: DcStrategy;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

function barLink(value: unknown): BarLink | undefined {
  const raw = record(value);
  const url = safeHref(raw?.url);
  const label = text(raw?.label);
  return url && label ? { url, label } : undefined;
}

function onPath(raw: Record<string, unknown>, path: string): boolean {
  if (!Array.isArray(raw.paths)) return true;
  return raw.paths.some((pattern) => typeof pattern === 'string' && matchesPathPattern(path, pattern));
}

/** The retailer bar of this page, or null (no setting, no name, or another page). */
export function retailerBarFor(value: unknown, path: string): RetailerBar | null {
  const raw = record(value);
  if (!raw || !onPath(raw, path)) return null;
  const name = text(raw.name);
  if (!name) return null;
  const bar: RetailerBar = { name };
  const phone = text(raw.phone);
  if (phone) bar.phone = phone;
  const address = text(raw.address);
  if (address) bar.address = address;
  const link = barLink(raw.link);
  if (link) bar.link = link;
  return bar;
}

/** The offers banner of this page, or null (no setting, no text, or another page). */
export function offersBannerFor(value: unknown, path: string): OffersBanner | null {
  const raw = record(value);
  if (!raw || !onPath(raw, path)) return null;
  const bannerText = text(raw.text);
  if (!bannerText) return null;
  const banner: OffersBanner = { text: bannerText };
  const link = barLink(raw.link);
  if (link) banner.link = link;
  const strategy = parseDcStrategy(raw.dc_strategy);
  if (strategy) banner.dc_strategy = strategy;
  return banner;
}
