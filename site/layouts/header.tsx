/**
 * Site header: skip link, logo (always, so a visitor can get home) and the navigation entries,
 * which are left out on pages where navigation is disabled (setting navigation.disabled_on_pages).
 * On narrow screens the entry list scrolls sideways instead of hiding behind a script-driven menu.
 * The <lrdx-site-header> wrapper is the enhancer (site/elements/) that hides the header on scroll
 * down; without script it is a plain sticky block.
 */
import { createElement } from 'react';
import type { NavEntry } from '../../domain/page.js';
import type { RenderContext } from '../blocks/types.js';
import { Logo } from './logo.js';
import { LanguageButton } from './language-button.js';

export interface HeaderProps {
  ctx: RenderContext;
  navEntries: NavEntry[];
  navigationDisabled: boolean;
  /** Current URL path ("/ku/stock"), to mark the current entry. */
  currentUrl: string;
}

function sameUrl(a: string, b: string): boolean {
  const trim = (url: string) => url.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return trim(a) === trim(b);
}

function NavList({ entries, all, ctx, currentUrl }: { entries: NavEntry[]; all: NavEntry[]; ctx: RenderContext; currentUrl: string }) {
  return (
    <ul className="lrdx-nav__list">
      {entries.map((entry) => {
        const href = ctx.href(entry.url);
        const children = all.filter((child) => child.parent_id === entry.id);
        return (
          <li key={entry.id} className="lrdx-nav__item">
            <a className="lrdx-nav__link" href={href} aria-current={sameUrl(href, currentUrl) ? 'page' : undefined}>
              {entry.label}
            </a>
            {children.length > 0 ? <NavList entries={children} all={all} ctx={ctx} currentUrl={currentUrl} /> : null}
          </li>
        );
      })}
    </ul>
  );
}

export function Header({ ctx, navEntries, navigationDisabled, currentUrl }: HeaderProps) {
  const ids = new Set(navEntries.map((entry) => entry.id));
  // Entries whose parent is missing are shown at the top level rather than lost.
  const topLevel = navEntries.filter((entry) => entry.parent_id === null || !ids.has(entry.parent_id));
  return (
    <>
      <a className="lrdx-skip-link" href="#main">
        {ctx.strings.skipToContent}
      </a>
      {createElement(
        'lrdx-site-header',
        { className: 'lrdx-site-header' },
        <header className="lrdx-header">
          <div className="lrdx-header__inner">
            <a className="lrdx-header__logo" href={ctx.href('/')}>
              <Logo />
              <span className="lrdx-visually-hidden">{ctx.strings.homeLinkLabel}</span>
            </a>
            {!navigationDisabled && topLevel.length > 0 ? (
              <nav className="lrdx-nav" aria-label={ctx.strings.mainNavigationLabel}>
                <NavList entries={topLevel} all={navEntries} ctx={ctx} currentUrl={currentUrl} />
              </nav>
            ) : null}
            <LanguageButton ctx={ctx} />
          </div>
        </header>,
      )}
    </>
  );
}
