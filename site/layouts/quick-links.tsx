/**
 * The FAB / quick-links bar (docs/site-shell.md, "Quick links"): rendered only when it has items; each item
 * knows whether it shows on desktop (first 4 by default) and mobile (first 3), so the bar works
 * without JavaScript. <lrdx-fab> re-renders it once the dynamic-content strategies have their data.
 */
import { QuickLinkIcon } from '../blocks/shared/quick-link-icons.js';
import { createElement } from 'react';
import { decideFabConfig, fabHasItems, visibleFabItems, type DcPredicate, type FabConfig } from '../../domain/shell/fab.js';
import type { RenderContext } from '../blocks/types.js';

export interface QuickLinksProps {
  ctx: RenderContext;
  config: FabConfig;
  label: string;
  /** The dynamic-content decision known on the server; content shows while unknown. */
  isVisible?: DcPredicate;
}

const resolve = (ctx: RenderContext, url: string): string => (url.startsWith('/') ? ctx.href(url) : url);

/**
 * The bar's settings as the page shows them, or null when it shows nothing: decided on the server,
 * so the element's own re-render shows the same items, and the layout keeps room for the bar from
 * the first paint (default-layout.tsx, `data-quick-links`).
 */
export function decideQuickLinks(stored: FabConfig, isVisible?: DcPredicate): FabConfig | null {
  const config = isVisible ? decideFabConfig(stored, isVisible) : stored;
  return fabHasItems(visibleFabItems(config)) ? config : null;
}

export function QuickLinks({ ctx, config: stored, label, isVisible }: QuickLinksProps) {
  const config = decideQuickLinks(stored, isVisible);
  if (!config) return null;
  const items = visibleFabItems(config);
  // Internal URLs already carry the language segment, for the element's own re-render too.
  const clientConfig = {
    ...config,
    desktop_count: config.desktopCount,
    mobile_count: config.mobileCount,
    items: config.items.map((item) => ({
      ...item,
      link: { ...item.link, url: resolve(ctx, item.link.url) },
      dc_strategy: item.dc_strategy?.fallback_link
        ? {
            ...item.dc_strategy,
            fallback_link: { ...item.dc_strategy.fallback_link, url: resolve(ctx, item.dc_strategy.fallback_link.url) },
          }
        : item.dc_strategy,
    })),
  };
  return createElement(
    'lrdx-fab',
    { class: 'lrdx-fab', 'data-config': JSON.stringify(clientConfig) },
    <nav className="lrdx-fab__nav" aria-label={label}>
      <ul className="lrdx-fab__list">
        {items.map((item, index) => {
          const blank = item.link.target === '_blank';
          const className = [
            'lrdx-fab__item',
            item.onDesktop ? '' : 'lrdx-fab__item--no-desktop',
            item.onMobile ? '' : 'lrdx-fab__item--no-mobile',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <li key={index} className={className}>
              <a
                className="lrdx-fab__link"
                href={resolve(ctx, item.link.url)}
                target={blank ? '_blank' : undefined}
                rel={blank ? 'noopener noreferrer' : undefined}
              >
                <QuickLinkIcon name={item.icon} />
                <span className="lrdx-fab__label">{item.link.link_text}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>,
  );
}
