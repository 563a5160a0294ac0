/**
 * "Tell me about new matches" (docs/alerts.md, "In the stock locator"): a button under a filtered
 * view opens a small form (e-mail and consent) in the page language; the stock alert machine checks
 * it and saves the search (POST /public_api/alerts/searches); the visitor hears "check your inbox
 * to confirm" (a status region, and focus moves to it). Nothing is stored before the confirmation
 * link in that e-mail is followed.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { fromPromise } from 'xstate';
import type { Language } from '../../domain/languages.js';
import { stockAlertMachine, type SignUpInput } from '../../state-machines/stock-alert/index.js';
import { requestJson } from '../runtime/http.js';
import type { TFunction } from 'i18next';
import { useWidgetMachine } from '../runtime/use-widget-machine.js';

export const ALERT_SIGN_UP_PATH = '/public_api/alerts/searches';

export interface AlertSignUpProps {
  apiBase: string;
  listKey: string;
  language: Language;
  /** The view's filters and keyword in the listing API's key form (toListingSearchParams). */
  query: string;
  t: TFunction;
}

export function AlertSignUp({ apiBase, listKey, language, query, t }: AlertSignUpProps) {
  const [machine] = useState(() =>
    stockAlertMachine.provide({
      actors: {
        signUp: fromPromise<void, SignUpInput>(async ({ input, signal }) => {
          await requestJson(apiBase, ALERT_SIGN_UP_PATH, { method: 'POST', body: input, signal });
        }),
      },
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
        aria-expanded="false"
        onClick={() => send({ type: 'open', query })}
      >
        {t('alertOpen')}
      </button>
    );
  }

  const titleId = `${id}-title`;
  const emailError = `${id}-email-error`;
  const consentError = `${id}-consent-error`;
  return (
    <section className="lrdx-alert" aria-labelledby={titleId}>
      <h3 id={titleId} className="lrdx-alert__title">
        {t('alertTitle')}
      </h3>
      {sent ? (
        <>
          <p ref={doneRef} className="lrdx-alert__done" role="status" tabIndex={-1}>
            {t('alertSent')}
          </p>
          <button
            type="button"
            className="lrdx-button lrdx-button--secondary"
            data-action="alert-close"
            onClick={() => send({ type: 'close' })}
          >
            {t('alertClose')}
          </button>
        </>
      ) : (
        <form className="lrdx-alert__form" onSubmit={onSubmit} noValidate aria-busy={sending ? 'true' : 'false'}>
          <p className="lrdx-alert__lead">{t('alertLead')}</p>
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
            <label htmlFor={`${id}-consent`}>{t('alertConsent')}</label>
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
            <button
              type="button"
              className="lrdx-button lrdx-button--secondary"
              data-action="alert-cancel"
              onClick={() => send({ type: 'close' })}
            >
              {t('alertCancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
