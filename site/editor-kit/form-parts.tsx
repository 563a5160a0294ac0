/**
 * The form pieces the editor's and admin's screens share: a select's named options, the
 * site-language picker, a form under its own heading, and a labelled input or text area with its
 * hint (the list pieces are in screen-parts.tsx).
 */
import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { LANGUAGES, type Language } from '../../domain/languages.js';

/**
 * A select's options, each shown by its name in `names` (in the screen's language), or by what
 * `names` answers for it when the name is worked out (a vehicle status, an icon shown as itself).
 */
export function NamedOptions<T extends string | number>({
  options,
  names,
}: {
  options: readonly T[];
  names: Readonly<Record<T, string>> | ((option: T) => string);
}) {
  return options.map((option) => (
    <option key={option} value={option}>
      {typeof names === 'function' ? names(option) : names[option]}
    </option>
  ));
}

/** The site language a screen edits (its own label: the editor's language is a different thing). */
export function LanguageSelect({
  id,
  label,
  value,
  names,
  onChange,
}: {
  id: string;
  label: string;
  value: Language;
  names: Record<Language, string>;
  onChange(language: Language): void;
}) {
  return (
    <p>
      <label htmlFor={id}>{label}</label>{' '}
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as Language)}>
        <NamedOptions options={LANGUAGES} names={names} />
      </select>
    </p>
  );
}

/**
 * A screen's form named by its own heading (an h3 whose id is `headingId`): the fields, then the
 * submit button; `inline` lays the fields out on one line (a short "add" form).
 */
export function HeadedForm({
  headingId,
  heading,
  submitLabel,
  inline = false,
  onSubmit,
  children,
}: {
  headingId: string;
  heading: ReactNode;
  submitLabel: string;
  inline?: boolean;
  onSubmit(event: FormEvent): void;
  children: ReactNode;
}) {
  return (
    <form className={inline ? 'cms-form cms-form--inline' : 'cms-form'} onSubmit={onSubmit} aria-labelledby={headingId}>
      <h3 id={headingId}>{heading}</h3>
      {children}
      <button type="submit" className="cms-button cms-button--primary">
        {submitLabel}
      </button>
    </form>
  );
}

/** The names a labelled control is known by: its id, its label and the id of its hint, when it has one. */
interface LabelNames {
  id: string;
  label: string;
  hint?: string;
}

/** The label before a control and its hint after it (the hint's id is the control's + `-hint`). */
function LabelAndHint({ id, label, hint, control }: LabelNames & { control: ReactNode }) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      {control}
      {hint ? <small id={`${id}-hint`}>{hint}</small> : null}
    </>
  );
}

/** What a labelled control is described by: its hint, when it has one (`aria-describedby` given to it wins). */
const describedBy = ({ id, hint }: LabelNames) => (hint ? `${id}-hint` : undefined);

/**
 * A form's label and its input (given every attribute of an input, `ref` included) and, when there
 * is a `hint`, the hint after it, which the input is described by.
 */
export function LabelledInput({ id, label, hint, ...input }: LabelNames & Omit<ComponentProps<'input'>, 'id'>) {
  const names = { id, label, hint };
  return <LabelAndHint {...names} control={<input id={id} aria-describedby={describedBy(names)} {...input} />} />;
}

/** The same for a text area (a code, a list of one entry a line). */
export function LabelledTextArea({ id, label, hint, ...area }: LabelNames & Omit<ComponentProps<'textarea'>, 'id'>) {
  const names = { id, label, hint };
  return <LabelAndHint {...names} control={<textarea id={id} aria-describedby={describedBy(names)} {...area} />} />;
}
