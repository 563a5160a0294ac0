/**
 * The footer as a setting describes it (docs/site-shell.md, "Footer": top columns of links or social
 * icons, rows with heading / heading tag / heading link / items, an optional retailers section, a
 * search bar, middle HTML, a medium link list with heading, bottom HTML). One setting per language,
 * `footer.configuration.{language}` (shape in docs/site-shell.md). Normalising drops invalid items
 * and every part left empty, so the renderer draws what remains and nothing else. Pure.
 */
import { safeHref } from '../safe-url.js';
import { linkTarget, normaliseFooterItems, type FooterItem, type LinkTarget } from './footer-item.js';

export const HEADING_TAGS = ['h2', 'h3', 'h4', 'h5', 'h6', 'p', 'div'] as const;
export type HeadingTag = (typeof HEADING_TAGS)[number];

export interface FooterRow {
  heading: string;
  heading_html_tag: HeadingTag;
  heading_link?: { url: string; target: LinkTarget };
  items: FooterItem[];
}

export interface FooterColumn {
  type: 'links' | 'social';
  rows: FooterRow[];
}

export interface FooterSearch {
  label: string;
  placeholder: string;
  /** A site path the GET form goes to (the page CSP allows same-site form targets only). */
  action: string;
  /** Name of the query parameter; "q" by default. */
  param: string;
  button_label: string;
}

export interface FooterConfig {
  columns: FooterColumn[];
  retailers: { heading: string; items: FooterItem[] } | null;
  search: FooterSearch | null;
  middle_html: string;
  medium_links: { heading: string; items: FooterItem[] } | null;
  bottom_html: string;
}

export const EMPTY_FOOTER: FooterConfig = {
  columns: [],
  retailers: null,
  search: null,
  middle_html: '',
  medium_links: null,
  bottom_html: '',
};

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

function headingTag(value: unknown): HeadingTag {
  const tag = text(value).toLowerCase();
  return (HEADING_TAGS as readonly string[]).includes(tag) ? (tag as HeadingTag) : 'h2';
}

function normaliseRow(value: unknown): FooterRow | null {
  const raw = record(value);
  if (!raw) return null;
  const items = normaliseFooterItems(raw.items);
  if (items.length === 0) return null;
  const row: FooterRow = { heading: text(raw.heading), heading_html_tag: headingTag(raw.heading_html_tag), items };
  const link = record(raw.heading_link);
  const url = safeHref(link?.url);
  if (url) row.heading_link = { url, target: linkTarget(link?.target) };
  return row;
}

function normaliseColumn(value: unknown): FooterColumn | null {
  const raw = record(value);
  if (!raw) return null;
  const rows = Array.isArray(raw.rows) ? raw.rows.map(normaliseRow).filter((row): row is FooterRow => row !== null) : [];
  if (rows.length === 0) return null;
  return { type: raw.type === 'social' ? 'social' : 'links', rows };
}

function normaliseList(value: unknown): { heading: string; items: FooterItem[] } | null {
  const raw = record(value);
  const items = normaliseFooterItems(raw?.items);
  return items.length > 0 ? { heading: text(raw?.heading), items } : null;
}

function normaliseSearch(value: unknown): FooterSearch | null {
  const raw = record(value);
  const action = text(raw?.action);
  // Only a same-site path: the page's CSP (form-action 'self') would block anything else.
  if (!raw || !action.startsWith('/') || action.startsWith('//')) return null;
  const label = text(raw.label);
  if (!label) return null;
  return {
    label,
    placeholder: text(raw.placeholder),
    action,
    param: text(raw.param) || 'q',
    button_label: text(raw.button_label) || label,
  };
}

/** The setting's parsed value (EMPTY_FOOTER's shape when it was invalid JSON or absent). */
export function normaliseFooterConfig(value: unknown): FooterConfig {
  const raw = record(value);
  if (!raw) return EMPTY_FOOTER;
  return {
    columns: Array.isArray(raw.columns) ? raw.columns.map(normaliseColumn).filter((column): column is FooterColumn => column !== null) : [],
    retailers: normaliseList(raw.retailers),
    search: normaliseSearch(raw.search),
    middle_html: text(raw.middle_html),
    medium_links: normaliseList(raw.medium_links),
    bottom_html: text(raw.bottom_html),
  };
}

/** Applies a filter (the dynamic-content visibility) to every item, dropping what becomes empty. */
export function filterFooterItems(config: FooterConfig, keep: (items: FooterItem[]) => FooterItem[]): FooterConfig {
  const list = (part: { heading: string; items: FooterItem[] } | null) => {
    if (!part) return null;
    const items = keep(part.items);
    return items.length > 0 ? { ...part, items } : null;
  };
  return {
    ...config,
    columns: config.columns
      .map((column) => ({
        ...column,
        rows: column.rows.map((row) => ({ ...row, items: keep(row.items) })).filter((row) => row.items.length > 0),
      }))
      .filter((column) => column.rows.length > 0),
    retailers: list(config.retailers),
    medium_links: list(config.medium_links),
  };
}

/** Every strategy key the footer uses, so the resolver fetches only what is needed. */
export function footerStrategyKeys(config: FooterConfig): string[] {
  const keys = new Set<string>();
  const visit = (items: FooterItem[]) =>
    items.forEach((item) => {
      if (item.dc_strategy) keys.add(item.dc_strategy.key);
      if (item.items) visit(item.items);
    });
  config.columns.forEach((column) => column.rows.forEach((row) => visit(row.items)));
  if (config.retailers) visit(config.retailers.items);
  if (config.medium_links) visit(config.medium_links.items);
  return [...keys];
}

export function isFooterEmpty(config: FooterConfig): boolean {
  return (
    config.columns.length === 0 && !config.retailers && !config.search && !config.middle_html && !config.medium_links && !config.bottom_html
  );
}
