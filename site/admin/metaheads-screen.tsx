/**
 * Metaheads (admin; /cms/api/metaheads): code placed in the <head> or at the end of the <body> of
 * every page or one page, in sequence order. The table lists them; one form adds a new one or,
 * after "Edit", changes the chosen one. Refusals name the field (refusal-i18n.ts).
 */
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { CmsMetahead, CmsMetaheadLanguage } from '../../domain/contracts/cms.js';
import { LANGUAGES } from '../../domain/languages.js';
import type { MetaheadDraft, PageSummary } from '../editor-kit/api-client.js';
import type { MetaheadsStrings } from './metaheads-i18n.js';
import { refusalText } from '../editor-kit/refusal-i18n.js';
import { ListMessages, ListTable, RowActions, ScreenSection, useListScreen, type OwnWordsScreenProps } from '../editor-kit/screen-parts.js';
import { LabelledInput, NamedOptions } from '../editor-kit/form-parts.js';

const CODE_LANGUAGES: readonly CmsMetaheadLanguage[] = ['html', 'javascript', 'js-src', 'css', 'scss', 'sass'];
const EMPTY: MetaheadDraft = {
  content: '',
  language: 'html',
  sequence: 0,
  in_body: false,
  reload_on_each_page: false,
  rdx_core_page_id: null,
};

/** The first line of the code, shortened: what a row is called in the table and its buttons. */
function excerpt(content: string): string {
  const line = content.trim().split('\n')[0] ?? '';
  return line.length > 60 ? `${line.slice(0, 60)}…` : line;
}

export function MetaheadsScreen({ s, api, language }: OwnWordsScreenProps<MetaheadsStrings>) {
  const id = useId();
  const [pages, setPages] = useState<PageSummary[]>([]);
  const [draft, setDraft] = useState<MetaheadDraft>(EMPTY);
  const [editing, setEditing] = useState<number | null>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const fields = { content: s.content, language: s.codeLanguage, sequence: s.sequence, rdx_core_page_id: s.page, in_body: s.place };
  const list = useListScreen(
    useCallback(() => api.listMetaheads(), [api]),
    (failure) => refusalText(failure, language, fields),
  );

  useEffect(() => {
    // Metaheads belong to a page of any language: offer the pages of all three.
    Promise.all(LANGUAGES.map((code) => api.listPages(code)))
      .then((lists) => setPages(lists.flat()))
      .catch((failure: unknown) => list.setError(refusalText(failure, language)));
  }, [api, language]);

  const pageName = (pageId: number | null) => {
    if (pageId === null) return s.everyPage;
    const page = pages.find((p) => p.id === pageId);
    return page ? `/${page.language}${page.path === '/' ? '' : page.path}` : `#${pageId}`;
  };

  function startEdit(row: CmsMetahead) {
    const { id: rowId, ...rest } = row;
    setEditing(rowId);
    setDraft(rest);
    contentRef.current?.focus();
  }

  function stopEdit() {
    setEditing(null);
    setDraft(EMPTY);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const saved = await list.act(() => (editing === null ? api.createMetahead(draft) : api.updateMetahead(editing, draft)), s.saved);
    if (saved) stopEdit();
  }

  return (
    <ScreenSection headingId={`${id}-heading`} heading={s.heading} intro={s.intro}>
      <ListMessages list={list} loading={s.loading} empty={s.empty} />
      <ListTable
        rows={list.rows}
        columns={[s.content, s.codeLanguage, s.place, s.page, s.sequence]}
        actions={s.actions}
        row={(row) => (
          <tr key={row.id} aria-current={row.id === editing ? 'true' : undefined}>
            <td>
              <code dir="ltr" className="cms-code-excerpt">
                {excerpt(row.content)}
              </code>
            </td>
            <td>{s.codeLanguages[row.language]}</td>
            <td>{row.in_body ? s.inBody : s.inHead}</td>
            <td>
              <bdi>{pageName(row.rdx_core_page_id)}</bdi>
            </td>
            <td>{row.sequence}</td>
            <RowActions
              rowName={excerpt(row.content)}
              buttons={[
                { label: s.edit, onClick: () => startEdit(row) },
                {
                  label: s.remove,
                  onClick: () =>
                    void list.act(async () => {
                      await api.deleteMetahead(row.id);
                      if (editing === row.id) stopEdit();
                    }, s.removed),
                },
              ]}
            />
          </tr>
        )}
      />
      <form className="cms-form cms-form--inline" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-form`}>
        <h3 id={`${id}-form`}>{editing === null ? s.add : s.editing}</h3>
        <label htmlFor={`${id}-content`}>{s.content}</label>
        <textarea
          id={`${id}-content`}
          ref={contentRef}
          className="cms-code"
          dir="ltr"
          rows={5}
          aria-describedby={`${id}-content-hint`}
          value={draft.content}
          onChange={(e) => setDraft({ ...draft, content: e.target.value })}
        />
        <small id={`${id}-content-hint`}>
          {/* The markup example is left to right inside Kurdish and Arabic sentences (else its brackets turn around). */}
          {s.contentHint.split('{example}')[0]}
          <code dir="ltr">{'<meta name="…" content="…">'}</code>
          {s.contentHint.split('{example}')[1]}
        </small>
        <label htmlFor={`${id}-language`}>{s.codeLanguage}</label>
        <select
          id={`${id}-language`}
          value={draft.language}
          onChange={(e) => setDraft({ ...draft, language: e.target.value as CmsMetaheadLanguage })}
        >
          <NamedOptions options={CODE_LANGUAGES} names={s.codeLanguages} />
        </select>
        <label htmlFor={`${id}-place`}>{s.place}</label>
        <select
          id={`${id}-place`}
          value={draft.in_body ? 'body' : 'head'}
          onChange={(e) => setDraft({ ...draft, in_body: e.target.value === 'body' })}
        >
          <option value="head">{s.inHead}</option>
          <option value="body">{s.inBody}</option>
        </select>
        <label htmlFor={`${id}-page`}>{s.page}</label>
        <select
          id={`${id}-page`}
          value={draft.rdx_core_page_id ?? ''}
          onChange={(e) => setDraft({ ...draft, rdx_core_page_id: e.target.value === '' ? null : Number(e.target.value) })}
        >
          <option value="">{s.everyPage}</option>
          {pages.map((page) => (
            <option key={page.id} value={page.id}>
              {`${pageName(page.id)} · ${page.title}`}
            </option>
          ))}
        </select>
        <LabelledInput
          id={`${id}-sequence`}
          label={s.sequence}
          hint={s.sequenceHint}
          type="number"
          inputMode="numeric"
          className="cms-input--short"
          value={Number.isNaN(draft.sequence) ? '' : draft.sequence}
          onChange={(e) => setDraft({ ...draft, sequence: e.target.value === '' ? Number.NaN : Number(e.target.value) })}
        />
        <label className="cms-check">
          <input
            type="checkbox"
            checked={draft.reload_on_each_page}
            onChange={(e) => setDraft({ ...draft, reload_on_each_page: e.target.checked })}
          />
          {s.reload}
        </label>
        <div className="cms-form__actions">
          <button type="submit" className="cms-button cms-button--primary">
            {editing === null ? s.add : s.save}
          </button>
          {editing === null ? null : (
            <button type="button" className="cms-button" onClick={stopEdit}>
              {s.cancel}
            </button>
          )}
        </div>
      </form>
    </ScreenSection>
  );
}
