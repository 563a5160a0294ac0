/**
 * The SMS check under a phone field: "Send code", the code field with "Verify", a resend after the
 * pause, and one live status line that announces every step and problem. Shared by the checkouts.
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { VerificationProblem } from '../../../state-machines/phone-verification/index.js';
import type { PhoneVerificationTextKey } from './translations/en.js';
import type { PhoneVerificationRun } from './use-phone-verification.js';

export type PhoneVerificationTextFn = (key: PhoneVerificationTextKey, vars?: Record<string, string>) => string;

const PROBLEM: Record<VerificationProblem, PhoneVerificationTextKey> = {
  wrong_code: 'phone_error_wrong_code',
  expired: 'phone_error_expired',
  too_many_attempts: 'phone_error_too_many_attempts',
  rate_limited: 'phone_error_rate_limited',
  sms_unavailable: 'phone_error_sms_unavailable',
  network_error: 'phone_error_other',
  unknown: 'phone_error_other',
};
const CODE_PROBLEMS: readonly VerificationProblem[] = ['wrong_code', 'expired', 'too_many_attempts'];
/** A phone number keeps its left-to-right order inside Kurdish or Arabic text. */
const isolate = (text: string) => `\u2066${text}\u2069`;

export interface PhoneVerificationProps {
  t: PhoneVerificationTextFn;
  run: PhoneVerificationRun;
  /** Prefix of the element ids (the phone field's id). */
  id: string;
  disabled: boolean;
}

export function PhoneVerificationStep({ t, run, id, disabled }: PhoneVerificationProps) {
  const { state, send } = run;
  const { phone, code, problem, canResend } = state.context;
  const codeSent = state.matches('codeSent');
  const verified = state.matches('verified');
  const codeInput = useRef<HTMLInputElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const entering = state.matches({ codeSent: 'entering' });

  // Focus follows the step: the code field once a code is out, the confirmation once verified.
  const step = verified ? 'verified' : codeSent ? 'code' : 'phone';
  const lastStep = useRef(step);
  useEffect(() => {
    if (lastStep.current !== step) {
      if (step === 'code') codeInput.current?.focus();
      if (step === 'verified') status.current?.focus();
    }
    lastStep.current = step;
  }, [step]);

  let message = '';
  if (problem) message = t(PROBLEM[problem]);
  else if (state.matches('sending')) message = t('phone_sending');
  else if (state.matches({ codeSent: 'checking' })) message = t('phone_verifying');
  else if (verified) message = t('phone_verified', { phone: isolate(phone) });
  else if (codeSent) message = `${t('phone_code_sent', { phone: isolate(phone) })}${canResend ? '' : ` ${t('phone_resend_wait')}`}`;

  const verify = () => !disabled && send({ type: 'verify' });
  const onCodeKey = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter in the code field checks the code; it does not send the whole checkout.
    if (event.key === 'Enter') {
      event.preventDefault();
      verify();
    }
  };
  const statusId = `${id}-verification-status`;
  const codeId = `${id}-code`;
  const sendBusy = disabled || state.matches('sending') || (codeSent && !canResend) || phone === '';

  return (
    <div className="lrdx-verification" data-verification={verified ? 'verified' : codeSent ? 'code-sent' : 'idle'}>
      {verified ? null : (
        <button
          type="button"
          className="lrdx-button"
          data-action="send-code"
          aria-disabled={sendBusy ? 'true' : undefined}
          aria-describedby={statusId}
          onClick={() => !sendBusy && send({ type: 'send' })}
        >
          {codeSent ? t('phone_resend_code_button') : t('phone_send_code_button')}
        </button>
      )}
      {codeSent ? (
        <div className="lrdx-field lrdx-verification__code">
          <label htmlFor={codeId}>{t('phone_code_label')}</label>
          <input
            ref={codeInput}
            id={codeId}
            name="one-time-code"
            type="text"
            autoComplete="one-time-code"
            inputMode="numeric"
            dir="ltr"
            maxLength={12}
            value={code}
            readOnly={disabled || !entering}
            aria-invalid={problem && CODE_PROBLEMS.includes(problem) ? 'true' : undefined}
            aria-describedby={statusId}
            onInput={(event) => send({ type: 'code.change', value: (event.target as HTMLInputElement).value })}
            onKeyDown={onCodeKey}
          />
          <button
            type="button"
            className="lrdx-button lrdx-button--primary"
            data-action="verify-code"
            aria-disabled={disabled || !entering ? 'true' : undefined}
            onClick={verify}
          >
            {t('phone_verify_button')}
          </button>
        </div>
      ) : null}
      <p
        ref={status}
        id={statusId}
        role="status"
        tabIndex={-1}
        className={problem ? 'lrdx-field__error' : 'lrdx-verification__status'}
        data-problem={problem ?? undefined}
      >
        {message}
      </p>
    </div>
  );
}
