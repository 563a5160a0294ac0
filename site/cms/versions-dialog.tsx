/**
 * The page's versions (number, author, time, summary), newest first, the one visitors see marked as
 * live; any one can be previewed as the site would show it (in a new tab) and restored as the draft
 * (docs/cms-editor.md, "Versions").
 */
import { useCallback, useId } from 'react';
import { useModalOnMount } from './use-modal-on-mount.js';
import { failureText, type EditorApi } from '../editor-kit/api-client.js';
import { useListScreen } from '../editor-kit/screen-parts.js';
import type { Language } from '../../domain/languages.js';
import type { EditorStrings } from '../editor-kit/editor-i18n.js';
import { versionSummaryText } from './version-summary.js';
import { versionPreviewPath } from '../../domain/version-preview-path.js';

interface VersionsDialogProps {
  pageId: number;
  /** The page's own language: its preview is drawn in it. */
  pageLanguage: Language;
  /** The page's current version (the optimistic lock of the restore). */
  currentVersion: number;
  /** The editor's language: the change summaries are said in it. */
  language: Language;
  strings: EditorStrings;
  api: EditorApi;
  onClose(): void;
  onRestored(version: number): void;
}

export function VersionsDialog({ pageId, pageLanguage, currentVersion, language, strings, api, onClose, onRestored }: VersionsDialogProps) {
  const id = useId();
  const dialog = useModalOnMount();
  const list = useListScreen(
    useCallback(async () => [...(await api.versions(pageId))].sort((a, b) => b.number - a.number), [api, pageId]),
    failureText,
  );
  const { rows: versions, error, setError } = list;

  async function restore(version: number) {
    setError('');
    try {
      await api.restore(pageId, currentVersion, version);
      onRestored(version);
    } catch (failure) {
      setError(failureText(failure));
    }
  }

  return (
    <dialog ref={dialog} className="cms-dialog cms-dialog--wide" aria-labelledby={`${id}-heading`} onClose={onClose}>
      <h2 id={`${id}-heading`}>{strings.versions}</h2>
      {error ? <p role="alert">{error}</p> : null}
      {versions === null && !error ? <p>{strings.loading}</p> : null}
      {versions?.length === 0 ? <p>{strings.noVersions}</p> : null}
      {versions?.length ? (
        <ol className="cms-versions">
          {versions.map((version) => (
            <li key={version.number} className={version.live ? 'cms-versions__live' : undefined}>
              <span>
                {strings.versionLabel} {version.number}
              </span>
              {version.live ? <strong className="cms-versions__badge">{strings.versionLive}</strong> : null}
              <time dateTime={version.created_at}>
                <bdi dir="ltr">{version.created_at.replace('T', ' ').slice(0, 16)}</bdi>
              </time>
              {version.author ? (
                <span>
                  {strings.versionBy} <bdi dir="ltr">{version.author.email}</bdi>
                </span>
              ) : null}
              {version.summary ? <span>{versionSummaryText(version.summary, language)}</span> : null}
              <a
                className="cms-button cms-button--small"
                href={versionPreviewPath(pageLanguage, pageId, version.number)}
                target="_blank"
                rel="noopener"
              >
                {strings.previewVersion} <span className="cms-visually-hidden">{`${version.number} ${strings.opensInNewTab}`}</span>
              </a>
              <button type="button" className="cms-button cms-button--small" onClick={() => void restore(version.number)}>
                {strings.restore} <span className="cms-visually-hidden">{version.number}</span>
              </button>
            </li>
          ))}
        </ol>
      ) : null}
      <button type="button" className="cms-button" onClick={() => dialog.current?.close()}>
        {strings.close}
      </button>
    </dialog>
  );
}
