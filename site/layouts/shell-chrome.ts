/**
 * What the server resolved for a page's header and footer from settings (server/render/
 * shell-chrome.ts loads it): the layout only draws it. Without it (a caller that has not loaded
 * settings) the header shows the standard navigation and the footer only its copyright line.
 */
import type { BrandLogoEntry } from '../../domain/navigation/brand-logo.js';
import type { OffersBanner, RetailerBar } from '../../domain/navigation/header-bars.js';
import type { NavigationVariant } from '../../domain/navigation/variant.js';
import type { FooterConfig } from '../../domain/footer/footer-config.js';
import type { StrategyData } from '../../domain/dynamic-content/strategies.js';

export interface NaasMarkup {
  html: string;
  cssLink: string | null;
  javascriptLink: string | null;
}

export interface HeaderChrome {
  variant: NavigationVariant;
  /** The entries are hidden (home page, navigation.disabled_on_pages); the logo always stays. */
  entriesHidden: boolean;
  logo: BrandLogoEntry;
  /** Present only for the NaaS variant when the service answered. */
  naas: NaasMarkup | null;
  retailerBar: RetailerBar | null;
  offersBanner: OffersBanner | null;
}

export interface ShellChrome {
  header: HeaderChrome;
  footer: FooterConfig;
  /**
   * What the page's dynamic-content strategies fetched (footer, bars, blocks, quick links), by key;
   * a key that is missing is unknown, and its content shows.
   */
  dynamicContent?: ReadonlyMap<string, StrategyData>;
}
