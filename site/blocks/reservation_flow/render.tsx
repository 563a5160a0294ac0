/**
 * Reservation flow: the heading and the custom element with the edited slots as its `texts` JSON;
 * the loader on the page upgrades the element. createElement keeps the hyphenated attributes.
 */
import { createElement } from 'react';
import { BlockSection } from '../shared/block-section.js';
import { Heading, headingLevel } from '../shared/heading.js';
import type { BlockRenderProps } from '../types.js';
import { RESERVATION_SLOT_DEFAULTS, type ReservationSlot } from './defaults.js';
import { changedSlots } from './slot-fields.js';
import type { ReservationFlowProps } from './template.js';
import { DEMO_LIST_KEY } from '../../../domain/demo-listing.js';

export function ReservationFlow({ props, ctx }: BlockRenderProps<ReservationFlowProps>) {
  const attributes: Record<string, string> = {
    className: 'lrdx-reservation',
    'list-key': props.list_key.trim() || DEMO_LIST_KEY,
    lang: ctx.segment,
    texts: changedSlots<ReservationSlot>(props, RESERVATION_SLOT_DEFAULTS),
    'data-load-on': props.load_on,
  };
  if (props.cancellation_page.trim()) attributes['cancel-href'] = ctx.href(props.cancellation_page.trim());
  return (
    <BlockSection blockKey="reservation_flow" scrollId={props.block_scroll_id} className="lrdx-grid lrdx-flow-block">
      {props.heading ? (
        <Heading level={headingLevel(props.heading_level, 1)} className="lrdx-heading">
          {props.heading}
        </Heading>
      ) : null}
      {createElement('lrdx-reservation', attributes)}
      {props.noscript_text ? (
        <noscript>
          <p className="lrdx-notice">{props.noscript_text}</p>
        </noscript>
      ) : null}
    </BlockSection>
  );
}
