/**
 * The reservation's welcome (catalogue, "landing"), apart so the server draws the very same markup
 * into the element (server-render.tsx, in the flow's frame) and the widget's first render keeps
 * those nodes (docs/decisions.md, "Page speed as a first-time visitor gets it").
 */
import { SlotMessage } from '../features/flow/message.js';
import type { TextFn } from '../features/flow/slot-texts.js';
import type { ReservationTextKey } from './translations/en.js';

export function Landing({ t, focus, onStart }: { t: TextFn<ReservationTextKey>; focus: boolean; onStart: () => void }) {
  return (
    <SlotMessage
      key="landing"
      name="landing"
      t={t}
      slot="landing"
      focus={focus}
      button={{ action: 'start', label: t('landing_button'), onPress: onStart }}
    />
  );
}
