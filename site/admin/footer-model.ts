/**
 * The footer screen's pure parts: new empty pieces, and a server field path
 * (`configuration.columns[0].rows[1].items[2].url`) named the way the screen shows it
 * ("Column 1 › Group 2 › Link 3 › Address"), so a refusal points at what the editor sees.
 */
import type { FooterColumn, FooterRow } from '../../domain/footer/footer-config.js';
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
