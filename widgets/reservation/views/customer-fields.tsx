/**
 * The checkout's contact fields: label above control, the error tied to its field, shown after the
 * field was left or on submit. When the shop verifies phones, the phone is required and the SMS step
 * (`phoneStep`) sits under it; `notes` are messages that are not format problems (the e-mail check's
 * warning, "verify your number").
 */
import type { ReactNode } from 'react';
import { detailProblem, type CustomerDetails, type DetailProblem } from '../../../state-machines/reservation/index.js';
import type { TextFn } from '../../features/flow/slot-texts.js';
import type { ReservationTextKey } from '../translations/en.js';

const FIELDS: { name: keyof CustomerDetails; label: ReservationTextKey; type: string; autoComplete: string }[] = [
  { name: 'firstName', label: 'first_name_label', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'last_name_label', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'email_label', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'phone_label', type: 'tel', autoComplete: 'tel' },
];

const MESSAGE: Record<DetailProblem, ReservationTextKey> = {
  required: 'field_required',
  email: 'field_email',
  phone: 'field_phone',
  tooLong: 'field_too_long',
};

export interface CustomerFieldsProps {
  t: TextFn<ReservationTextKey>;
  details: CustomerDetails;
  /** Fields whose errors show (left once, or everything after a submit attempt). */
  touched: ReadonlySet<keyof CustomerDetails>;
  disabled: boolean;
  onChange: (field: keyof CustomerDetails, value: string) => void;
  onLeave: (field: keyof CustomerDetails) => void;
  phoneRequired?: boolean;
  phoneStep?: ReactNode;
  notes?: Partial<Record<keyof CustomerDetails, string>>;
}

export function CustomerFields({
  t,
  details,
  touched,
  disabled,
  onChange,
  onLeave,
  phoneRequired = false,
  phoneStep,
  notes = {},
}: CustomerFieldsProps) {
  return (
    <div className="lrdx-fields">
      {FIELDS.map(({ name, label, type, autoComplete }) => {
        const problem = touched.has(name) ? detailProblem(name, details[name], phoneRequired) : null;
        const id = `lrdx-field-${name}`;
        const verified = name === 'phone' && phoneRequired;
        const error = problem ? t(MESSAGE[problem]) : (notes[name] ?? '');
        return (
          <div className="lrdx-field" key={name}>
            <label htmlFor={id}>{t(verified ? 'phone_required_label' : label)}</label>
            <input
              id={id}
              name={name}
              type={type}
              autoComplete={autoComplete}
              dir={type === 'text' ? undefined : 'ltr'}
              value={details[name]}
              required={name !== 'phone' || phoneRequired}
              readOnly={disabled}
              aria-invalid={error ? 'true' : undefined}
              aria-describedby={verified ? `${id}-error ${id}-hint` : `${id}-error`}
              onInput={(event) => onChange(name, (event.target as HTMLInputElement).value)}
              onBlur={() => onLeave(name)}
            />
            <p id={`${id}-error`} className="lrdx-field__error">
              {error}
            </p>
            {verified ? (
              <>
                <p id={`${id}-hint`} className="lrdx-field__hint">
                  {t('phone_hint')}
                </p>
                {phoneStep}
              </>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
