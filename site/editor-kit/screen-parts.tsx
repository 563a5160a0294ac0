/**
 * Pieces the list screens of the admin and editor areas share (users, redirects, metaheads,
 * footer): their props and section, loading a list, running an action that reports "saved" or the
 * refusal, the status and alert regions a screen reader announces, a list table and its header and a
 * table row's save/delete buttons (named with the row, so "Save" is not read ten times without
 * context). Their form pieces are in form-parts.tsx.
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { Language } from '../../domain/languages.js';
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

/**
 * What a screen with its own table of words (`s`, e.g. redirects-i18n.ts) is given: those words in
 * the editor's language, its API client and that language.
 */
export interface OwnWordsScreenProps<S, A = EditorApi> {
  s: S;
  api: A;
  language: Language;
}

/** The same for a screen that edits one site language at a time: it also names the languages. */
export interface SiteLanguageScreenProps<S> extends OwnWordsScreenProps<S> {
  languageNames: Record<Language, string>;
}

/**
 * A screen's section, named by its heading (an h2 whose id is `headingId`), with its intro under the
 * heading when it has one, then what the screen shows.
 */
export function ScreenSection({
  headingId,
  heading,
  intro,
  className,
  children,
}: {
  headingId: string;
  heading: ReactNode;
  intro?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId}>{heading}</h2>
      {intro === undefined ? null : <p>{intro}</p>}
      {children}
    </section>
  );
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

/** A screen's latest message in one region: a status (saved, deleted) or an alert (a refusal). */
export interface Notice {
  kind: 'status' | 'alert';
  text: string;
}

/**
 * The one region of a screen's notice (media, navigation, quick links, the page editor): always
 * present, so the first notice is announced, a status or an alert region as the notice is;
 * `children` follow the message (the page editor's "reload" after a conflict).
 */
export function NoticeRegion({ notice, children }: { notice: Notice | null; children?: ReactNode }) {
  return (
    <div className="cms-notice" role={notice?.kind === 'alert' ? 'alert' : 'status'}>
      {notice ? <p className={`cms-notice__${notice.kind}`}>{notice.text}</p> : null}
      {children}
    </div>
  );
}

/** A refusal in the style of a field's error (the forms, leads and export screens), when there is one. */
export function ErrorAlert({ error }: { error: string }) {
  return error ? (
    <p role="alert" className="cms-field__error">
      {error}
    </p>
  ) : null;
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

/** A list screen's status and alert regions, then its list's "Loading…" or "nothing yet". */
export function ListMessages({ list, loading, empty }: { list: ListScreen<unknown>; loading: string; empty: string }) {
  return (
    <>
      <ScreenMessages notice={list.notice} error={list.error} />
      <ListState rows={list.rows} error={list.error} loading={loading} empty={empty} />
    </>
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

/**
 * A list screen's table once there are rows (nothing before the first answer nor for an empty
 * list: ListState says those): its header (ListTableHead) and a `<tr>` per row drawn by `row`.
 */
export function ListTable<T>({
  rows,
  columns,
  actions,
  row,
}: {
  rows: readonly T[] | null;
  columns: readonly ReactNode[];
  actions?: string;
  row(item: T): ReactNode;
}) {
  if (!rows?.length) return null;
  return (
    <table className="cms-table">
      <ListTableHead columns={columns} actions={actions} />
      <tbody>{rows.map(row)}</tbody>
    </table>
  );
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
