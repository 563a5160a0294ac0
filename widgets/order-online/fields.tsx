/**
 * Form fields of the journey: a visible label, the control, and an error tied to it. An invalid
 * field shows its red border and label only after the visitor has left it (or tried to submit),
 * never while they are still typing for the first time (docs/forms.md, "Field rules").
 */
import type { ReactNode } from 'react';
import type { DateTimeFieldProps } from '../ui/date-time-field.js';
import type { Translate } from './texts.js';

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | null;
  /** Dates and times are never a native input here (English-only on Kurdish pages): see widgets/ui/date-time-field.tsx. */
  type?: 'text' | 'email' | 'tel' | 'number';
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  required?: boolean;
  /** Digits, e-mails and card numbers read left to right in every language. */
  ltr?: boolean;
  /** Under the label (a phone's example number may sit in its own `<bdi>`). */
  hint?: ReactNode;
  /** Shown under the field's error (the SMS check under the phone). */
  children?: ReactNode;
}

export function TextField({
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
  type = 'text',
  autoComplete,
  inputMode,
  required,
  ltr,
  hint,
  children,
}: TextFieldProps) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`lrdx-field${error ? ' lrdx-field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="lrdx-field__hint">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={id}
        type={type}
        value={value}
        dir={ltr ? 'ltr' : undefined}
        autoComplete={autoComplete}
        inputMode={inputMode}
        required={required}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={described || undefined}
        onInput={(event) => onChange((event.target as HTMLInputElement).value)}
        onChange={(event) => onChange((event.target as HTMLInputElement).value)}
        onBlur={onBlur}
      />
      <p id={`${id}-error`} className="lrdx-field__error">
        {error ?? ''}
      </p>
      {children}
    </div>
  );
}

export interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  placeholder?: string;
}

export function SelectField({ id, label, value, onChange, options, placeholder }: SelectFieldProps) {
  return (
    <div className="lrdx-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={id} value={value} onChange={(event) => onChange((event.target as HTMLSelectElement).value)}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="lrdx-order-fieldset">
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The date selects' labels in the widget's language (the appointment and the trade-in registration). */
export function dateLabels(t: Translate): DateTimeFieldProps['labels'] {
  return {
    day: t('date.day'),
    month: t('date.month'),
    year: t('date.year'),
    hour: t('date.hour'),
    minute: t('date.minute'),
    choose: t('choose'),
  };
}
