/**
 * The screens a deposit flow (the reservation, the cancellation) shows when it cannot go on: "something
 * went wrong" with the reason and a retry, and "not available". Written once so both flows say it the
 * same way, from the same text slots (docs/site-shell.md, "Flow screens").
 */
import type { ReactNode } from 'react';
import { Button } from '../../ui/button.js';
import { Message, SlotMessage } from './message.js';
import type { TextFn } from './slot-texts.js';

/** The slots every flow that uses these screens has (each flow's translations name them the same). */
export type FlowErrorTextKey =
  | 'payment_error_title'
  | 'payment_error_paragraph'
  | 'payment_error_prefix'
  | 'error_retry_button'
  | 'unavailable_title'
  | 'unavailable_text'
  | 'error.unknown';

/** A refusal's code in words: the flow's own `error.<code>` text, else "unexpected error (code)". */
export function errorReason(t: TextFn<FlowErrorTextKey>, code: string): string {
  // The key is built from the answer's code; the text function gives the key back when it has no text.
  const key = `error.${code}` as FlowErrorTextKey;
  const text = t(key);
  return text === key ? t('error.unknown', { code }) : text;
}

export function FlowErrorMessage({
  t,
  focus,
  reason,
  onRetry,
}: {
  t: TextFn<FlowErrorTextKey>;
  focus: boolean;
  reason: ReactNode;
  onRetry: () => void;
}) {
  return (
    <Message
      key="error"
      name="error"
      alert
      title={t('payment_error_title')}
      focus={focus}
      paragraphs={[
        t('payment_error_paragraph'),
        <>
          {t('payment_error_prefix')} {reason}
        </>,
      ]}
      actions={
        <Button onPress={onRetry} action="retry">
          {t('error_retry_button')}
        </Button>
      }
    />
  );
}

export function FlowUnavailableMessage({ t, focus }: { t: TextFn<FlowErrorTextKey>; focus: boolean }) {
  return <SlotMessage key="unavailable" name="unavailable" t={t} slot="unavailable" focus={focus} />;
}
