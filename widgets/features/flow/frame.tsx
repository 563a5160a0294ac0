/**
 * The element around every screen of a flow widget (the reservation, the cancellation): the
 * language and direction its texts are shown in, busy until they came, and the machine's state
 * (`data-state`) for tests and host styles. The reservation's server render draws it too, so the
 * widget's first render keeps the server's nodes (docs/decisions.md, "Page speed as a first-time
 * visitor gets it").
 */
import type { ReactNode } from 'react';
import { directionOf, htmlLangOf, type Language } from '../../runtime/i18n.js';

export interface FlowFrameProps {
  /** The flow's name, its class `lrdx-<flow>` beside `lrdx-flow`. */
  flow: string;
  language: Language;
  /** The texts have come: no longer busy. */
  ready: boolean;
  /** The machine's state value as JSON. */
  state: string;
  children?: ReactNode;
}

export function FlowFrame({ flow, language, ready, state, children }: FlowFrameProps) {
  return (
    <div
      className={`lrdx-flow lrdx-${flow}`}
      dir={directionOf(language)}
      lang={htmlLangOf(language)}
      aria-busy={ready ? 'false' : 'true'}
      data-state={state}
    >
      {children}
    </div>
  );
}
