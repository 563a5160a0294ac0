/** Default layout: header with navigation, the main content, footer. */
import type { ReactNode } from 'react';
import type { NavEntry } from '../../domain/page.js';
import type { RenderContext } from '../blocks/types.js';
import { Footer } from './footer.js';
import { Header } from './header.js';

export interface DefaultLayoutProps {
  ctx: RenderContext;
  navEntries: NavEntry[];
  navigationDisabled: boolean;
  currentUrl: string;
  /** Already in the page language's digits (the server formats it; browsers lack Kurdish locale data). */
  year: string;
  children: ReactNode;
}

export function DefaultLayout({ ctx, navEntries, navigationDisabled, currentUrl, year, children }: DefaultLayoutProps) {
  return (
    <>
      <Header ctx={ctx} navEntries={navEntries} navigationDisabled={navigationDisabled} currentUrl={currentUrl} />
      {/* tabIndex lets the skip link move keyboard focus, not just the scroll position. */}
      <main id="main" className="lrdx-main" tabIndex={-1}>
        {children}
      </main>
      <Footer ctx={ctx} year={year} />
    </>
  );
}
