/**
 * The checkout details form: name, e-mail, phone (rules in domain/order-online-form.ts) and the
 * terms checkbox, which must be ticked (spec: checkout requires terms acceptance; enforced here and
 * by the machine's guard). Every change goes to the order storage, so a reload keeps it.
 */
import { useState } from 'react';
import { CUSTOMER_FIELDS, EMPTY_CUSTOMER, customerErrors, type FieldName } from '../../domain/order-online-form.js';
import type { CustomerData, TermsAndConditionsData } from '../../domain/order-online-storage.js';
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
  onField: (field: FieldName, value: string) => void;
  onTerms: (terms: TermsAndConditionsData) => void;
  onSubmit: () => void;
}

export function CustomerForm({ t, customer, terms, termsUrl, submitLabel, onField, onTerms, onSubmit }: CustomerFormProps) {
  const value = customer ?? EMPTY_CUSTOMER;
  const [touched, setTouched] = useState<Partial<Record<FieldName | 'terms', boolean>>>({});
  const errors = customerErrors(value);
  const accepted = terms?.accepted === true;
  const all = Object.fromEntries([...Object.keys(CUSTOMER_FIELDS), 'terms'].map((k) => [k, true]));
  return (
    <form
      className="lrdx-order-form"
      noValidate
      aria-labelledby="lrdx-order-form-title"
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(all);
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
        if (Object.keys(now).length === 0 && control('terms')?.checked) onSubmit();
        else {
          // Focus the first field to fix, so keyboard and screen-reader users land on it.
          const first = (Object.keys(CUSTOMER_FIELDS) as FieldName[]).find((name) => now[name]) ?? 'terms';
          control(first)?.focus();
        }
      }}
    >
      <h3 id="lrdx-order-form-title">{t('form.title')}</h3>
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
            error={touched[name] && errors[name] ? t(`error.${errors[name]}`) : null}
            onBlur={() => setTouched((s) => ({ ...s, [name]: true }))}
            onChange={(v) => onField(name, v)}
          />
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
        <button type="submit" className="lrdx-button lrdx-button--primary" data-action="submit-details">
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
