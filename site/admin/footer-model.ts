/**
 * The footer screen's pure parts: new empty pieces; a server field path
 * (`configuration.columns[0].rows[1].items[2].url`) named the way the screen shows it
 * ("Column 1 › Group 2 › Link 3 › Address"), so a refusal points at what the editor sees; and the
 * collapsible sections' keys and summaries (a column "Column 1: Models · 3 links").
 */
import type { FooterColumn, FooterConfig, FooterRow } from '../../domain/footer/footer-config.js';
import type { FooterItem } from '../../domain/footer/footer-item.js';
import type { FooterStrings } from './footer-i18n.js';

export const newItem = (): FooterItem => ({ type: 'link', label: '', url: '', target: '_self', tag: 'div' });
export const newRow = (): FooterRow => ({ heading: '', heading_html_tag: 'h2', items: [newItem()] });
export const newColumn = (): FooterColumn => ({ type: 'links', rows: [newRow()] });

const numbered = (template: string, index: string) => template.replace('{n}', String(Number(index) + 1));

export function footerFieldName(path: string, s: FooterStrings): string {
  const names: Record<string, string> = {
    heading: s.groupHeading,
    heading_link: s.groupLink,
    label: s.label,
    url: s.url,
    icon: s.icon,
    target: s.newWindow,
    retailers: s.retailers,
    medium_links: s.mediumLinks,
    search: s.search,
    action: s.searchAction,
    placeholder: s.searchPlaceholder,
    button_label: s.searchButton,
    middle_html: s.middleHtml,
    bottom_html: s.bottomHtml,
  };
  const parts: string[] = [];
  for (const part of path.split('.').slice(path.startsWith('configuration') ? 1 : 0)) {
    const match = /^(\w+)(?:\[(\d+)\])?$/.exec(part);
    if (!match) return path;
    const [, name = '', index] = match;
    if (name === 'columns' && index !== undefined) parts.push(numbered(s.column, index));
    else if (name === 'rows' && index !== undefined) parts.push(numbered(s.group, index));
    else if (name === 'items' && index !== undefined) parts.push(numbered(s.link, index));
    else parts.push(names[name] ?? name);
  }
  return parts.join(' › ');
}

/** Keys of the screen's collapsible sections: a column, a group of a column, the two named lists. */
export const sectionKey = {
  column: (c: number) => `column-${c}`,
  group: (c: number, r: number) => `column-${c}-group-${r}`,
  retailers: 'retailers',
  mediumLinks: 'medium-links',
} as const;

/**
 * What is open when a footer loads: the first column; and in every column its first group, so
 * opening a column (or jumping to it) shows its links at once rather than one more summary.
 */
export function initiallyOpen(config: FooterConfig): string[] {
  return [sectionKey.column(0), ...config.columns.map((_, c) => sectionKey.group(c, 0))];
}

/** The sections to open so the field a refusal names is on screen (none for the search and HTML, always shown). */
export function sectionsOfField(path: string): string[] {
  const column = /columns\[(\d+)\](?:\.rows\[(\d+)\])?/.exec(path);
  if (column) {
    const c = Number(column[1]);
    return column[2] === undefined ? [sectionKey.column(c)] : [sectionKey.column(c), sectionKey.group(c, Number(column[2]))];
  }
  if (/(^|\.)retailers(\.|$)/.test(path)) return [sectionKey.retailers];
  if (/(^|\.)medium_links(\.|$)/.test(path)) return [sectionKey.mediumLinks];
  return [];
}

/** A group's summary after its name: its heading (or "no heading") and how many links it holds. */
export function groupSummary(row: FooterRow, s: FooterStrings): string {
  return `${row.heading.trim() || s.noHeading} · ${s.linkCount(row.items.length)}`;
}

/** A column's summary after its name: its groups' headings and how many links they hold together. */
export function columnSummary(column: FooterColumn, s: FooterStrings): string {
  const headings = column.rows.map((row) => row.heading.trim()).filter(Boolean);
  const links = column.rows.reduce((sum, row) => sum + row.items.length, 0);
  return `${headings.length ? headings.join(', ') : s.noHeading} · ${s.linkCount(links)}`;
}
