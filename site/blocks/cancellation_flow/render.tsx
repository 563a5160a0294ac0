/** Cancellation flow: the heading and the custom element with the edited slots as its `texts` JSON. */
import { createElement } from 'react';
import { changedSlots } from '../reservation_flow/slot-fields.js';
import { BlockSection } from '../shared/block-section.js';
import { BlockHeading } from '../shared/heading.js';
import { NoScriptNotice } from '../shared/no-script-notice.js';
import type { BlockRenderProps } from '../types.js';
import { CANCELLATION_SLOT_DEFAULTS, type CancellationSlot } from './defaults.js';
import type { CancellationFlowProps } from './template.js';

export function CancellationFlow({ props, ctx }: BlockRenderProps<CancellationFlowProps>) {
  return (
    <BlockSection blockKey="cancellation_flow" scrollId={props.block_scroll_id} className="lrdx-grid lrdx-flow-block">
      <BlockHeading heading={props.heading} level={props.heading_level} defaultLevel={1} />
      {createElement('lrdx-cancellation', {
        className: 'lrdx-cancellation',
        lang: ctx.segment,
        texts: changedSlots<CancellationSlot>(props, CANCELLATION_SLOT_DEFAULTS),
        'data-load-on': props.load_on,
      })}
      <NoScriptNotice text={props.noscript_text} />
    </BlockSection>
  );
}
