/**
 * The reservation's welcome (catalogue, "landing") and the frame around every screen, apart so the
 * server draws the very same markup into the element (server-render.tsx) and the widget's first
 * render keeps those nodes (docs/decisions.md, "Page speed as a first-time visitor gets it").
 */
import type { ReactNode } from 'react';
import { Button } from '../ui/button.js';
import { Message } from '../features/flow/message.js';
import type { TextFn } from '../features/flow/slot-texts.js';
import { directionOf, htmlLangOf, type Language } from '../runtime/i18n.js';
import type { ReservationTextKey } from './translations/en.js';

export function ReservationFrame({
  language,
  ready,
  state,
  children,
}: {
  language: Language;
  ready: boolean;
  state: string;
  children?: ReactNode;
}) {
  return (
    <div
      className="lrdx-flow lrdx-reservation"
      dir={directionOf(language)}
      lang={htmlLangOf(language)}
      aria-busy={ready ? 'false' : 'true'}
      data-state={state}
    >
      {children}
    </div>
  );
}

export function Landing({ t, focus, onStart }: { t: TextFn<ReservationTextKey>; focus: boolean; onStart: () => void }) {
  return (
    <Message
      key="landing"
      name="landing"
      title={t('landing_title')}
      focus={focus}
      paragraphs={[t('landing_text')]}
      actions={
        <Button onPress={onStart} action="start">
          {t('landing_button')}
        </Button>
      }
    />
  );
}
