/**
 * Retailer locator: <lrdx-retailer-locator> with its variant, and inside it (light DOM, hidden by
 * the element's shadow root once the widget renders) every retailer of the dealers table as a
 * plain list with call and directions links, so the page reads and works without script.
 */
import { createElement } from 'react';
import { localizeOpeningHours } from '../../../domain/opening-hours.js';
import { telHref } from '../../../domain/retailer-contact.js';
import { directionsHref } from '../../../domain/locate-retailers.js';
import { BlockSection } from '../shared/block-section.js';
import { RetailerHeading } from '../shared/retailer-heading.js';
import { NoScriptNotice } from '../shared/no-script-notice.js';
import type { BlockRenderProps } from '../types.js';
import { RETAILER_LOCATOR_VARIANTS, type RetailerLocatorProps, type RetailerLocatorVariant } from './template.js';
import { LOCATOR_FALLBACK_TEXTS } from './texts.js';

export function RetailerLocator({ props, ctx }: BlockRenderProps<RetailerLocatorProps>) {
  const texts = LOCATOR_FALLBACK_TEXTS[ctx.segment];
  const variant: RetailerLocatorVariant = (RETAILER_LOCATOR_VARIANTS as readonly string[]).includes(props.variant)
    ? (props.variant as RetailerLocatorVariant)
    : 'full';
  const retailers = ctx.retailers ?? [];
  return (
    <BlockSection
      blockKey="retailer_locator"
      scrollId={props.block_scroll_id}
      className={`lrdx-grid lrdx-locator-block lrdx-locator-block--${variant}`}
    >
      {createElement(
        'lrdx-retailer-locator',
        // A heading above names the locator (the block's choice): its title, drawn by the widget and
        // in the fallback, stays for screen readers only (docs/retailer-locator.md).
        { className: 'lrdx-retailer-locator', lang: ctx.segment, variant, ...(props.hide_title ? { 'hide-title': 'true' } : {}) },
        <div className="lrdx-locator-fallback">
          <h2 className={props.hide_title ? 'lrdx-heading lrdx-visually-hidden' : 'lrdx-heading'}>{texts.title}</h2>
          {retailers.length === 0 ? (
            <p className="lrdx-paragraph">{texts.none}</p>
          ) : (
            <ul className="lrdx-retailers__list">
              {retailers.map((retailer) => (
                <li key={retailer.code} className="lrdx-retailers__item">
                  <RetailerHeading retailer={retailer} ctx={ctx} />
                  {retailer.openingHours ? (
                    <p>
                      {texts.hours}: <bdi>{localizeOpeningHours(retailer.openingHours, ctx.segment)}</bdi>
                    </p>
                  ) : null}
                  <p>
                    {retailer.phone ? (
                      <>
                        <a href={telHref(retailer.phone)}>
                          {texts.call} <bdi>{retailer.phone}</bdi>
                        </a>{' '}
                        ·{' '}
                      </>
                    ) : null}
                    <a href={directionsHref({ latitude: null, longitude: null, address: retailer.address, city: retailer.city })}>
                      {texts.directions}
                    </a>
                  </p>
                </li>
              ))}
            </ul>
          )}
          <NoScriptNotice text={texts.noScript} />
        </div>,
      )}
    </BlockSection>
  );
}
