/**
 * Redirects (admin; /cms/api/redirects): per site language, old addresses without a page sent to
 * another path or site with a status (301 by default). A refusal names the field it is about.
 */
import { useCallback, useId, useState, type FormEvent } from 'react';
import type { Language } from '../../domain/languages.js';
import type { RedirectsStrings } from './redirects-i18n.js';
import { refusalText } from '../editor-kit/refusal-i18n.js';
import { ListMessages, ListTable, RowActions, ScreenSection, useListScreen } from '../editor-kit/screen-parts.js';
import type { SiteLanguageScreenProps } from '../editor-kit/screen-parts.js';
import { HeadedForm, LabelledInput, LanguageSelect, NamedOptions } from '../editor-kit/form-parts.js';

const CODES = [301, 302, 303, 307, 308] as const;
type Draft = { path: string; to: string; http_code: number };
const EMPTY: Draft = { path: '', to: '', http_code: 301 };

export function RedirectsScreen({ s, api, language, languageNames }: SiteLanguageScreenProps<RedirectsStrings>) {
  const id = useId();
  const [siteLanguage, setSiteLanguage] = useState<Language>(language);
  const [edits, setEdits] = useState<Record<number, Draft>>({});
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const fields = { path: s.path, to: s.to, http_code: s.code, language: s.language };
  const list = useListScreen(
    useCallback(() => api.listRedirects(siteLanguage), [api, siteLanguage]),
    (failure) => refusalText(failure, language, fields),
    (loaded) => setEdits(Object.fromEntries(loaded.map((r) => [r.id, { path: r.path, to: r.to, http_code: r.http_code }]))),
  );
  const { rows, act } = list;

  function add(event: FormEvent) {
    event.preventDefault();
    void act(async () => {
      await api.createRedirect({ language: siteLanguage, ...draft });
      setDraft(EMPTY);
    }, s.saved);
  }

  const codeSelect = (value: number, onChange: (code: number) => void, label: string, selectId?: string) => (
    <select id={selectId} aria-label={selectId ? undefined : label} value={value} onChange={(e) => onChange(Number(e.target.value))}>
      <NamedOptions options={CODES} names={s.codes} />
    </select>
  );

  return (
    <ScreenSection headingId={`${id}-heading`} heading={s.heading} intro={s.intro}>
      <LanguageSelect id={`${id}-language`} label={s.language} value={siteLanguage} names={languageNames} onChange={setSiteLanguage} />
      <ListMessages list={list} loading={s.loading} empty={s.empty} />
      <ListTable
        rows={rows}
        columns={[s.path, s.to, s.code]}
        actions={s.actions}
        row={(row) => {
          const edit = edits[row.id] ?? row;
          const set = (change: Partial<Draft>) => setEdits({ ...edits, [row.id]: { ...edit, ...change } });
          return (
            <tr key={row.id}>
              <td>
                <input dir="ltr" aria-label={`${s.path}: ${row.path}`} value={edit.path} onChange={(e) => set({ path: e.target.value })} />
              </td>
              <td>
                <input dir="ltr" aria-label={`${s.to}: ${row.path}`} value={edit.to} onChange={(e) => set({ to: e.target.value })} />
              </td>
              <td>{codeSelect(edit.http_code, (http_code) => set({ http_code }), `${s.code}: ${row.path}`)}</td>
              <RowActions
                rowName={row.path}
                buttons={[
                  { label: s.save, onClick: () => void act(() => api.updateRedirect(row.id, edit), s.saved) },
                  { label: s.remove, onClick: () => void act(() => api.deleteRedirect(row.id), s.removed) },
                ]}
              />
            </tr>
          );
        }}
      />
      <HeadedForm headingId={`${id}-add`} heading={s.add} submitLabel={s.add} inline onSubmit={add}>
        <LabelledInput
          id={`${id}-path`}
          label={s.path}
          hint={s.pathHint}
          dir="ltr"
          required
          value={draft.path}
          onChange={(e) => setDraft({ ...draft, path: e.target.value })}
        />
        <LabelledInput
          id={`${id}-to`}
          label={s.to}
          hint={s.toHint}
          dir="ltr"
          required
          value={draft.to}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
        />
        <label htmlFor={`${id}-code`}>{s.code}</label>
        {codeSelect(draft.http_code, (http_code) => setDraft({ ...draft, http_code }), s.code, `${id}-code`)}
      </HeadedForm>
    </ScreenSection>
  );
}
