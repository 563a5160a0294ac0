/**
 * The navigation editor (/{lang}/cms, tab "navigation"): the language's nested menu entries
 * (GET /cms/api/nav_entries?language=…) as a nested list. Each entry can be edited (label, link
 * type, a page of the site or another website), moved up / down, put under the entry above or
 * taken out one level (buttons, so the keyboard does everything), dragged to another place by
 * its handle, given a child, and deleted after a confirmation that counts the entries under it.
 * Every move is a few PUTs computed by nav-tree-model.ts; the list shows the new order at once.
 */
import { useCallback, useEffect, useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { useModalOnMount } from './use-modal-on-mount.js';
import type { Language } from '../../domain/languages.js';
import { failureText, type NavEntry, type PageSummary } from '../editor-kit/api-client.js';
import { fillPlaceholders } from '../../domain/placeholders.js';
import { type EditorStrings } from '../editor-kit/editor-i18n.js';
import {
  applyChanges,
  buildNavTree,
  descendantIds,
  dropBefore,
  indent,
  linkTypeOf,
  moveDown,
  moveUp,
  outdent,
  type NavChange,
  type NavNode,
} from './nav-tree-model.js';
import { ConfirmDialog } from './page-form.js';
import { NoticeRegion, type EditorScreenProps, type Notice } from '../editor-kit/screen-parts.js';
import { LabelledInput } from '../editor-kit/form-parts.js';
import type { ScreenStrings } from '../editor-kit/screens-i18n.js';

type Form = { mode: 'create'; parent: NavEntry | null } | { mode: 'edit'; entry: NavEntry };
type NavMove = 'up' | 'down' | 'in' | 'out';

/**
 * An entry's move buttons, in their order on the row: the key that finds the button again after
 * the move (focus stays on it), its icon (the indent arrows mirror in right-to-left), its
 * accessible name and the PUTs the move makes (nav-tree-model.ts).
 */
const NAV_MOVES: readonly {
  key: NavMove;
  icon: string;
  flip: boolean;
  name: 'navMoveUp' | 'navMoveDown' | 'navIndent' | 'navOutdent';
  change(entries: readonly NavEntry[], id: number): NavChange[] | null;
}[] = [
  { key: 'up', icon: '↑', flip: false, name: 'navMoveUp', change: moveUp },
  { key: 'down', icon: '↓', flip: false, name: 'navMoveDown', change: moveDown },
  { key: 'in', icon: '⇥', flip: true, name: 'navIndent', change: indent },
  { key: 'out', icon: '⇤', flip: true, name: 'navOutdent', change: outdent },
];

export function NavEditor({ language, strings, screens, api }: EditorScreenProps) {
  const [entries, setEntries] = useState<NavEntry[] | null>(null);
  const [pages, setPages] = useState<PageSummary[]>([]);
  const [form, setForm] = useState<Form | null>(null);
  const [doomed, setDoomed] = useState<NavEntry | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [dragged, setDragged] = useState<number | null>(null);
  /** After a move the same button of the same entry keeps the focus (the list re-renders). */
  const refocus = useRef<string | null>(null);
  /** A move in flight: further presses wait (buttons stay enabled so the focus is never lost). */
  const moving = useRef(false);
  const listRef = useRef<HTMLOListElement>(null);

  const load = useCallback(async () => {
    try {
      setEntries(await api.listNav(language));
    } catch (failure) {
      setNotice({ kind: 'alert', text: failureText(failure) });
    }
  }, [api, language]);

  useEffect(() => {
    void load();
    api
      .listPages(language)
      .then(setPages)
      .catch(() => setPages([]));
  }, [api, language, load]);

  useEffect(() => {
    if (!refocus.current || !listRef.current) return;
    const key = refocus.current;
    const id = key.slice(key.lastIndexOf('-') + 1);
    const target = listRef.current.querySelector<HTMLElement>(`[data-focus-key="${key}"]`);
    // A button that can no longer act (up at the top) hands the focus to the entry's edit button.
    const focusable =
      target && !target.hasAttribute('disabled') ? target : listRef.current.querySelector<HTMLElement>(`[data-focus-key="edit-${id}"]`);
    focusable?.focus();
    refocus.current = null;
  });

  async function move(entry: NavEntry, changes: NavChange[] | null, focusKey: string) {
    if (!changes || !entries || moving.current) return;
    moving.current = true;
    setBusy(true);
    setEntries(applyChanges(entries, changes));
    refocus.current = focusKey;
    try {
      for (const change of changes) await api.updateNav(change.id, { parent_id: change.parent_id, position: change.position });
      setNotice({ kind: 'status', text: fillPlaceholders(screens.navMoved, { label: entry.label }) });
    } catch (failure) {
      setNotice({ kind: 'alert', text: failureText(failure) });
    } finally {
      await load();
      moving.current = false;
      setBusy(false);
    }
  }

  async function submit(values: { label: string; url: string }) {
    if (!form) return;
    try {
      if (form.mode === 'create') {
        await api.createNav({ language, ...values, parent_id: form.parent?.id ?? null });
      } else {
        await api.updateNav(form.entry.id, values);
      }
      setForm(null);
      setNotice({ kind: 'status', text: screens.navSaved });
      await load();
    } catch (failure) {
      throw new Error(failureText(failure));
    }
  }

  async function remove(entry: NavEntry) {
    try {
      await api.deleteNav(entry.id);
      setNotice({ kind: 'status', text: screens.navDeleted });
      await load();
    } catch (failure) {
      setNotice({ kind: 'alert', text: failureText(failure) });
    }
  }

  function onDrop(event: DragEvent, target: NavEntry) {
    event.preventDefault();
    const id = dragged ?? Number(event.dataTransfer.getData('text/plain'));
    setDragged(null);
    const entry = entries?.find((e) => e.id === id);
    if (!entries || !entry) return;
    void move(entry, dropBefore(entries, id, target.id), `drag-${id}`);
  }

  function renderNodes(nodes: NavNode[]) {
    return nodes.map((node, index) => {
      const label = node.label;
      const action = (key: string) => ({ 'data-focus-key': `${key}-${node.id}` });
      /** The moves that have nowhere to go: the first entry of its level cannot go up or in, the last not down. */
      const cannot: Record<NavMove, boolean> = {
        up: index === 0,
        down: index === nodes.length - 1,
        in: index === 0,
        out: node.depth === 0,
      };
      return (
        <li key={node.id} className="cms-nav__item">
          <div
            className={`cms-nav__row${dragged === node.id ? ' cms-nav__row--dragged' : ''}`}
            data-testid={`nav-row-${node.id}`}
            onDragOver={(event) => {
              if (dragged !== null && dragged !== node.id) event.preventDefault();
            }}
            onDrop={(event) => onDrop(event, node)}
          >
            <span
              className="cms-nav__handle"
              draggable
              aria-hidden="true"
              title={screens.navDragHint}
              data-focus-key={`drag-${node.id}`}
              onDragStart={(event) => {
                event.dataTransfer.setData('text/plain', String(node.id));
                event.dataTransfer.effectAllowed = 'move';
                setDragged(node.id);
              }}
              onDragEnd={() => setDragged(null)}
            >
              ⠿
            </span>
            <span className="cms-nav__text">
              <strong>{label}</strong>
              <bdi dir="ltr" className="cms-nav__url">
                {node.url}
              </bdi>
            </span>
            <span className="cms-nav__actions" role="group" aria-label={fillPlaceholders(screens.navActions, { label })}>
              {NAV_MOVES.map((button) => (
                <button
                  key={button.key}
                  type="button"
                  className={button.flip ? 'cms-icon-button cms-icon-button--flip' : 'cms-icon-button'}
                  {...action(button.key)}
                  disabled={cannot[button.key]}
                  aria-label={fillPlaceholders(screens[button.name], { label })}
                  title={fillPlaceholders(screens[button.name], { label })}
                  onClick={() => entries && void move(node, button.change(entries, node.id), `${button.key}-${node.id}`)}
                >
                  {button.icon}
                </button>
              ))}
              <button
                type="button"
                className="cms-button cms-button--small"
                {...action('edit')}
                aria-label={fillPlaceholders(screens.navEdit, { label })}
                onClick={() => setForm({ mode: 'edit', entry: node })}
              >
                {screens.navEditShort}
              </button>
              <button
                type="button"
                className="cms-button cms-button--small"
                aria-label={fillPlaceholders(screens.navAddChild, { label })}
                onClick={() => setForm({ mode: 'create', parent: node })}
              >
                +
              </button>
              <button
                type="button"
                className="cms-button cms-button--small cms-button--danger"
                aria-label={fillPlaceholders(screens.navDelete, { label })}
                onClick={() => setDoomed(node)}
              >
                {strings.delete}
              </button>
            </span>
          </div>
          {node.children.length > 0 ? <ol className="cms-nav__list">{renderNodes(node.children)}</ol> : null}
        </li>
      );
    });
  }

  const tree = entries ? buildNavTree(entries) : [];
  return (
    <section className="cms-screen" aria-labelledby="cms-nav-heading">
      <div className="cms-screen__head">
        <h2 id="cms-nav-heading">{screens.navHeading}</h2>
        <button type="button" className="cms-button cms-button--primary" onClick={() => setForm({ mode: 'create', parent: null })}>
          {screens.navAdd}
        </button>
      </div>
      <p className="cms-screen__intro">{screens.navIntro}</p>
      <p className="cms-screen__hint">{screens.navDragHint}</p>
      <NoticeRegion notice={notice} />
      {!entries ? (
        <p>{strings.loading}</p>
      ) : tree.length === 0 ? (
        <p>{screens.navEmpty}</p>
      ) : (
        <ol ref={listRef} className="cms-nav__list cms-nav__list--root" aria-labelledby="cms-nav-heading" aria-busy={busy || undefined}>
          {renderNodes(tree)}
        </ol>
      )}
      {form ? (
        <NavEntryForm
          key={form.mode === 'edit' ? form.entry.id : `new-${form.parent?.id ?? 'top'}`}
          form={form}
          pages={pages}
          language={language}
          strings={strings}
          screens={screens}
          onSubmit={submit}
          onClose={() => setForm(null)}
        />
      ) : null}
      {doomed && entries ? (
        <ConfirmDialog
          message={[
            fillPlaceholders(screens.navDeleteConfirm, { label: doomed.label }),
            descendantIds(entries, doomed.id).length > 1
              ? fillPlaceholders(screens.navDeleteChildren, { count: descendantIds(entries, doomed.id).length - 1 })
              : '',
          ]
            .filter(Boolean)
            .join(' ')}
          confirmLabel={fillPlaceholders(screens.navDelete, { label: doomed.label })}
          strings={strings}
          onConfirm={() => void remove(doomed)}
          onClose={() => setDoomed(null)}
        />
      ) : null}
    </section>
  );
}

function NavEntryForm({
  form,
  pages,
  language,
  strings,
  screens,
  onSubmit,
  onClose,
}: {
  form: Form;
  pages: PageSummary[];
  language: Language;
  strings: EditorStrings;
  screens: ScreenStrings;
  onSubmit(values: { label: string; url: string }): Promise<void>;
  onClose(): void;
}) {
  const id = useId();
  const dialog = useModalOnMount();
  const start = form.mode === 'edit' ? form.entry : null;
  const [label, setLabel] = useState(start?.label ?? '');
  const [url, setUrl] = useState(start?.url ?? '');
  const [type, setType] = useState<'internal' | 'external'>(start ? linkTypeOf(start.url) : 'internal');
  const [error, setError] = useState('');
  const heading =
    form.mode === 'edit'
      ? fillPlaceholders(screens.navEdit, { label: form.entry.label })
      : form.parent
        ? fillPlaceholders(screens.navAddChild, { label: form.parent.label })
        : screens.navAdd;
  async function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    try {
      await onSubmit({ label: label.trim(), url: url.trim() });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }
  // Stored with the language segment, as the seeded entries are ("/ku/stock"); the site accepts both.
  const siteUrl = (page: PageSummary) => `/${language}${page.path === '/' ? '/' : page.path}`;
  const pagePath = pages.some((p) => siteUrl(p) === url) ? url : '';
  return (
    <dialog ref={dialog} className="cms-dialog" aria-labelledby={`${id}-heading`} onClose={onClose}>
      <form className="cms-form" onSubmit={(event) => void submit(event)}>
        <h3 id={`${id}-heading`}>{heading}</h3>
        <label htmlFor={`${id}-label`}>{screens.navLabel}</label>
        <input id={`${id}-label`} required maxLength={200} value={label} onChange={(e) => setLabel(e.target.value)} />
        <fieldset className="cms-form__choice">
          <legend>{screens.navLinkType}</legend>
          {(['internal', 'external'] as const).map((kind) => (
            <label key={kind} className="cms-check">
              <input type="radio" name={`${id}-type`} value={kind} checked={type === kind} onChange={() => setType(kind)} />
              {screens.navLinkTypes[kind]}
            </label>
          ))}
        </fieldset>
        {type === 'internal' ? (
          <>
            <label htmlFor={`${id}-page`}>{screens.navPickPage}</label>
            <select id={`${id}-page`} value={pagePath} onChange={(e) => e.target.value && setUrl(e.target.value)}>
              <option value="">{screens.navPickPageNone}</option>
              {pages.map((page) => (
                <option key={page.id} value={siteUrl(page)}>
                  {page.title} ({siteUrl(page)})
                </option>
              ))}
            </select>
            <LabelledInput
              id={`${id}-url`}
              label={screens.navUrl}
              hint={screens.navInternalHint}
              dir="ltr"
              required
              pattern="/.*"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
            />
          </>
        ) : (
          <>
            <LabelledInput
              id={`${id}-url`}
              label={screens.navUrl}
              hint={screens.navExternalHint}
              dir="ltr"
              type="url"
              required
              value={url}
              onChange={(e) => setUrl(e.target.value)}
            />
          </>
        )}
        {error ? <p role="alert">{error}</p> : null}
        <div className="cms-form__actions">
          <button type="button" className="cms-button" onClick={() => dialog.current?.close()}>
            {strings.cancel}
          </button>
          <button type="submit" className="cms-button cms-button--primary">
            {strings.save}
          </button>
        </div>
      </form>
    </dialog>
  );
}
