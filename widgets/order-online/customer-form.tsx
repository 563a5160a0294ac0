/**
 * The checkout details form: name, e-mail, phone (rules in domain/order-online-form.ts) and the
 * terms checkbox, which must be ticked (checkout requires accepted terms, docs/embedding.md, "What the widgets do"; enforced here and
 * by the machine's guard). Every change goes to the order storage, so a reload keeps it.
 * When the shop verifies phones (`phoneRequired`), the shared SMS step sits under the phone field and
 * the form goes on only with the verified number (the machine's guard insists too). On submit the
 * e-mail service may doubt the address once (the shared e-mail check).
 */
import { useState } from 'react';
import { CUSTOMER_FIELDS, EMPTY_CUSTOMER, customerErrors, type FieldName } from '../../domain/order-online-form.js';
import type { CustomerData, TermsAndConditionsData } from '../../domain/order-online-storage.js';
import { PHONE_EXAMPLE, normalizePhone } from '../../domain/phone.js';
import { PhoneVerificationStep, useEmailCheck, usePhoneVerification } from '../features/phone-verification/index.js';
import { useStepHeading } from '../features/flow/show-step.js';
import { TextField } from './fields.js';
import type { Translate } from './texts.js';

const FIELD_TYPES: Record<FieldName, { type: 'text' | 'email' | 'tel'; autoComplete: string; ltr?: boolean }> = {
  firstName: { type: 'text', autoComplete: 'given-name' },
  lastName: { type: 'text', autoComplete: 'family-name' },
  email: { type: 'email', autoComplete: 'email', ltr: true },
  phone: { type: 'tel', autoComplete: 'tel', ltr: true },
};

export interface CustomerFormProps {
  t: Translate;
  customer: CustomerData | null;
  terms: TermsAndConditionsData | null;
  termsUrl: string;
  submitLabel: string;
  /** Shown from its heading, focused, when it replaces another step (not when the page opens on it). */
  focus: boolean;
  onField: (field: FieldName, value: string) => void;
  onTerms: (terms: TermsAndConditionsData) => void;
  onSubmit: () => void;
  apiBase: string;
  /** The shop verifies phones by SMS (button set `phone_verification: required`). */
  phoneRequired: boolean;
  /** The number (E.164) the SMS check passed for, kept by the machine. */
  verifiedPhone: string | null;
  onPhoneVerified: (phone: string) => void;
}

export function CustomerForm(props: CustomerFormProps) {
  const { t, customer, terms, termsUrl, submitLabel, onField, onTerms, onSubmit, phoneRequired, verifiedPhone } = props;
  const value = customer ?? EMPTY_CUSTOMER;
  const heading = useStepHeading(props.focus);
  const [touched, setTouched] = useState<Partial<Record<FieldName | 'terms', boolean>>>({});
  const [tried, setTried] = useState(false);
  const verification = usePhoneVerification(props.apiBase, value.phone, props.onPhoneVerified);
  const emailCheck = useEmailCheck(props.apiBase);
  const settled = (phone: string) => !phoneRequired || (verifiedPhone !== null && normalizePhone(phone) === verifiedPhone);
  const errors = customerErrors(value);
  const accepted = terms?.accepted === true;
  const all = Object.fromEntries([...Object.keys(CUSTOMER_FIELDS), 'terms'].map((k) => [k, true]));
  // Messages that are not format problems: "verify your number", the e-mail service's doubt.
  const notes: Partial<Record<FieldName, string>> = {
    ...(emailCheck.doubted(value.email) ? { email: t('email_check_warning') } : {}),
    ...(tried && !settled(value.phone) && normalizePhone(value.phone) ? { phone: t('phone_not_verified') } : {}),
  };
  return (
    <form
      className="lrdx-order-form"
      noValidate
      aria-labelledby="lrdx-order-form-title"
      aria-busy={emailCheck.checking ? 'true' : undefined}
      onSubmit={async (event) => {
        event.preventDefault();
        if (emailCheck.checking) return;
        setTouched(all);
        setTried(true);
        // Read the controls themselves: a change made just before (autofill, a quick tick) may not have re-rendered yet.
        const form = event.currentTarget as HTMLFormElement;
        const control = (name: string) => form.elements.namedItem(name) as HTMLInputElement | null;
        const read = (name: FieldName) => control(name)?.value ?? value[name];
        const current: CustomerData = {
          firstName: read('firstName'),
          lastName: read('lastName'),
          email: read('email'),
          phone: read('phone'),
        };
        const now = customerErrors(current);
        // Focus the first field to fix, so keyboard and screen-reader users land on it.
        const first =
          (Object.keys(CUSTOMER_FIELDS) as FieldName[]).find((name) => now[name]) ?? (control('terms')?.checked ? null : 'terms');
        // After the re-render that shows the message (focusing before it can be lost).
        const focus = (name: FieldName | 'terms') => void requestAnimationFrame(() => control(name)?.focus());
        if (first) return focus(first);
        if (!settled(current.phone)) return focus('phone');
        if (!(await emailCheck.confirm(current.email))) return focus('email');
        onSubmit();
      }}
    >
      <h3 id="lrdx-order-form-title" ref={heading} tabIndex={-1}>
        {t('form.title')}
      </h3>
      <div className="lrdx-order-grid">
        {(Object.keys(CUSTOMER_FIELDS) as FieldName[]).map((name) => (
          <TextField
            key={name}
            id={name}
            label={t(`form.${name}`)}
            type={FIELD_TYPES[name].type}
            autoComplete={FIELD_TYPES[name].autoComplete}
            ltr={FIELD_TYPES[name].ltr}
            required
            value={value[name]}
            error={touched[name] && errors[name] ? t(`error.${errors[name]}`) : (notes[name] ?? null)}
            hint={
              name !== 'phone' ? undefined : phoneRequired ? (
                t('phone_hint')
              ) : (
                <>
                  {t('form.phoneHint')} <bdi dir="ltr">{PHONE_EXAMPLE}</bdi>
                </>
              )
            }
            onBlur={() => setTouched((s) => ({ ...s, [name]: true }))}
            onChange={(v) => {
              onField(name, v);
              // From the input handler itself: an effect on the value did not reach the check in the Preact build.
              if (name === 'phone') verification.send({ type: 'phone.change', value: v });
            }}
          >
            {name === 'phone' && phoneRequired ? (
              <PhoneVerificationStep t={t} run={verification} id="phone" disabled={emailCheck.checking} />
            ) : null}
          </TextField>
        ))}
      </div>
      <div className={`lrdx-field lrdx-order-terms${touched.terms && !accepted ? ' lrdx-field--invalid' : ''}`}>
        <label className="lrdx-order-choice">
          <input
            id="terms"
            name="terms"
            type="checkbox"
            required
            checked={accepted}
            aria-invalid={touched.terms && !accepted ? 'true' : undefined}
            aria-describedby="terms-error"
            onChange={(event) => {
              const checked = (event.target as HTMLInputElement).checked;
              setTouched((s) => ({ ...s, terms: true }));
              onTerms({ accepted: checked, acceptedAt: checked ? new Date().toISOString() : null });
            }}
          />
          {t('terms')}
        </label>
        <a href={termsUrl} target="_blank" rel="noopener">
          {t('termsLink')}
        </a>
        <p id="terms-error" className="lrdx-field__error">
          {touched.terms && !accepted ? t('termsRequired') : ''}
        </p>
      </div>
      <div className="lrdx-order-actions">
        <button
          type="submit"
          className="lrdx-button lrdx-button--primary"
          data-action="submit-details"
          aria-disabled={emailCheck.checking ? 'true' : undefined}
        >
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
