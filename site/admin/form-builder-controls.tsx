/**
 * The form builder's small labelled controls (./form-builder.tsx and its sections): a label over its
 * input with an optional hint the input is described by, a labelled choice among named options, a
 * tick-box, and a save button with its own status line (what it saved, or why not).
 */
import { useId, type ReactNode } from 'react';
import { NamedOptions } from '../editor-kit/form-parts.js';

export type Note = { ok: boolean; text: string } | null;

export function SaveRow({ label, note }: { label: string; note: Note }) {
  return (
    <div className="cms-form__actions">
      <button type="submit" className="cms-button cms-button--primary">
        {label}
      </button>
      <span role={note && !note.ok ? 'alert' : 'status'} className={note && !note.ok ? 'cms-field__error' : undefined}>
        {note?.text ?? ''}
      </span>
    </div>
  );
}

export function Labelled({
  label,
  hint,
  children,
}: {
  label: string;
  hint?: string;
  children: (id: string, hintId?: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="cms-field">
      <label htmlFor={id}>{label}</label>
      {children(id, hint ? `${id}-hint` : undefined)}
      {hint ? <small id={`${id}-hint`}>{hint}</small> : null}
    </div>
  );
}

/** A labelled select of `options`, each shown by its name in `names` (in the builder's language). */
export function LabelledSelect<T extends string>({
  label,
  hint,
  value,
  options,
  names,
  onChange,
}: {
  label: string;
  hint?: string;
  value: T;
  options: readonly T[];
  names: Record<T, string>;
  onChange(value: T): void;
}) {
  return (
    <Labelled label={label} hint={hint}>
      {(id, hintId) => (
        <select id={id} aria-describedby={hintId} value={value} onChange={(e) => onChange(e.target.value as T)}>
          <NamedOptions options={options} names={names} />
        </select>
      )}
    </Labelled>
  );
}

export function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange(value: boolean): void }) {
  return (
    <label className="cms-check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} /> {label}
    </label>
  );
}
