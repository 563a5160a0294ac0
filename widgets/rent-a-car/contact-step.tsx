/**
 * Step 2, contact details: the visible fields of the contact form (Forms API), checked by the
 * domain's form rules (domain/forms/) in the visitor's language. While the form loads, the step
 * keeps its place with a status line; a failed load offers a retry.
 */
import type { FormField } from '../../domain/contracts/forms.js';
import type { Language } from '../../domain/languages.js';
import type { RentContext, RentEvent } from '../../state-machines/rent-a-car/index.js';
import type { RentContactForm } from './api.js';
import { StepForm } from './step-form.js';
import type { RentTextKey } from './translations/en.js';

type T = (k: RentTextKey, options?: Record<string, string | number>) => string;

export interface ContactStepProps {
  context: RentContext;
  state: { hasTag: (tag: 'contact-loading' | 'contact-failed') => boolean };
  language: Language;
  t: T;
  send: (event: RentEvent) => void;
}

const ID = 'lrdx-rent-contact';
const INPUT: Partial<Record<FormField['type'], { type: string; inputMode?: 'email' | 'tel'; autoComplete?: string; ltr?: boolean }>> = {
  email: { type: 'email', inputMode: 'email', autoComplete: 'email', ltr: true },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel', ltr: true },
};
const AUTOCOMPLETE: Record<string, string> = { first_name: 'given-name', last_name: 'family-name' };

export function ContactStep({ context, state, t, send }: ContactStepProps) {
  const form = context.form as RentContactForm | null;
  const back = (
    <button type="button" className="lrdx-button lrdx-button--secondary" data-action="back" onClick={() => send({ type: 'step.back' })}>
      {t('back')}
    </button>
  );
  const heading = (
    <h3 className="lrdx-rent__heading" tabIndex={-1} data-focus>
      {t('step.contact')}
    </h3>
  );
  if (state.hasTag('contact-failed'))
    return (
      <div className="lrdx-rent__form">
        {heading}
        <p role="alert">{t('form-error')}</p>
        <div className="lrdx-rent__actions">
          {back}
          <button type="button" className="lrdx-button" data-action="retry" onClick={() => send({ type: 'retry' })}>
            {t('retry')}
          </button>
        </div>
      </div>
    );
  if (!form || state.hasTag('contact-loading'))
    return (
      <div className="lrdx-rent__form" aria-busy="true">
        {heading}
        <p role="status">{t('loading')}</p>
      </div>
    );

  const errors = context.showContactErrors ? context.contactErrors : {};
  return (
    <StepForm send={send}>
      {heading}
      <div className="lrdx-rent__grid">
        {form.visible.map((field) => {
          const id = `${ID}-${field.key}`;
          const error = errors[field.key];
          const value = context.contact[field.key];
          const common = {
            id,
            'aria-invalid': error ? ('true' as const) : undefined,
            'aria-describedby': error ? `${id}-error` : undefined,
            'aria-required': field.rules?.required ? ('true' as const) : undefined,
          };
          const errorText = error ? (
            <p className="lrdx-rent__error" id={`${id}-error`}>
              {error}
            </p>
          ) : null;
          if (field.type === 'consent')
            return (
              <div key={field.key} className="lrdx-rent__field lrdx-rent__field--wide lrdx-rent__consent">
                <input
                  type="checkbox"
                  {...common}
                  checked={value === true}
                  onChange={(e) => send({ type: 'contact.change', key: field.key, value: (e.target as HTMLInputElement).checked })}
                />
                <label htmlFor={id}>{field.label}</label>
                {errorText}
              </div>
            );
          const input = INPUT[field.type];
          return (
            <div key={field.key} className={`lrdx-rent__field${field.type === 'textarea' ? ' lrdx-rent__field--wide' : ''}`}>
              <label htmlFor={id}>{field.label}</label>
              {field.type === 'textarea' ? (
                <textarea
                  {...common}
                  rows={3}
                  value={typeof value === 'string' ? value : ''}
                  onInput={(e) => send({ type: 'contact.change', key: field.key, value: (e.target as HTMLTextAreaElement).value })}
                />
              ) : field.type === 'select' ? (
                <select
                  {...common}
                  value={typeof value === 'string' ? value : ''}
                  onChange={(e) => send({ type: 'contact.change', key: field.key, value: (e.target as HTMLSelectElement).value })}
                >
                  <option value="">{t('choose')}</option>
                  {(field.options ?? []).map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  {...common}
                  type={input?.type ?? 'text'}
                  inputMode={input?.inputMode}
                  autoComplete={input?.autoComplete ?? AUTOCOMPLETE[field.key]}
                  dir={input?.ltr ? 'ltr' : undefined}
                  value={typeof value === 'string' ? value : ''}
                  onInput={(e) => send({ type: 'contact.change', key: field.key, value: (e.target as HTMLInputElement).value })}
                />
              )}
              {errorText}
            </div>
          );
        })}
      </div>
      <div className="lrdx-rent__actions">
        {back}
        <button type="submit" className="lrdx-button" data-action="next">
          {t('next')}
        </button>
      </div>
    </StepForm>
  );
}
