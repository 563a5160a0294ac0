/** Building parts shared by the seeded pages of every language (server/seed/content-pages*.ts). */
import type { Insertable } from 'kysely';
import type { Language } from '../../domain/languages.js';
import { vehiclePicturePath } from '../../domain/vehicle-picture.js';
import type { PageBlock } from '../../domain/page.js';
import { EMPTY_CONTENT, liveColumns } from '../cms/page-content.js';
import type { PagesTable } from '../db/schema.js';

/** A text of the seeded content in each language. */
export type Texts = Record<Language, string>;
export const t = (ku: string, ar: string, en: string): Texts => ({ ku, ar, en });

/** Fixed so the seed is deterministic. */
export const SEEDED_AT = '2025-01-01T00:00:00.000Z';

export interface SeedPage {
  path: string;
  title: string;
  meta_title: string | null;
  meta_description: string;
  blocks: PageBlock[];
  /**
   * Reached on purpose from somewhere other than the site's links (the QA page of every block):
   * stored as the page's "hide from the navigation" flag, which also exempts it from the rule
   * that every page is reachable (docs/site-shell.md, "Every page is reachable").
   */
  nav_hidden?: true;
}

/**
 * A page of its own in `language` (the electric, retailer locator and vehicle services pages):
 * titled and described by its texts, with no meta title apart from its title.
 */
export function titledPage(language: Language, path: string, texts: { title: Texts; description: Texts }, blocks: PageBlock[]): SeedPage {
  return { path, title: texts.title[language], meta_title: null, meta_description: texts.description[language], blocks };
}

/** A page seeded in every language, built by `page` for each. */
export const inEveryLanguage = (page: (language: Language) => SeedPage): Readonly<Record<Language, readonly SeedPage[]>> => ({
  ku: [page('ku')],
  ar: [page('ar')],
  en: [page('en')],
});

/**
 * A seeded page's row: published, with what the page names (path, titles, blocks, hidden from the
 * navigation or not) over the columns of a page an editor creates empty (server/cms/page-content.ts).
 */
export function seededPageRow(
  language: Language,
  page: Pick<SeedPage, 'path' | 'title' | 'meta_title' | 'meta_description' | 'blocks'> & { navHidden: boolean },
): Insertable<PagesTable> {
  return {
    ...liveColumns(EMPTY_CONTENT),
    language,
    path: page.path,
    title: page.title,
    meta_title: page.meta_title,
    meta_description: page.meta_description,
    nav_hidden: page.navHidden ? 1 : 0,
    blocks: JSON.stringify(page.blocks),
    state: 'published',
    created_at: SEEDED_AT,
    updated_at: SEEDED_AT,
  };
}

/** A block with its scroll id (the in-page anchor) first among its props. */
export const scrolledBlock = (id: string, template: string, scrollId: string, props: PageBlock['props']): PageBlock => ({
  id,
  template,
  props: { block_scroll_id: scrollId, ...props },
});

export const link = (link_text: string, url: string, ui_type = 'primary') => ({
  link_text,
  url,
  type: 'internal',
  target: '_self',
  ui_type,
  size: 'medium',
});

export const card = (heading: string, paragraph: string, image?: { src: string; alt: string }, cardLink?: ReturnType<typeof link>) => ({
  heading,
  paragraph,
  image: image ?? { src: '', alt: '' },
  link: cardLink ?? { link_text: '', url: '' },
});

export const familyPicture = (colorHex: string, alt: string) => ({ src: vehiclePicturePath('suv', colorHex, 'side', 'normal'), alt });

/**
 * The stock page filtered by one family (Range Rover, Defender, Discovery): the stock locator reads
 * its filters from the page's query (domain/filter-url-codec.ts: one `family=` per value).
 */
export const familyStockPath = (family: string): string => `/stock?${new URLSearchParams({ family }).toString()}`;

export const familyLink = (linkText: string, family: string) => link(linkText, familyStockPath(family), 'tertiary');

export interface SeedNavEntry {
  label: string;
  url: string;
  /** Entries under this one: a dropdown on wide screens, a nested list in the phone menu. */
  children?: readonly SeedNavEntry[];
}

/** The stock entry's children: each family's cars in stock, labelled in the page language. */
export const familyNavEntries = (segment: string, labels: readonly [string, string, string]): SeedNavEntry[] =>
  (['Range Rover', 'Defender', 'Discovery'] as const).map((family, index) => ({
    label: labels[index] ?? family,
    url: `/${segment}${familyStockPath(family)}`,
  }));
