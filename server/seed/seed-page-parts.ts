/** Building parts shared by the seeded pages of every language (server/seed/content-pages*.ts). */
import { vehiclePicturePath } from '../../domain/vehicle-picture.js';
import type { PageBlock } from '../../domain/page.js';

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
