/**
 * Pieces the list screens of the admin and editor areas share (users, redirects, metaheads,
 * footer): loading a list, running an action that reports "saved" or the refusal, the status and
 * alert regions a screen reader announces, the site-language picker, a list table's header, a
 * labelled input or text area with its hint and a table row's save/delete buttons (named with the row, so "Save"
 * is not read ten times without context).
 */
import { useCallback, useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import { LANGUAGES, type Language } from '../../domain/languages.js';
import type { EditorApi } from './api-client.js';
import type { EditorStrings } from './editor-i18n.js';
import type { ScreenStrings } from './screens-i18n.js';

/** What a screen of the editor's tabs is given: the site language, the editor's and the screens' texts, the API. */
export interface EditorScreenProps {
  language: Language;
  strings: EditorStrings;
  screens: ScreenStrings;
  api: EditorApi;
}

export interface ListScreen<T> {
  rows: T[] | null;
  error: string;
  notice: string;
  setError(text: string): void;
  setNotice(text: string): void;
  reload(): Promise<void>;
  /** Runs `action`; on success shows `done` and reloads the list, on failure shows the refusal. */
  act(action: () => Promise<unknown>, done?: string): Promise<boolean>;
}

/**
 * `fetchRows` is re-run whenever it changes (wrap it in useCallback with its inputs, e.g. the site
 * language); `describe` turns a failure into the sentence shown (refusal-i18n.ts).
 */
export function useListScreen<T>(
  fetchRows: () => Promise<T[]>,
  describe: (failure: unknown) => string,
  onLoaded?: (rows: T[]) => void,
): ListScreen<T> {
  const [rows, setRows] = useState<T[] | null>(null);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');

  const reload = useCallback(async () => {
    try {
      const list = await fetchRows();
      setRows(list);
      onLoaded?.(list);
    } catch (failure) {
      setError(describe(failure));
    }
    // onLoaded and describe are read fresh on every call; the list follows fetchRows only.
  }, [fetchRows]);
  useEffect(() => void reload(), [reload]);

  async function act(action: () => Promise<unknown>, done = ''): Promise<boolean> {
    setError('');
    setNotice('');
    try {
      await action();
      setNotice(done);
      await reload();
      return true;
    } catch (failure) {
      setError(describe(failure));
      return false;
    }
  }

  return { rows, error, notice, setError, setNotice, reload, act };
}

/** The polite status region (always present, so the first notice is announced) and the alert. */
export function ScreenMessages({ notice, error }: { notice: string; error: string }) {
  return (
    <>
      <div role="status">{notice ? <p>{notice}</p> : null}</div>
      {error ? <p role="alert">{error}</p> : null}
    </>
  );
}

/** "Loading…" until the first answer, then `empty` when the list has nothing. */
export function ListState({
  rows,
  error,
  loading,
  empty,
}: {
  rows: readonly unknown[] | null;
  error: string;
  loading: string;
  empty: string;
}) {
  if (rows === null) return error ? null : <p>{loading}</p>;
  return rows.length === 0 ? <p>{empty}</p> : null;
}

/** A select's options, each shown by its name in `names` (in the screen's language). */
export function NamedOptions<T extends string>({ options, names }: { options: readonly T[]; names: Record<T, string> }) {
  return options.map((option) => (
    <option key={option} value={option}>
      {names[option]}
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
 * A list table's header row: a column per name in `columns`, then, when the rows have buttons, their
 * column, whose name (`actions`) only a screen reader reads; `before` is a header cell of its own in
 * front (the stock list's "select all" box).
 */
export function ListTableHead({ columns, actions, before }: { columns: readonly ReactNode[]; actions?: string; before?: ReactNode }) {
  return (
    <thead>
      <tr>
        {before}
        {columns.map((column, at) => (
          <th key={at} scope="col">
            {column}
          </th>
        ))}
        {actions === undefined ? null : (
          <th scope="col">
            <span className="cms-visually-hidden">{actions}</span>
          </th>
        )}
      </tr>
    </thead>
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

/** A table row's buttons (save / edit / delete); `rowName` completes their accessible names. */
export function RowActions({ rowName, buttons }: { rowName: string; buttons: readonly { label: string; onClick(): void }[] }) {
  return (
    <td className="cms-table__actions">
      {buttons.map((button) => (
        <button key={button.label} type="button" className="cms-button cms-button--small" onClick={button.onClick}>
          {button.label} <span className="cms-visually-hidden">{rowName}</span>
        </button>
      ))}
    </td>
  );
}
