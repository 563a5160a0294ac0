/**
 * Site header (docs/site-shell.md, "Which navigation a page shows"): skip link, the brand logo (always, so a visitor can get
 * home; by path from navigation.brand_logos) and the navigation of the page's variant:
 * - standard: the entries (nested, a real menu disclosure on phones), then the bars: breadcrumbs,
 *   retailer bar, offers banner;
 * - naas: the external navigation service's markup (the standard one when it failed);
 * - light: top-level entries only, no bars, for redesigned pages;
 * - logo_only: the logo alone.
 * Entries are left out on the pages of navigation.disabled_on_pages. The
 * <lrdx-site-header> wrapper hides the header on scroll down; without script it is plain sticky.
 * The header's full height is exposed as --lrdx-header-height on :root (site.css) for hash scrolling.
 */
import { createElement, type ReactNode } from 'react';
import { DEFAULT_BRAND_LOGO } from '../../domain/navigation/brand-logo.js';
import { breadcrumbTrail, showsBreadcrumbs } from '../../domain/navigation/breadcrumbs.js';
import type { NavEntry } from '../../domain/page.js';
import type { RenderContext } from '../blocks/types.js';
import { Breadcrumbs } from './breadcrumbs.js';
import { OffersBannerView, RetailerBarView } from './header-bars.js';
import { BrandLogo, brandName } from './logo.js';
import { NaasNavigationView } from './nav-naas.js';
import { EntriesNavigation } from './nav-standard.js';
import type { HeaderChrome } from './shell-chrome.js';
import { NAV_STRINGS } from './shell-nav-strings.js';
import { LanguageButton } from './language-button.js';

export interface HeaderProps {
  ctx: RenderContext;
  navEntries: NavEntry[];
  navigationDisabled: boolean;
  /** Current URL path ("/ku/stock"), to mark the current entry. */
  currentUrl: string;
  /** What settings decided for this page; without it, the standard navigation with the default logo. */
  chrome?: HeaderChrome | undefined;
  /** Controls at the header's end (the language button). */
  actions?: ReactNode;
}

export const STANDARD_HEADER: HeaderChrome = {
  variant: 'standard',
  entriesHidden: false,
  logo: DEFAULT_BRAND_LOGO,
  naas: null,
  retailerBar: null,
  offersBanner: null,
};

function Navigation({ ctx, navEntries, currentUrl, chrome }: Omit<HeaderProps, 'navigationDisabled'> & { chrome: HeaderChrome }) {
  switch (chrome.variant) {
    case 'logo_only':
      return null;
    case 'naas':
      return chrome.naas ? (
        <NaasNavigationView naas={chrome.naas} />
      ) : (
        <EntriesNavigation ctx={ctx} entries={navEntries} currentUrl={currentUrl} />
      );
    case 'light':
      return <EntriesNavigation ctx={ctx} entries={navEntries} currentUrl={currentUrl} light />;
    case 'standard':
      return <EntriesNavigation ctx={ctx} entries={navEntries} currentUrl={currentUrl} />;
  }
}

export function Header({ ctx, navEntries, navigationDisabled, currentUrl, chrome = STANDARD_HEADER, actions }: HeaderProps) {
  const hidden = navigationDisabled || chrome.entriesHidden;
  const standard = !hidden && chrome.variant === 'standard';
  const trail = standard ? breadcrumbTrail(navEntries, currentUrl) : [];
  const brand = brandName(chrome.logo);
  return (
    <>
      <a className="lrdx-skip-link" href="#main">
        {ctx.strings.skipToContent}
      </a>
      {createElement(
        'lrdx-site-header',
        { className: 'lrdx-site-header' },
        <header className={`lrdx-header lrdx-header--${hidden ? 'logo_only' : chrome.variant}`}>
          <div className="lrdx-header__inner">
            <a className="lrdx-header__logo" href={ctx.href(chrome.logo.homepage)}>
              <BrandLogo entry={chrome.logo} />
              <span className="lrdx-visually-hidden">
                {chrome.logo === DEFAULT_BRAND_LOGO ? ctx.strings.homeLinkLabel : NAV_STRINGS[ctx.segment].brandHome(brand)}
              </span>
            </a>
            {hidden ? null : <Navigation ctx={ctx} navEntries={navEntries} currentUrl={currentUrl} chrome={chrome} />}
            <div className="lrdx-header__actions">{actions ?? <LanguageButton ctx={ctx} />}</div>
          </div>
          {showsBreadcrumbs(trail) ? <Breadcrumbs ctx={ctx} trail={trail} homepage={chrome.logo.homepage} /> : null}
          {standard && chrome.retailerBar ? <RetailerBarView ctx={ctx} bar={chrome.retailerBar} /> : null}
          {standard && chrome.offersBanner ? <OffersBannerView ctx={ctx} banner={chrome.offersBanner} /> : null}
        </header>,
      )}
    </>
  );
}
