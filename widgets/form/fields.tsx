/**
 * One form field of any type (domain/contracts/forms.ts): a visible label (with "required"), the
 * control, its hint and its error, tied together with aria-describedby. Choice fields and dates
 * are a fieldset with a legend. The red border and label (`lrdx-field--invalid`) show only once
 * the visitor has left the field or tried to send (docs/forms.md, "Field rules"); the caller says which.
 */
import type { FormField } from '../../domain/contracts/forms.js';
import type { Language } from '../../domain/languages.js';
import type { FieldValue } from '../../state-machines/form/index.js';
import type { OpeningSchedule } from '../../domain/opening-schedule.js';
import { PHONE_EXAMPLE } from '../../domain/phone.js';
import { DateTimeField } from '../ui/date-time-field.js';
import type { FormTextKey } from './translations/en.js';

export interface FieldProps {
  field: FormField;
  /** Unique in the page: the element's own prefix and the field key. */
  id: string;
  value: FieldValue | undefined;
  /** The message to show (null while the field is valid or not yet left). */
  error: string | null;
  language: Language;
  t: (key: FormTextKey) => string;
  thisYear: number;
  /** A test drive's retailer's opening hours: the only times offered, told in `scheduleHint`. */
  schedule?: OpeningSchedule;
  scheduleHint?: string;
  /** A booking's first day (`YYYY-MM-DD`): days before it cannot be chosen. */
  minDate?: string;
  onChange: (value: FieldValue) => void;
  onBlur: () => void;
}

const INPUT_TYPES: Partial<
  Record<FormField['type'], { type: string; inputMode?: 'email' | 'tel' | 'decimal'; autoComplete?: string; ltr?: boolean }>
> = {
  text: { type: 'text' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email', ltr: true },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel', ltr: true },
  // Text, not type=number: Kurdish and Arabic digits must be typable (the rules read them).
  number: { type: 'text', inputMode: 'decimal' },
};

/** The autocomplete hint a field's key suggests (names and the like), so browsers can fill them. */
function autoCompleteOf(field: FormField): string | undefined {
  const key = field.key;
  if (/^first_?name$/.test(key)) return 'given-name';
  if (/^(last_?name|surname)$/.test(key)) return 'family-name';
  if (key === 'name' || key === 'full_name') return 'name';
  return INPUT_TYPES[field.type]?.autoComplete;
}

const text = (value: FieldValue | undefined) => (typeof value === 'string' ? value : '');

export function Field({ field, id, value, error, language, t, thisYear, schedule, scheduleHint, minDate, onChange, onBlur }: FieldProps) {
  const required = field.rules?.required === true;
  // A phone field without its own hint shows how an Iraqi number is written (+964 …).
  const phoneHint = !field.help && field.type === 'phone';
  const hintId = field.help || phoneHint ? `${id}-hint` : '';
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const invalid = error ? ('true' as const) : undefined;
  const label = (
    <>
      {field.label}
      {required ? <span className="lrdx-form__required"> {t('required_mark')}</span> : null}
    </>
  );
  const after = (
    <>
      {field.help ? (
        <p id={hintId} className="lrdx-field__hint">
          {field.help}
        </p>
      ) : phoneHint ? (
        <p id={hintId} className="lrdx-field__hint" data-part="phone-hint">
          {t('phone_example')} <bdi dir="ltr">{PHONE_EXAMPLE}</bdi>
        </p>
      ) : null}
      <p id={errorId} className="lrdx-field__error">
        {error ?? ''}
      </p>
    </>
  );
  const className = `lrdx-field lrdx-form__field${error ? ' lrdx-field--invalid' : ''}`;
  const dataset = { 'data-field': field.key };

  if (field.type === 'radio' || field.type === 'checkbox') {
    const chosen = Array.isArray(value) ? (value as readonly string[]) : [];
    return (
      <fieldset className={className} {...dataset} id={id} tabIndex={-1} aria-describedby={describedBy}>
        <legend>{label}</legend>
        {(field.options ?? []).map((option, index) => {
          const optionId = `${id}-${index}`;
          const checked = field.type === 'radio' ? value === option.value : chosen.includes(option.value);
          return (
            <span className="lrdx-form__choice" key={option.value}>
              <input
                id={optionId}
                type={field.type}
                name={id}
                value={option.value}
                checked={checked}
                aria-invalid={invalid}
                onChange={() =>
                  onChange(
                    field.type === 'radio' ? option.value : checked ? chosen.filter((v) => v !== option.value) : [...chosen, option.value],
                  )
                }
                onBlur={onBlur}
              />
              <label htmlFor={optionId}>{option.label}</label>
            </span>
          );
        })}
        {after}
      </fieldset>
    );
  }

  if (field.type === 'date' || field.type === 'datetime') {
    return (
      <fieldset className={className} {...dataset} aria-describedby={describedBy}>
        <legend>{label}</legend>
        {field.type === 'datetime' ? <p className="lrdx-field__hint">{t('time_hint')}</p> : null}
        {scheduleHint ? (
          <p className="lrdx-field__hint" data-part="opening-hours">
            {scheduleHint}
          </p>
        ) : null}
        <DateTimeField
          id={id}
          value={text(value)}
          withTime={field.type === 'datetime'}
          language={language}
          labels={{ day: t('day'), month: t('month'), year: t('year'), hour: t('hour'), minute: t('minute'), choose: t('choose') }}
          describedBy={describedBy}
          invalid={Boolean(error)}
          thisYear={thisYear}
          {...(schedule ? { schedule } : {})}
          {...(minDate ? { minDate } : {})}
          onChange={onChange}
          onBlur={onBlur}
        />
        {after}
      </fieldset>
    );
  }

  if (field.type === 'consent') {
    return (
      <div className={`${className} lrdx-form__consent`} {...dataset}>
        <span className="lrdx-form__choice">
          <input
            id={id}
            type="checkbox"
            checked={value === true}
            required={required}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(event) => onChange((event.target as HTMLInputElement).checked)}
            onBlur={onBlur}
          />
          <label htmlFor={id}>{label}</label>
        </span>
        {after}
      </div>
    );
  }

  const common = {
    id,
    name: field.key,
    required,
    'aria-invalid': invalid,
    'aria-describedby': describedBy,
    onBlur,
  };
  let control;
  if (field.type === 'select') {
    control = (
      <select {...common} value={text(value)} onChange={(event) => onChange((event.target as HTMLSelectElement).value)}>
        <option value="">{t('choose')}</option>
        {(field.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (field.type === 'textarea') {
    control = (
      <textarea
        {...common}
        rows={4}
        value={text(value)}
        placeholder={field.placeholder}
        onInput={(event) => onChange((event.target as HTMLTextAreaElement).value)}
      />
    );
  } else {
    const kind = INPUT_TYPES[field.type] ?? { type: 'text' };
    control = (
      <input
        {...common}
        type={kind.type}
        inputMode={kind.inputMode}
        autoComplete={autoCompleteOf(field)}
        dir={kind.ltr ? 'ltr' : undefined}
        value={text(value)}
        placeholder={field.placeholder}
        onInput={(event) => onChange((event.target as HTMLInputElement).value)}
      />
    );
  }
  return (
    <div className={className} {...dataset}>
      <label htmlFor={id}>{label}</label>
      {control}
      {after}
    </div>
  );
}
