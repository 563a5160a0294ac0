/** The retailer bar and the offers banner under the standard navigation (settings per language). */
import type { OffersBanner, RetailerBar } from '../../domain/navigation/header-bars.js';
import type { RenderContext } from '../blocks/types.js';
import { NAV_STRINGS } from './shell-nav-strings.js';

export function RetailerBarView({ ctx, bar }: { ctx: RenderContext; bar: RetailerBar }) {
  return (
    <aside className="lrdx-header-bar lrdx-retailer-bar" aria-label={NAV_STRINGS[ctx.segment].retailer}>
      <p className="lrdx-header-bar__text">
        <strong>{bar.name}</strong>
        {bar.address ? <span className="lrdx-retailer-bar__address">{bar.address}</span> : null}
        {bar.phone ? (
          <a href={`tel:${bar.phone.replace(/[^\d+]/g, '')}`}>
            <bdi dir="ltr">{bar.phone}</bdi>
          </a>
        ) : null}
        {bar.link ? (
          <a className="lrdx-retailer-bar__more" href={ctx.href(bar.link.url)}>
            {bar.link.label}
          </a>
        ) : null}
      </p>
    </aside>
  );
}

export function OffersBannerView({ ctx, banner }: { ctx: RenderContext; banner: OffersBanner }) {
  return (
    <aside className="lrdx-header-bar lrdx-offers-banner" aria-label={NAV_STRINGS[ctx.segment].offers}>
      <p className="lrdx-header-bar__text">
        <span>{banner.text}</span>
        {banner.link ? <a href={ctx.href(banner.link.url)}>{banner.link.label}</a> : null}
      </p>
    </aside>
  );
}
