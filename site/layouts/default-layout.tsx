/**
 * Default layout: the cookie consent (first in focus order, docs/cookie-consent.md), header with
 * navigation, the main content, footer (with the "Cookie settings" button), the other shell parts.
 */
import type { ReactNode } from 'react';
import type { NavEntry } from '../../domain/page.js';
import type { RenderContext } from '../blocks/types.js';
import { Footer } from './footer.js';
import { Header } from './header.js';
import type { PageBlock } from '../../domain/page.js';
import { consentReopenLabel, pageShowsQuickLinks, ShellConsent, ShellElements } from './shell-elements.js';
import type { ShellElementSettings } from './shell-elements-settings.js';
import type { ShellChrome } from './shell-chrome.js';

export interface DefaultLayoutProps {
  ctx: RenderContext;
  navEntries: NavEntry[];
  navigationDisabled: boolean;
  currentUrl: string;
  /** Already in the page language's digits (the server formats it; browsers lack Kurdish locale data). */
  year: string;
  /** Header variant, logo, bars and footer from settings (server/render/shell-chrome.ts). */
  chrome?: ShellChrome | undefined;
  children: ReactNode;
  /** Cookie consent, quick links, modals and exit popup settings; defaults when absent. */
  shellElements?: ShellElementSettings | undefined;
  /** The page's blocks, for a quick-links (`fab`) block. */
  blocks?: readonly PageBlock[] | undefined;
  /** Stands in for the footer when the server has it drawn already (server/render/footer-memo.tsx). */
  footer?: ReactNode;
}

export function DefaultLayout({
  ctx,
  navEntries,
  navigationDisabled,
  currentUrl,
  year,
  chrome,
  children,
  shellElements,
  blocks,
  footer,
}: DefaultLayoutProps) {
  const dynamicContent = chrome?.dynamicContent ? { data: chrome.dynamicContent, path: currentUrl } : undefined;
  // The bar follows the footer, so a browser paints the content before it has parsed the bar: main
  // says from the start that the bar will be there, and the content's gutters keep room for it from
  // the first paint instead of widening when the bar arrives (docs/site-shell.md, "Quick links").
  const quickLinks = pageShowsQuickLinks({ ctx, settings: shellElements, blocks, dynamicContent });
  return (
    <>
      <ShellConsent ctx={ctx} settings={shellElements} />
      <Header ctx={ctx} navEntries={navEntries} navigationDisabled={navigationDisabled} currentUrl={currentUrl} chrome={chrome?.header} />
      {/* tabIndex lets the skip link move keyboard focus, not just the scroll position. */}
      <main id="main" className="lrdx-main" tabIndex={-1} data-quick-links={quickLinks ? '' : undefined}>
        {children}
      </main>
      {footer ?? <Footer ctx={ctx} year={year} config={chrome?.footer} consentLabel={consentReopenLabel(ctx, shellElements)} />}
      <ShellElements ctx={ctx} settings={shellElements} blocks={blocks} dynamicContent={dynamicContent} />
    </>
  );
}
