/**
 * One page in Puck: the palette of block templates, the canvas previewing the site's own block
 * renderers in the page's language and direction at phone, tablet and desktop widths, and our
 * toolbar: save draft, publish / unpublish, schedule, versions with restore. Every save sends the
 * version the editor started from; a 409 keeps the editor's work on screen and says why.
 */
import { Puck, type Config, type Data } from '@puckeditor/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Language } from '../../domain/languages.js';
import { EditorApiError, type EditorApi, type EditorPage } from './api-client.js';
import { fill, type EditorStrings } from './i18n.js';
import { failureText, pageState } from './page-tree.js';
import { fromPuckData, toPuckData } from './puck-config.js';
import { PreviewFrame } from './preview-frame.js';
import { AddBlockButton } from './add-block-button.js';
import { puckDictionary } from './puck-dictionary.js';
import { screenStrings } from './screens-i18n.js';
import { SeoDialog } from './seo-dialog.js';
import { SchedulePanel } from './schedule-panel.js';
import { VersionsDialog } from './versions-dialog.js';

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
}

type Notice = { kind: 'status' | 'alert'; text: string; conflict?: boolean } | null;

export function PageEditor({ pageId, language, config, strings, api, onPageChanged, openVersions }: PageEditorProps) {
  const [page, setPage] = useState<EditorPage | null>(null);
  const [loadError, setLoadError] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [showVersions, setShowVersions] = useState(openVersions === true);
  const [showSeo, setShowSeo] = useState(false);
  const screens = screenStrings(language);
  const dictionary = useMemo(() => puckDictionary(language), [language]);
  /** Bumped when the page is (re)loaded from the server, so Puck starts from the new data. */
  const [generation, setGeneration] = useState(0);
  /** What Puck started from at this generation (Puck's `data` is its initial state only). */
  const [initialData, setInitialData] = useState<Data | null>(null);
  const latest = useRef<Data | null>(null);
  const known = useMemo(() => new Set(Object.keys(config.components)), [config]);

  const load = useCallback(async () => {
    setLoadError('');
    try {
      const loaded = await api.getPage(pageId);
      setPage(loaded);
      setInitialData(toPuckData(loaded.draft.blocks, known));
      latest.current = null;
      setDirty(false);
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
      if (result) setPage(result);
      setNotice({ kind: 'status', text: done });
      onPageChanged();
    } catch (failure) {
      if (failure instanceof EditorApiError && failure.isConflict) setNotice({ kind: 'alert', text: strings.conflict, conflict: true });
      else setNotice({ kind: 'alert', text: failureText(failure) });
    } finally {
      setBusy(false);
    }
  }

  /** Saves the draft when there is anything to save; answers the page as the server has it. */
  async function saveIfDirty(current: EditorPage): Promise<EditorPage> {
    if (!dirty || !latest.current) return current;
    const blocks = fromPuckData(latest.current, current.draft.blocks, known);
    const saved = await api.saveDraft(current.id, current.version, { blocks });
    setDirty(false);
    setPage(saved);
    return saved;
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

  const published = page.state === 'published';
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
            onClick={() =>
              void run(async () => {
                const saved = await saveIfDirty(page);
                return api.publish(saved.id, saved.version);
              }, strings.publishedNotice)
            }
          >
            {strings.publish}
          </button>
          {published ? (
            <button
              type="button"
              className="cms-button"
              disabled={busy}
              onClick={() => void run(() => api.unpublish(page.id, page.version), strings.unpublishedNotice)}
            >
              {strings.unpublish}
            </button>
          ) : null}
          <SchedulePanel
            page={page}
            strings={strings}
            busy={busy}
            onSchedule={(input) => void run(() => api.schedule(page.id, page.version, input), strings.scheduledNotice)}
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
        <div className="cms-notice" role={notice?.kind === 'alert' ? 'alert' : 'status'}>
          {notice ? <p className={`cms-notice__${notice.kind}`}>{notice.text}</p> : null}
          {notice?.conflict ? (
            <button type="button" className="cms-button" onClick={() => void load()}>
              {strings.reloadPage}
            </button>
          ) : null}
        </div>
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
          iframe={{ enabled: true, waitForStyles: false, syncHostStyles: false }}
          viewports={[
            { width: 390, height: 'auto', label: strings.preview.phone, icon: 'Smartphone' },
            { width: 768, height: 'auto', label: strings.preview.tablet, icon: 'Tablet' },
            { width: 1280, height: 'auto', label: strings.preview.desktop, icon: 'Monitor' },
          ]}
          overrides={{
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
          }}
          onChange={(data) => {
            latest.current = data;
            // Puck reports its first render too: only a real difference is unsaved work.
            setDirty(JSON.stringify(data.content) !== JSON.stringify(initialData.content));
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
            await run(async () => {
              const result = await api.saveDraft(page.id, page.version, values);
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
          currentVersion={page.version}
          strings={strings}
          api={api}
          onClose={() => setShowVersions(false)}
          onRestored={(version) => {
            setShowVersions(false);
            void load().then(() => setNotice({ kind: 'status', text: fill(strings.restoredNotice, { version }) }));
            onPageChanged();
          }}
        />
      ) : null}
    </section>
  );
}
