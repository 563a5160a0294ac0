/**
 * Reservation flow: the heading and the custom element with the edited slots as its `texts` JSON;
 * the loader on the page upgrades the element. createElement keeps the hyphenated attributes.
 */
import { createElement } from 'react';
import { BlockSection } from '../shared/block-section.js';
import { BlockHeading } from '../shared/heading.js';
import { NoScriptNotice } from '../shared/no-script-notice.js';
import type { BlockRenderProps } from '../types.js';
import { RESERVATION_SLOT_DEFAULTS, type ReservationSlot } from './defaults.js';
import { changedSlots } from './slot-fields.js';
import type { ReservationFlowProps } from './template.js';
import { DEMO_LIST_KEY } from '../../../domain/demo-listing.js';
import { RESERVATION_STORAGE_KEY } from '../../../domain/reservation-storage-key.js';

/** The element's `texts` attribute: the slots the editor changed. Also the key of its server-drawn welcome. */
export const reservationTexts = (props: ReservationFlowProps): string => changedSlots<ReservationSlot>(props, RESERVATION_SLOT_DEFAULTS);

export function ReservationFlow({ props, ctx }: BlockRenderProps<ReservationFlowProps>) {
  const texts = reservationTexts(props);
  // The welcome as the server drew it (server/render/reservation-first-screens.ts): the page's
  // largest paint comes with the HTML, and the widget takes over those nodes.
  const firstScreen = ctx.reservationFirstScreens?.get(texts);
  const attributes: Record<string, string> = {
    className: 'lrdx-reservation',
    'list-key': props.list_key.trim() || DEMO_LIST_KEY,
    lang: ctx.segment,
    texts,
    'data-load-on': props.load_on,
  };
  if (firstScreen) {
    attributes['data-first-screen'] = 'server';
    // The welcome is on screen already: the widget's script waits for the visitor's first touch
    // instead of running during the page's load, unless this browser keeps a reservation in
    // progress, which the widget resumes at once (loader/loader.ts, `data-load-if-stored`).
    attributes['data-load-on'] = 'interaction';
    attributes['data-load-if-stored'] = RESERVATION_STORAGE_KEY;
  }
  if (props.cancellation_page.trim()) attributes['cancel-href'] = ctx.href(props.cancellation_page.trim());
  return (
    <BlockSection blockKey="reservation_flow" scrollId={props.block_scroll_id} className="lrdx-grid lrdx-flow-block">
      <BlockHeading heading={props.heading} level={props.heading_level} defaultLevel={1} />
      {createElement(
        'lrdx-reservation',
        attributes,
        ...(firstScreen ? [createElement('template', { shadowrootmode: 'open', dangerouslySetInnerHTML: { __html: firstScreen } })] : []),
      )}
      <NoScriptNotice text={props.noscript_text} />
    </BlockSection>
  );
}
