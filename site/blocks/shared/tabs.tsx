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
  /** Side padding of the tab in px (expanded entry form: tab_x_padding). */
  paddingInline?: number;
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
              className="lrdx-tabs__tab"
              href={`#${tab.id}`}
              data-tab={tab.id}
              data-blocks-count={tab.blocksCount}
              style={tab.paddingInline === undefined ? undefined : { paddingInline: `${tab.paddingInline}px` }}
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
