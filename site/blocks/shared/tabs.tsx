/**
 * The server half of tabs. Without script the tab list is a list of in-page links to each panel
 * (all panels shown); <lrdx-tabs> (site/elements/tabs/) turns it into the WAI-ARIA tabs pattern
 * (roving tabindex, arrow keys mirrored in RTL, Home/End). Panels are either the element's own
 * children (`panels`) or, for section tabs, the next `blocksCount` blocks of the page after it.
 */
import { createElement, type ReactNode } from 'react';

export interface TabSpec {
  id: string;
  label: string;
  /** Section tabs: how many following page blocks this tab shows. */
  blocksCount?: number;
  /** Picture of an image tab. */
  image?: ReactNode;
  icon?: ReactNode;
  /**
   * Side padding of the tab in whole px, 0–80 (expanded entry form: tab_x_padding). Written as a
   * class (`lrdx-tabs__tab--pad-N`, expanded_entry_form/styles.css): the page's CSP drops inline
   * style attributes.
   */
  paddingInline?: number;
}

/** The largest side padding the stylesheet has a class for (the field's maximum). */
export const TAB_PADDING_MAX = 80;

/** The class that gives a tab its side padding, rounded to whole px within 0–80. */
export function tabPaddingClass(px: number): string {
  const clamped = Math.min(TAB_PADDING_MAX, Math.max(0, Math.round(Number.isFinite(px) ? px : 0)));
  return `lrdx-tabs__tab--pad-${clamped}`;
}

export function tabId(raw: string, index: number, prefix: string): string {
  const clean = raw.trim().replace(/[^A-Za-z0-9_-]/g, '-');
  return clean || `${prefix}-${index + 1}`;
}

export function Tabs({ label, tabs, panels, variant }: { label: string; tabs: TabSpec[]; panels?: ReactNode[]; variant?: string }) {
  return createElement(
    'lrdx-tabs',
    {
      className: ['lrdx-tabs', variant ? `lrdx-tabs--${variant}` : ''].filter(Boolean).join(' '),
      'data-mode': panels ? 'inline' : 'siblings',
    },
    <nav className="lrdx-tabs__nav" aria-label={label}>
      <ul className="lrdx-tabs__list">
        {tabs.map((tab) => (
          <li key={tab.id}>
            <a
              className={tab.paddingInline === undefined ? 'lrdx-tabs__tab' : `lrdx-tabs__tab ${tabPaddingClass(tab.paddingInline)}`}
              href={`#${tab.id}`}
              data-tab={tab.id}
              data-blocks-count={tab.blocksCount}
            >
              {tab.image}
              {tab.icon}
              <span className="lrdx-tabs__label">{tab.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>,
    panels
      ? panels.map((panel, index) => (
          <div key={tabs[index]?.id ?? index} id={tabs[index]?.id} className="lrdx-tabs__panel">
            {panel}
          </div>
        ))
      : null,
  );
}
