/**
 * The alert sign-up form (docs/alerts.md): a button opens a small form (e-mail and consent) in the
 * page language; the stock alert machine checks it and calls `signUp` (the caller's API call: a
 * saved search, a saved vehicle's price drop and back in stock, or "e-mail me if it becomes free");
 * the visitor hears "check your inbox to confirm" (a status region, and focus moves to it). Nothing
 * is stored before the confirmation link in that e-mail is followed.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { fromPromise } from 'xstate';
import type { Language } from '../../../domain/languages.js';
import { stockAlertMachine, type SignUpInput } from '../../../state-machines/stock-alert/index.js';
import { useWidgetMachine } from '../../runtime/use-widget-machine.js';
import { Button } from '../../ui/button.js';
import type { AlertFormTextKey } from './translations/en.js';

/** What the form says for its purpose, already translated by the caller. */
export interface AlertPurposeTexts {
  open: string;
  /** The open button's accessible name when its visible text alone is ambiguous (one per card). */
  openLabel?: string;
  title: string;
  lead: string;
  consent: string;
}

export interface AlertFormProps {
  listKey: string;
  language: Language;
  /** What the alert watches as the listing API's key form (a saved search); empty otherwise. */
  query?: string;
  texts: AlertPurposeTexts;
  t: (key: AlertFormTextKey) => string;
  signUp: (input: SignUpInput, signal: AbortSignal) => Promise<void>;
  /** Names the form in the page (`data-alert`), for styles and tests. */
  name: string;
  /** Opens on its own when shown (the form is the answer to a refusal, say). */
  startOpen?: boolean;
}

export function AlertForm({ listKey, language, query = '', texts, t, signUp, name, startOpen = false }: AlertFormProps) {
  const [machine] = useState(() =>
    stockAlertMachine.provide({
      actors: { signUp: fromPromise<void, SignUpInput>(({ input, signal }) => signUp(input, signal)) },
    }),
  );
  const [state, send] = useWidgetMachine(machine, { input: { listKey, language } });
  const { context } = state;
  const id = useId();
  const openButton = useRef<HTMLButtonElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (language !== context.language) send({ type: 'language.change', language });
  }, [language, context.language, send]);
  useEffect(() => {
    if (startOpen) send({ type: 'open', query });
  }, []);

  const editing = state.matches('editing');
  const sending = state.matches('sending');
  const sent = state.matches('sent');
  const failed = state.matches('failed');
  const wasOpen = useRef(false);
  // Focus follows the form: into the address when it opens or is refused, onto the message when sent,
  // back to the button when it closes.
  useEffect(() => {
    if (editing && context.invalid === 'email') emailRef.current?.focus();
    else if (editing && context.invalid === 'consent') consentRef.current?.focus();
  }, [editing, context.invalid]);
  useEffect(() => {
    if (sent) doneRef.current?.focus();
  }, [sent]);
  const closed = state.matches('closed');
  useEffect(() => {
    if (!closed) {
      if (!wasOpen.current) emailRef.current?.focus();
      wasOpen.current = true;
    } else if (wasOpen.current) {
      wasOpen.current = false;
      openButton.current?.focus();
    }
  }, [closed]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!sending) send({ type: 'submit' });
  };

  if (closed) {
    return (
      <button
        ref={openButton}
        type="button"
        className="lrdx-button lrdx-button--secondary lrdx-alert__open"
        data-action="alert-open"
        data-alert={name}
        aria-expanded="false"
        aria-label={texts.openLabel}
        onClick={() => send({ type: 'open', query })}
      >
        {texts.open}
      </button>
    );
  }

  const titleId = `${id}-title`;
  const emailError = `${id}-email-error`;
  const consentError = `${id}-consent-error`;
  return (
    <section className="lrdx-alert" aria-labelledby={titleId} data-alert={name}>
      <h3 id={titleId} className="lrdx-alert__title">
        {texts.title}
      </h3>
      {sent ? (
        <>
          <p ref={doneRef} className="lrdx-alert__done" role="status" tabIndex={-1}>
            {t('alertSent')}
          </p>
          <Button variant="secondary" action="alert-close" onPress={() => send({ type: 'close' })}>
            {t('alertClose')}
          </Button>
        </>
      ) : (
        <form className="lrdx-alert__form" onSubmit={onSubmit} noValidate aria-busy={sending ? 'true' : 'false'}>
          <p className="lrdx-alert__lead">{texts.lead}</p>
          <label className="lrdx-field">
            <span>{t('alertEmail')}</span>
            <input
              ref={emailRef}
              type="email"
              name="email"
              dir="ltr"
              autoComplete="email"
              inputMode="email"
              required
              value={context.email}
              aria-invalid={context.invalid === 'email' ? 'true' : undefined}
              aria-describedby={emailError}
              onChange={(e) => send({ type: 'email.change', value: e.currentTarget.value })}
            />
            <span id={emailError} className="lrdx-field__error">
              {context.invalid === 'email' ? t('alertInvalidEmail') : ''}
            </span>
          </label>
          <div className="lrdx-alert__consent">
            <input
              ref={consentRef}
              id={`${id}-consent`}
              type="checkbox"
              checked={context.consent}
              required
              aria-invalid={context.invalid === 'consent' ? 'true' : undefined}
              aria-describedby={consentError}
              onChange={(e) => send({ type: 'consent.change', value: e.currentTarget.checked })}
            />
            <label htmlFor={`${id}-consent`}>{texts.consent}</label>
            <span id={consentError} className="lrdx-field__error">
              {context.invalid === 'consent' ? t('alertNeedConsent') : ''}
            </span>
          </div>
          {failed ? (
            <p className="lrdx-field__error" role="alert">
              {t('alertFailed')}
            </p>
          ) : null}
          <div className="lrdx-alert__actions">
            <button
              type="submit"
              className="lrdx-button lrdx-button--primary"
              data-action="alert-submit"
              aria-disabled={sending ? 'true' : undefined}
            >
              {sending ? t('alertSending') : t('alertSubmit')}
            </button>
            <Button variant="secondary" action="alert-cancel" onPress={() => send({ type: 'close' })}>
              {t('alertCancel')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
