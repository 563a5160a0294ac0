/**
 * Redirects (admin; /cms/api/redirects): per site language, old addresses without a page sent to
 * another path or site with a status (301 by default). A refusal names the field it is about.
 */
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import type { CmsRedirect } from '../../domain/contracts/cms.js';
import { LANGUAGES, type Language } from '../../domain/languages.js';
import type { EditorApi } from '../cms/api-client.js';
import { failureText } from '../cms/page-tree.js';
import type { RedirectsStrings } from './redirects-i18n.js';

const CODES = [301, 302, 303, 307, 308] as const;
type Draft = { path: string; to: string; http_code: number };
const EMPTY: Draft = { path: '', to: '', http_code: 301 };

export function RedirectsScreen({
  s,
  api,
  language,
  languageNames,
}: {
  s: RedirectsStrings;
  api: EditorApi;
  language: Language;
  languageNames: Record<Language, string>;
}) {
  const id = useId();
  const [siteLanguage, setSiteLanguage] = useState<Language>(language);
  const [rows, setRows] = useState<CmsRedirect[] | null>(null);
  const [edits, setEdits] = useState<Record<number, Draft>>({});
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');

  const load = useCallback(async () => {
    try {
      const list = await api.listRedirects(siteLanguage);
      setRows(list);
      setEdits(Object.fromEntries(list.map((r) => [r.id, { path: r.path, to: r.to, http_code: r.http_code }])));
    } catch (failure) {
      setError(failureText(failure));
    }
  }, [api, siteLanguage]);
  useEffect(() => void load(), [load]);

  async function act(action: () => Promise<unknown>, done: string) {
    setError('');
    setNotice('');
    try {
      await action();
      setNotice(done);
      await load();
    } catch (failure) {
      setError(failureText(failure));
    }
  }

  function add(event: FormEvent) {
    event.preventDefault();
    void act(async () => {
      await api.createRedirect({ language: siteLanguage, ...draft });
      setDraft(EMPTY);
    }, s.saved);
  }

  const codeSelect = (value: number, onChange: (code: number) => void, label: string, selectId?: string) => (
    <select id={selectId} aria-label={selectId ? undefined : label} value={value} onChange={(e) => onChange(Number(e.target.value))}>
      {CODES.map((code) => (
        <option key={code} value={code}>
          {s.codes[code]}
        </option>
      ))}
    </select>
  );

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{s.heading}</h2>
      <p>{s.intro}</p>
      <label htmlFor={`${id}-language`}>{s.language}</label>{' '}
      <select id={`${id}-language`} value={siteLanguage} onChange={(e) => setSiteLanguage(e.target.value as Language)}>
        {LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {languageNames[code]}
          </option>
        ))}
      </select>
      <div role="status">{notice ? <p>{notice}</p> : null}</div>
      {error ? <p role="alert">{error}</p> : null}
      {rows === null && !error ? <p>{s.loading}</p> : null}
      {rows?.length === 0 ? <p>{s.empty}</p> : null}
      {rows?.length ? (
        <table className="cms-table">
          <thead>
            <tr>
              <th scope="col">{s.path}</th>
              <th scope="col">{s.to}</th>
              <th scope="col">{s.code}</th>
              <th scope="col">
                <span className="cms-visually-hidden">{s.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const edit = edits[row.id] ?? row;
              const set = (change: Partial<Draft>) => setEdits({ ...edits, [row.id]: { ...edit, ...change } });
              return (
                <tr key={row.id}>
                  <td>
                    <input
                      dir="ltr"
                      aria-label={`${s.path}: ${row.path}`}
                      value={edit.path}
                      onChange={(e) => set({ path: e.target.value })}
                    />
                  </td>
                  <td>
                    <input dir="ltr" aria-label={`${s.to}: ${row.path}`} value={edit.to} onChange={(e) => set({ to: e.target.value })} />
                  </td>
                  <td>{codeSelect(edit.http_code, (http_code) => set({ http_code }), `${s.code}: ${row.path}`)}</td>
                  <td className="cms-table__actions">
                    <button
                      type="button"
                      className="cms-button cms-button--small"
                      onClick={() => void act(() => api.updateRedirect(row.id, edit), s.saved)}
                    >
                      {s.save} <span className="cms-visually-hidden">{row.path}</span>
                    </button>
                    <button
                      type="button"
                      className="cms-button cms-button--small"
                      onClick={() => void act(() => api.deleteRedirect(row.id), s.removed)}
                    >
                      {s.remove} <span className="cms-visually-hidden">{row.path}</span>
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      <form className="cms-form cms-form--inline" onSubmit={add} aria-labelledby={`${id}-add`}>
        <h3 id={`${id}-add`}>{s.add}</h3>
        <label htmlFor={`${id}-path`}>{s.path}</label>
        <input
          id={`${id}-path`}
          dir="ltr"
          required
          aria-describedby={`${id}-path-hint`}
          value={draft.path}
          onChange={(e) => setDraft({ ...draft, path: e.target.value })}
        />
        <small id={`${id}-path-hint`}>{s.pathHint}</small>
        <label htmlFor={`${id}-to`}>{s.to}</label>
        <input
          id={`${id}-to`}
          dir="ltr"
          required
          aria-describedby={`${id}-to-hint`}
          value={draft.to}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
        />
        <small id={`${id}-to-hint`}>{s.toHint}</small>
        <label htmlFor={`${id}-code`}>{s.code}</label>
        {codeSelect(draft.http_code, (http_code) => setDraft({ ...draft, http_code }), s.code, `${id}-code`)}
        <button type="submit" className="cms-button cms-button--primary">
          {s.add}
        </button>
      </form>
    </section>
  );
}
