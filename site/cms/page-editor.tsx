/**
 * One page in Puck: the palette of block templates, the canvas previewing the site's own block
 * renderers in the page's language and direction at phone, tablet and desktop widths, and our
 * toolbar: save draft, publish / unpublish, schedule, versions with restore. Every save sends the
 * version the editor started from; a 409 keeps the editor's work on screen and says why.
 * Changes save themselves a moment after the last one (draft-autosave.ts); leaving the page in the
 * tree saves first, and closing or reloading the tab with unsaved changes asks the browser's question.
 */
import { Puck, type Config, type Data, type Overrides } from '@puckeditor/core';
import { useCallback, useEffect, useMemo, useRef, useState, type MutableRefObject } from 'react';
import type { Language } from '../../domain/languages.js';
import { EditorApiError, failureText, type EditorApi, type EditorPage } from '../editor-kit/api-client.js';
import { fillPlaceholders } from '../../domain/placeholders.js';
import { type EditorStrings } from '../editor-kit/editor-i18n.js';
import { pageState } from './page-tree.js';
import { RICH_TEXT_AS_STORED, fromPuckData, toPuckData } from './puck-config.js';
import { PreviewFrame } from './preview-frame.js';
import { AddBlockButton } from './add-block-button.js';
import { DraftAutosave } from './draft-autosave.js';
import { puckDictionary } from './puck-dictionary.js';
import { screenStrings } from '../editor-kit/screens-i18n.js';
import { SeoDialog } from './seo-dialog.js';
import { SchedulePanel } from './schedule-panel.js';
import { VersionsDialog } from './versions-dialog.js';
import { translationStrings } from './translation-i18n.js';
import { TranslationPanel } from './translation-panel.js';
import { refusalText } from '../editor-kit/refusal-i18n.js';
import { NoticeRegion, type Notice } from '../editor-kit/screen-parts.js';

interface PageEditorProps {
  pageId: number;
  language: Language;
  config: Config;
  strings: EditorStrings;
  api: EditorApi;
  /** After a save, publish or restore: the page list shows the new state. */
  onPageChanged(): void;
  /** Open with the versions dialog showing (the site toolbar's "Page versions" link). */
  openVersions?: boolean;
  /**
   * Set by the editor to what the page tree calls before it shows another page: saves the draft
   * and answers whether nothing is left unsaved.
   */
  leaveGuard?: MutableRefObject<(() => Promise<boolean>) | null>;
}

/** Puck's preview iframe: our own stylesheets, no host styles copied in (docs/cms-editor.md). */
const PREVIEW_IFRAME = { enabled: true, waitForStyles: false, syncHostStyles: false };

/** A conflict's notice offers to reload the page. */
type PageNotice = Notice & { conflict?: boolean };

export function PageEditor({ pageId, language, config, strings, api, onPageChanged, openVersions, leaveGuard }: PageEditorProps) {
  const [page, setPage] = useState<EditorPage | null>(null);
  const [loadError, setLoadError] = useState('');
  const [notice, setNotice] = useState<PageNotice | null>(null);
  const [busy, setBusy] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [showVersions, setShowVersions] = useState(openVersions === true);
  const [showSeo, setShowSeo] = useState(false);
  const screens = screenStrings(language);
  const dictionary = useMemo(() => puckDictionary(language), [language]);
  // Puck picks the preview width again whenever its viewports or iframe option is a new object: a
  // new one at every render (each autosave re-renders) would throw the editor's phone preview back
  // to desktop, so both stay the same objects for the page's life.
  const viewports = useMemo(
    () => [
      { width: 390, height: 'auto' as const, label: strings.preview.phone, icon: 'Smartphone' as const },
      { width: 768, height: 'auto' as const, label: strings.preview.tablet, icon: 'Tablet' as const },
      { width: 1280, height: 'auto' as const, label: strings.preview.desktop, icon: 'Monitor' as const },
    ],
    [strings],
  );
  const overrides = useMemo<Partial<Overrides>>(
    () => ({
      headerActions: () => <></>,
      drawerItem: ({ children, name }) => (
        <div className="cms-drawer-item">
          {children}
          <AddBlockButton name={name} label={strings.addBlock} blockLabel={config.components[name]?.label ?? name} />
        </div>
      ),
      iframe: ({ children, document }) => (
        <PreviewFrame document={document} language={language}>
          {children}
        </PreviewFrame>
      ),
    }),
    [strings, config, language],
  );
  /** Bumped when the page is (re)loaded from the server, so Puck starts from the new data. */
  const [generation, setGeneration] = useState(0);
  /** What Puck started from at this generation (Puck's `data` is its initial state only). */
  const [initialData, setInitialData] = useState<Data | null>(null);
  const latest = useRef<Data | null>(null);
  const known = useMemo(() => new Set(Object.keys(config.components)), [config]);
  /** The page as the server last answered it (its version is the one the next save sends). */
  const pageRef = useRef<EditorPage | null>(null);
  /** The block tree as last saved (JSON): what "unsaved" compares with. */
  const savedJson = useRef('');
  const dirtyRef = useRef(false);
  const markDirty = (value: boolean) => {
    dirtyRef.current = value;
    setDirty(value);
  };
  const onPageChangedRef = useRef(onPageChanged);
  onPageChangedRef.current = onPageChanged;

  /** Saves the latest data when it differs from what was saved; a 409 stops the autosave. */
  const saveLatest = useCallback(async () => {
    const current = pageRef.current;
    const data = latest.current;
    if (!current || !data) return;
    const json = JSON.stringify(data.content);
    if (json === savedJson.current) return;
    const blocks = fromPuckData(data, current.draft.blocks, known);
    const saved = await api.saveDraft(current.id, current.version, { blocks });
    pageRef.current = saved;
    savedJson.current = json;
    setPage(saved);
    markDirty(JSON.stringify(latest.current?.content) !== json);
    setNotice({ kind: 'status', text: strings.autosaved });
    onPageChangedRef.current();
  }, [api, known, strings]);

  /** What a save could not do, on screen; a conflict stops the autosave (the 409 check stays). */
  const autosaveRef = useRef<DraftAutosave | null>(null);
  const showFailure = useCallback(
    (failure: unknown) => {
      if (failure instanceof EditorApiError && failure.isConflict) {
        autosaveRef.current?.stop();
        setNotice({ kind: 'alert', text: strings.conflict, conflict: true });
      } else {
        // The server's refusal in the editor's language (a block link the URL rule refused names its field).
        setNotice({ kind: 'alert', text: refusalText(failure, language) });
      }
    },
    [strings, language],
  );
  const autosave = useMemo(() => new DraftAutosave(saveLatest, showFailure), [saveLatest, showFailure]);
  autosaveRef.current = autosave;
  useEffect(() => () => autosave.stop(), [autosave]);

  const autosaveNow = useCallback(async (): Promise<boolean> => {
    try {
      await autosave.flush();
      return !dirtyRef.current;
    } catch (failure) {
      showFailure(failure);
      return false;
    }
  }, [autosave, showFailure]);

  useEffect(() => {
    if (!leaveGuard) return;
    leaveGuard.current = () => (dirtyRef.current ? autosaveNow() : Promise.resolve(true));
    return () => {
      leaveGuard.current = null;
    };
  }, [leaveGuard, autosaveNow]);

  // Closing or reloading the tab with unsaved changes: the browser asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium asks only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const load = useCallback(async () => {
    setLoadError('');
    try {
      const loaded = await api.getPage(pageId);
      setPage(loaded);
      pageRef.current = loaded;
      const data = toPuckData(loaded.draft.blocks, known);
      setInitialData(data);
      savedJson.current = JSON.stringify(data.content);
      latest.current = null;
      markDirty(false);
      setGeneration((g) => g + 1);
    } catch (failure) {
      setLoadError(failureText(failure));
    }
  }, [api, pageId, known]);

  useEffect(() => {
    setPage(null);
    setNotice(null);
    void load();
  }, [load]);

  /** Runs one server call; a 409 becomes the conflict message (the editor's changes stay). */
  async function run(action: () => Promise<EditorPage | void>, done: string) {
    setBusy(true);
    setNotice(null);
    try {
      const result = await action();
      if (result) {
        setPage(result);
        pageRef.current = result;
      }
      setNotice({ kind: 'status', text: done });
      onPageChanged();
    } catch (failure) {
      showFailure(failure);
    } finally {
      setBusy(false);
    }
  }

  /** Saves the draft when there is anything to save (after any autosave under way); answers the page as the server has it. */
  async function saveIfDirty(current: EditorPage): Promise<EditorPage> {
    await autosave.flush();
    return pageRef.current ?? current;
  }

  if (loadError) {
    return (
      <div className="cms-editor__message" role="alert">
        <p>
          {strings.loadFailed} {loadError}
        </p>
        <button type="button" className="cms-button" onClick={() => void load()}>
          {strings.retry}
        </button>
      </div>
    );
  }
  if (!page || !initialData) return <p className="cms-editor__message">{strings.loading}</p>;
  /** `run` of a step taken on the page as the server has it: the draft's last change is saved first. */
  const runOnSaved = (step: (saved: EditorPage) => Promise<EditorPage | void>, done: string) =>
    run(async () => step(await saveIfDirty(page)), done);

  const published = page.state === 'published';
  const translation = translationStrings(language);
  return (
    <section className="cms-editor" aria-labelledby="cms-page-heading">
      <div className="cms-toolbar">
        <h2 id="cms-page-heading" className="cms-toolbar__title">
          {page.title}{' '}
          <bdi dir="ltr">
            /{language}
            {page.path === '/' ? '/' : page.path}
          </bdi>
          <span className="cms-badge">{pageState(page, strings)}</span>
          {dirty ? <span className="cms-badge cms-badge--warn">{strings.unsaved}</span> : null}
        </h2>
        <div className="cms-toolbar__actions" role="group" aria-label={strings.pageActions}>
          <button type="button" className="cms-button" disabled={busy} onClick={() => void run(() => saveIfDirty(page), strings.saved)}>
            {strings.saveDraft}
          </button>
          <button
            type="button"
            className="cms-button cms-button--primary"
            disabled={busy}
            onClick={() => void runOnSaved((saved) => api.publish(saved.id, saved.version), strings.publishedNotice)}
          >
            {strings.publish}
          </button>
          {published ? (
            <button
              type="button"
              className="cms-button"
              disabled={busy}
              onClick={() => void runOnSaved((saved) => api.unpublish(saved.id, saved.version), strings.unpublishedNotice)}
            >
              {strings.unpublish}
            </button>
          ) : null}
          <SchedulePanel
            page={page}
            strings={strings}
            busy={busy}
            onSchedule={(input) => void runOnSaved((saved) => api.schedule(saved.id, saved.version, input), strings.scheduledNotice)}
          />
          <button type="button" className="cms-button" onClick={() => setShowVersions(true)}>
            {strings.versions}
          </button>
          <button type="button" className="cms-button" aria-haspopup="dialog" onClick={() => setShowSeo(true)}>
            {screens.seo}
          </button>
          <a className="cms-button" href={`/${language}${page.path === '/' ? '/' : page.path}`} target="_blank" rel="noopener">
            {strings.viewLive}
          </a>
        </div>
        <TranslationPanel
          page={page}
          t={translation}
          busy={busy}
          onCreate={(target) =>
            // The copy takes the draft as the server has it: the last change is saved first.
            void runOnSaved(
              async (saved) => {
                await api.createTranslation(saved.id, target);
                return api.getPage(saved.id);
              },
              fillPlaceholders(translation.createdNotice, { language: translation.languages[target] }),
            )
          }
          onMarkTranslated={() =>
            void runOnSaved((saved) => api.setNeedsTranslation(saved.id, saved.version, false), translation.markedNotice)
          }
        />
        <NoticeRegion notice={notice}>
          {notice?.conflict ? (
            <button type="button" className="cms-button" onClick={() => void load()}>
              {strings.reloadPage}
            </button>
          ) : null}
        </NoticeRegion>
      </div>
      {/* Puck's panels follow the editor's direction (its grid flips; editor.css mirrors its borders). */}
      <div className="cms-puck" dir={language === 'en' ? 'ltr' : 'rtl'}>
        <Puck
          key={`${page.id}-${generation}`}
          config={config}
          data={initialData}
          headerTitle={page.title}
          headerPath={`/${language}${page.path}`}
          height="100%"
          dictionary={dictionary}
          iframe={PREVIEW_IFRAME}
          viewports={viewports}
          overrides={overrides}
          fieldTransforms={RICH_TEXT_AS_STORED}
          onChange={(data) => {
            latest.current = data;
            // Puck reports its first render too: only a real difference is unsaved work.
            const changed = JSON.stringify(data.content) !== savedJson.current;
            markDirty(changed);
            if (changed) autosave.changed();
          }}
        />
      </div>
      {showSeo ? (
        <SeoDialog
          page={page}
          language={language}
          strings={strings}
          screens={screens}
          api={api}
          onClose={() => setShowSeo(false)}
          onSave={async (values) => {
            let saved = false;
            await runOnSaved(async (current) => {
              const result = await api.saveDraft(current.id, current.version, values);
              saved = true;
              return result;
            }, screens.seoSaved);
            return saved;
          }}
        />
      ) : null}
      {showVersions ? (
        <VersionsDialog
          pageId={page.id}
          pageLanguage={page.language}
          currentVersion={page.version}
          language={language}
          strings={strings}
          api={api}
          onClose={() => setShowVersions(false)}
          onRestored={(version) => {
            setShowVersions(false);
            void load().then(() => setNotice({ kind: 'status', text: fillPlaceholders(strings.restoredNotice, { version }) }));
            onPageChanged();
          }}
        />
      ) : null}
    </section>
  );
}
