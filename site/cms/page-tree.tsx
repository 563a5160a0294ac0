/**
 * The pages of the editor's language as a nested list (by path), with one action menu per page:
 * open in the editor, rename, move (new address), duplicate, delete (confirmed), view in a new
 * window. Creating, renaming and moving go through `PageForm`.
 */
import { useState } from 'react';
import type { Language } from '../../domain/languages.js';
import { EditorApiError, failureText, type EditorApi, type PageSummary } from '../editor-kit/api-client.js';
import { fillPlaceholders } from '../../domain/placeholders.js';
import { type EditorStrings } from '../editor-kit/editor-i18n.js';
import { ConfirmDialog, EMPTY_PAGE, PageForm, type PageFormMode, type PageFormValues } from './page-form.js';
import { buildPageTree, copyPath, type PageNode } from './page-tree-model.js';
import { translationStrings } from './translation-i18n.js';

interface PageTreeProps {
  language: Language;
  pages: PageSummary[];
  selectedId: number | null;
  strings: EditorStrings;
  api: EditorApi;
  onSelect(id: number): void;
  /** After any change: reload the list (and select `id` when given). */
  onChanged(selectId?: number | null): void;
}

type Dialog = { kind: 'form'; mode: PageFormMode; page: PageSummary | null } | { kind: 'delete'; page: PageSummary } | null;

/**
 * The page's state as the tree and the toolbar show it: published or not first (a schedule does not
 * change what visitors see until it runs), then a newer draft, then a schedule waiting.
 */
export function pageState(page: Pick<PageSummary, 'state' | 'has_draft' | 'publish_at' | 'unpublish_at'>, strings: EditorStrings): string {
  const parts = [page.state === 'published' ? strings.states.published : strings.states.disabled];
  if (page.has_draft) parts.push(strings.states.draft);
  if (page.publish_at || page.unpublish_at) parts.push(strings.states.scheduled);
  return parts.join(' · ');
}

export function PageTree({ language, pages, selectedId, strings, api, onSelect, onChanged }: PageTreeProps) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [error, setError] = useState('');
  const taken = new Set(pages.map((p) => p.path));
  const translation = translationStrings(language);

  async function submitForm(values: PageFormValues) {
    if (dialog?.kind !== 'form') return;
    setError('');
    try {
      if (dialog.mode === 'create') {
        const { title, path, ...kind } = values;
        const created = await api.createPage({ language, title, path, content: { ...kind, blocks: [] } });
        setDialog(null);
        onChanged(created.id);
      } else if (dialog.page) {
        if (dialog.mode === 'rename') await api.saveDraft(dialog.page.id, dialog.page.version, { title: values.title });
        else await api.saveDraft(dialog.page.id, dialog.page.version, {}, values.path);
        setDialog(null);
        onChanged(dialog.page.id);
      }
    } catch (failure) {
      setError(failure instanceof EditorApiError && failure.isConflict ? strings.conflict : failureText(failure));
    }
  }

  async function duplicate(page: PageSummary) {
    setError('');
    try {
      const full = await api.getPage(page.id);
      const title = `${page.title} (${strings.copySuffix})`;
      const created = await api.createPage({ language, title, path: copyPath(page.path, taken), content: { ...full.draft, title } });
      onChanged(created.id);
    } catch (failure) {
      setError(failureText(failure));
    }
  }

  async function remove(page: PageSummary) {
    setError('');
    try {
      await api.deletePage(page.id, page.version);
      onChanged(selectedId === page.id ? null : selectedId);
    } catch (failure) {
      setError(failureText(failure));
    }
  }

  function renderNode(node: PageNode) {
    const page = node.page;
    const current = page.id === selectedId;
    return (
      <li key={page.id}>
        <div className={`cms-tree__row${current ? ' cms-tree__row--current' : ''}`}>
          <button type="button" className="cms-tree__open" aria-current={current ? 'page' : undefined} onClick={() => onSelect(page.id)}>
            <span className="cms-tree__title">{page.title || page.path}</span>
            <bdi className="cms-tree__path" dir="ltr">
              {page.path}
            </bdi>
            <span className="cms-tree__state">{pageState(page, strings)}</span>
            {page.needs_translation ? <span className="cms-badge cms-badge--warn">{translation.needsTranslation}</span> : null}
            {page.missing_languages.length ? (
              <span className="cms-tree__state cms-tree__missing">
                {page.missing_languages
                  .map((missing) => fillPlaceholders(translation.missing, { language: translation.languages[missing] }))
                  .join(' · ')}
              </span>
            ) : null}
          </button>
          <details className="cms-menu">
            <summary aria-label={`${strings.pageActions}: ${page.title || page.path}`}>⋯</summary>
            <div className="cms-menu__items">
              <button type="button" onClick={() => setDialog({ kind: 'form', mode: 'rename', page })}>
                {strings.rename}
              </button>
              <button type="button" onClick={() => setDialog({ kind: 'form', mode: 'move', page })}>
                {strings.move}
              </button>
              <button type="button" onClick={() => void duplicate(page)}>
                {strings.duplicate}
              </button>
              <a href={`/${language}${page.path === '/' ? '/' : page.path}`} target="_blank" rel="noopener">
                {strings.viewLive}
              </a>
              <button type="button" className="cms-menu__danger" onClick={() => setDialog({ kind: 'delete', page })}>
                {strings.delete}
              </button>
            </div>
          </details>
        </div>
        {node.children.length ? <ul>{node.children.map(renderNode)}</ul> : null}
      </li>
    );
  }

  const tree = buildPageTree(pages);
  return (
    <nav className="cms-tree" aria-labelledby="cms-pages-heading">
      <div className="cms-tree__head">
        <h2 id="cms-pages-heading">{strings.pagesHeading}</h2>
        <button
          type="button"
          className="cms-button cms-button--primary"
          onClick={() => setDialog({ kind: 'form', mode: 'create', page: null })}
        >
          {strings.newPage}
        </button>
      </div>
      {error && !dialog ? <p role="alert">{error}</p> : null}
      {tree.length ? <ul className="cms-tree__list">{tree.map(renderNode)}</ul> : <p>{strings.noPages}</p>}
      {dialog?.kind === 'form' ? (
        <PageForm
          mode={dialog.mode}
          strings={strings}
          error={error}
          initial={dialog.page ? { ...EMPTY_PAGE, title: dialog.page.title, path: dialog.page.path } : EMPTY_PAGE}
          onSubmit={(values) => void submitForm(values)}
          onClose={() => {
            setDialog(null);
            setError('');
          }}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          message={fillPlaceholders(strings.deleteConfirm, { title: dialog.page.title || dialog.page.path })}
          confirmLabel={strings.deleteButton}
          strings={strings}
          onConfirm={() => void remove(dialog.page)}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </nav>
  );
}
