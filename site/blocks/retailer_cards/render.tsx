/**
 * Retailer cards: every card server-rendered (name, place, services, the editor's links) inside
 * <lrdx-retailer-locator variant="list"> which gets the same groups as JSON and adds the search and
 * "near me" once it runs. Links are filtered by domain/retailer-cards.ts (tel:, mailto:, http(s):, paths).
 */
import { createElement } from 'react';
import { retailersFromCards } from '../../../domain/retailer-cards.js';
import { BlockSection } from '../shared/block-section.js';
import { RetailerHeading } from '../shared/retailer-heading.js';
import type { BlockRenderProps } from '../types.js';
import type { RetailerCardsProps } from './template.js';

function ownTitle(json: string): string {
  try {
    const parsed: unknown = JSON.parse(json || '{}');
    const title = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>).title : undefined;
    return typeof title === 'string' ? title : '';
  } catch {
    return '';
  }
}

export function RetailerCards({ props, ctx }: BlockRenderProps<RetailerCardsProps>) {
  const groups = Array.isArray(props.retailers) ? props.retailers : [];
  const cards = retailersFromCards(groups);
  const unit = props.distance_unit === 'mi' ? 'mi' : 'km';
  const title = ownTitle(props.translations);
  return (
    <BlockSection blockKey="retailer_cards" scrollId={props.block_scroll_id} className="lrdx-grid lrdx-retailer-cards">
      {createElement(
        'lrdx-retailer-locator',
        {
          className: 'lrdx-retailer-locator',
          lang: ctx.segment,
          variant: 'list',
          'distance-unit': unit,
          retailers: JSON.stringify(groups),
          texts: props.translations || '{}',
        },
        <div className="lrdx-locator-fallback">
          {title ? <h2 className="lrdx-heading">{title}</h2> : null}
          <ul className="lrdx-retailers__list">
            {cards.map((card) => (
              <li key={card.dealer_code} className="lrdx-retailers__item">
                <RetailerHeading retailer={card} ctx={ctx} />
                {card.services && card.services.length > 0 ? (
                  <ul className="lrdx-retailer-cards__services">
                    {card.services.map((service) => (
                      <li key={service.label}>{service.label}</li>
                    ))}
                  </ul>
                ) : null}
                <p>
                  {(card.contacts ?? []).map((contact) => (
                    <a key={contact.href} className="lrdx-button lrdx-button--secondary" href={contact.href}>
                      <bdi>{contact.label}</bdi>
                    </a>
                  ))}
                </p>
              </li>
            ))}
          </ul>
        </div>,
      )}
    </BlockSection>
  );
}
