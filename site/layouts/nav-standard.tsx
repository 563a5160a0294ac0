/**
 * The navigation entries of the standard and light variants. Wide screens show the top-level
 * entries in a row, an entry with sub-entries opens as a <details> dropdown; narrow screens show a
 * menu button, a <details> disclosure whose panel lists every entry (the button names its panel
 * with aria-controls). Both work without script; <lrdx-nav-menu> (site/elements/nav-menu.ts) adds
 * aria-expanded, Escape, closing on a chosen link or an outside click, and one dropdown at a time. CSS shows one of the two lists per breakpoint (display: none
 * also hides the other from assistive technology).
 */
import { createElement } from 'react';
import type { NavEntry } from '../../domain/page.js';
import type { RenderContext } from '../blocks/types.js';
import { NAV_STRINGS } from './shell-nav-strings.js';

export interface NavTree {
  entry: NavEntry;
  children: NavTree[];
}

/** Entries as a tree in menu order; an entry whose parent is missing is shown at the top level. */
export function navTree(entries: readonly NavEntry[]): NavTree[] {
  const ids = new Set(entries.map((entry) => entry.id));
  const build = (parentId: number | null, seen: Set<number>): NavTree[] =>
    entries
      .filter((entry) => (parentId === null ? entry.parent_id === null || !ids.has(entry.parent_id) : entry.parent_id === parentId))
      .filter((entry) => !seen.has(entry.id))
      .map((entry) => ({ entry, children: build(entry.id, new Set([...seen, entry.id])) }));
  return build(null, new Set());
}

function samePath(a: string, b: string): boolean {
  const trim = (url: string) => url.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return trim(a) === trim(b);
}

interface ListProps {
  tree: NavTree[];
  ctx: RenderContext;
  currentUrl: string;
}

function EntryLink({ entry, ctx, currentUrl, className }: { entry: NavEntry; ctx: RenderContext; currentUrl: string; className: string }) {
  const href = ctx.href(entry.url);
  return (
    <a className={className} href={href} aria-current={samePath(href, currentUrl) ? 'page' : undefined}>
      {entry.label}
    </a>
  );
}

/** Wide screens: a row; an entry with children is a dropdown that also links the entry itself. */
function RowList({ tree, ctx, currentUrl }: ListProps) {
  return (
    <ul className="lrdx-nav__list">
      {tree.map(({ entry, children }) => (
        <li key={entry.id} className="lrdx-nav__item">
          {children.length === 0 ? (
            <EntryLink entry={entry} ctx={ctx} currentUrl={currentUrl} className="lrdx-nav__link" />
          ) : (
            <details className="lrdx-nav__group">
              <summary className="lrdx-nav__link lrdx-nav__group-button">{entry.label}</summary>
              <ul className="lrdx-nav__dropdown">
                <li>
                  <EntryLink entry={entry} ctx={ctx} currentUrl={currentUrl} className="lrdx-nav__sublink" />
                </li>
                {children.map((child) => (
                  <li key={child.entry.id}>
                    <EntryLink entry={child.entry} ctx={ctx} currentUrl={currentUrl} className="lrdx-nav__sublink" />
                  </li>
                ))}
              </ul>
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Narrow screens: every entry, sub-entries indented under their parent. */
function PanelList({ tree, ctx, currentUrl, depth }: ListProps & { depth: number }) {
  return (
    <ul className={depth === 0 ? 'lrdx-menu__list' : 'lrdx-menu__list lrdx-menu__list--nested'}>
      {tree.map(({ entry, children }) => (
        <li key={entry.id}>
          <EntryLink entry={entry} ctx={ctx} currentUrl={currentUrl} className="lrdx-menu__link" />
          {children.length > 0 ? <PanelList tree={children} ctx={ctx} currentUrl={currentUrl} depth={depth + 1} /> : null}
        </li>
      ))}
    </ul>
  );
}

function MenuIcon() {
  return (
    <svg className="lrdx-menu__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path className="lrdx-menu__icon-open" d="M3 6h18M3 12h18M3 18h18" />
      <path className="lrdx-menu__icon-close" d="M5 5l14 14M19 5L5 19" />
    </svg>
  );
}

/** The phone menu's panel; one header per page, so one id. */
export const MENU_PANEL_ID = 'lrdx-menu-panel';

export interface EntriesNavigationProps {
  ctx: RenderContext;
  entries: readonly NavEntry[];
  currentUrl: string;
  /** The light variant: top-level entries only, no dropdowns. */
  light?: boolean;
}

export function EntriesNavigation({ ctx, entries, currentUrl, light = false }: EntriesNavigationProps) {
  const full = navTree(entries);
  const tree = light ? full.map(({ entry }) => ({ entry, children: [] })) : full;
  if (tree.length === 0) return null;
  const label = ctx.strings.mainNavigationLabel;
  return createElement(
    'lrdx-nav-menu',
    { className: 'lrdx-nav-menu' },
    <nav className="lrdx-nav" aria-label={label}>
      <RowList tree={tree} ctx={ctx} currentUrl={currentUrl} />
    </nav>,
    <details className="lrdx-menu">
      <summary className="lrdx-menu__button" aria-controls={MENU_PANEL_ID}>
        <MenuIcon />
        <span>{NAV_STRINGS[ctx.segment].menu}</span>
      </summary>
      <nav id={MENU_PANEL_ID} className="lrdx-menu__panel" aria-label={label}>
        <PanelList tree={tree} ctx={ctx} currentUrl={currentUrl} depth={0} />
      </nav>
    </details>,
  );
}
