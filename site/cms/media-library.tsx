/**
 * The media library (/{lang}/cms, tab "media"): upload (POST /cms/api/media, multipart, with the
 * alt texts typed beforehand), every image as a thumbnail (its 640×360 WebP) with its alt text
 * per language (PUT /cms/api/media/{id}), the pages using it, and delete after a confirmation
 * (the server refuses while a page uses the image: 409 `media_in_use`, shown as it says).
 * `MediaPicker` is the same list as a dialog: image fields of blocks and the SEO panel choose from it.
 */
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useModalOnMount } from './use-modal-on-mount.js';
import { LANGUAGES, type Language } from '../../domain/languages.js';
import { failureText, type EditorApi, type MediaItem } from '../editor-kit/api-client.js';
import { fillPlaceholders } from '../../domain/placeholders.js';
import { ConfirmDialog } from './page-form.js';
import { NoticeRegion, useListScreen, type EditorScreenProps, type Notice } from '../editor-kit/screen-parts.js';
import type { ScreenStrings } from '../editor-kit/screens-i18n.js';

const thumbnail = (media: MediaItem) => media.urls['640x360'].webp;

/** An image's alt text in each language, typed in that language's script and direction. */
function AltTextFields({
  idPrefix,
  screens,
  alt,
  onChange,
}: {
  idPrefix: string;
  screens: ScreenStrings;
  alt: Partial<Record<Language, string>>;
  onChange(alt: Partial<Record<Language, string>>): void;
}) {
  return LANGUAGES.map((lang) => (
    <div className="cms-form" key={lang}>
      <label htmlFor={`${idPrefix}-${lang}`}>{screens.mediaAlt[lang]}</label>
      <input
        id={`${idPrefix}-${lang}`}
        lang={lang === 'ku' ? 'ckb' : lang}
        dir={lang === 'en' ? 'ltr' : 'rtl'}
        maxLength={500}
        value={alt[lang] ?? ''}
        onChange={(e) => onChange({ ...alt, [lang]: e.target.value })}
      />
    </div>
  ));
}

export function MediaLibrary({ language, strings, screens, api }: EditorScreenProps) {
  const id = useId();
  const [items, setItems] = useState<MediaItem[] | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [doomed, setDoomed] = useState<MediaItem | null>(null);
  const [alt, setAlt] = useState<Partial<Record<Language, string>>>({});
  const fileInput = useRef<HTMLInputElement>(null);

  const load = useCallback(async () => {
    try {
      setItems(await api.listMedia());
    } catch (failure) {
      setNotice({ kind: 'alert', text: failureText(failure) });
    }
  }, [api]);
  useEffect(() => void load(), [load]);

  async function upload(event: FormEvent) {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file) return;
    setBusy(true);
    setNotice(null);
    try {
      await api.uploadMedia(file, alt);
      setAlt({});
      if (fileInput.current) fileInput.current.value = '';
      setNotice({ kind: 'status', text: screens.mediaUploaded });
      await load();
    } catch (failure) {
      setNotice({ kind: 'alert', text: `${strings.uploadFailed} ${failureText(failure)}` });
    } finally {
      setBusy(false);
    }
  }

  async function remove(media: MediaItem) {
    setNotice(null);
    try {
      await api.deleteMedia(media.id);
      setNotice({ kind: 'status', text: screens.mediaDeleted });
      await load();
    } catch (failure) {
      setNotice({ kind: 'alert', text: failureText(failure) });
    }
  }

  return (
    <section className="cms-screen" aria-labelledby="cms-media-heading">
      <div className="cms-screen__head">
        <h2 id="cms-media-heading">{screens.mediaHeading}</h2>
      </div>
      <p className="cms-screen__intro">{screens.mediaIntro}</p>
      <form className="cms-media__upload" onSubmit={(event) => void upload(event)}>
        <div className="cms-form">
          <label htmlFor={`${id}-file`}>{screens.mediaUpload}</label>
          <input id={`${id}-file`} ref={fileInput} type="file" accept="image/jpeg,image/png,image/webp,image/gif,image/avif" required />
        </div>
        <AltTextFields idPrefix={`${id}-alt`} screens={screens} alt={alt} onChange={setAlt} />
        <button type="submit" className="cms-button cms-button--primary" disabled={busy}>
          {busy ? screens.mediaUploading : screens.mediaUpload}
        </button>
      </form>
      <NoticeRegion notice={notice} />
      {!items ? (
        <p>{strings.loading}</p>
      ) : items.length === 0 ? (
        <p>{screens.mediaEmpty}</p>
      ) : (
        <ul className="cms-media__grid" aria-labelledby="cms-media-heading">
          {items.map((media) => (
            <MediaCard
              key={media.id}
              media={media}
              language={language}
              screens={screens}
              api={api}
              onSaved={(saved) => {
                setItems((list) => list?.map((m) => (m.id === saved.id ? saved : m)) ?? null);
                setNotice({ kind: 'status', text: screens.mediaAltSaved });
              }}
              onFailed={(text) => setNotice({ kind: 'alert', text })}
              onDelete={() => setDoomed(media)}
            />
          ))}
        </ul>
      )}
      {doomed ? (
        <ConfirmDialog
          message={fillPlaceholders(screens.mediaDeleteConfirm, { name: doomed.filename })}
          confirmLabel={screens.mediaDelete}
          strings={strings}
          onConfirm={() => void remove(doomed)}
          onClose={() => setDoomed(null)}
        />
      ) : null}
    </section>
  );
}

function MediaCard({
  media,
  language,
  screens,
  api,
  onSaved,
  onFailed,
  onDelete,
}: {
  media: MediaItem;
  language: Language;
  screens: ScreenStrings;
  api: EditorApi;
  onSaved(media: MediaItem): void;
  onFailed(text: string): void;
  onDelete(): void;
}) {
  const id = useId();
  const [alt, setAlt] = useState<Partial<Record<Language, string>>>(media.alt);
  const changed = LANGUAGES.some((lang) => (alt[lang] ?? '') !== (media.alt[lang] ?? ''));
  async function save(event: FormEvent) {
    event.preventDefault();
    try {
      onSaved(await api.updateMediaAlt(media.id, alt));
    } catch (failure) {
      onFailed(failureText(failure));
    }
  }
  return (
    <li className="cms-media__card">
      <img src={thumbnail(media)} alt={media.alt[language] ?? ''} width={320} height={180} loading="lazy" />
      <p className="cms-media__name">
        <bdi dir="ltr">{media.filename}</bdi>
        <small>
          {' '}
          {screens.mediaSize}: <bdi dir="ltr">{`${media.width}×${media.height}`}</bdi>
        </small>
      </p>
      <form className="cms-form" onSubmit={(event) => void save(event)} aria-label={`${screens.mediaSaveAlt}: ${media.filename}`}>
        <AltTextFields idPrefix={id} screens={screens} alt={alt} onChange={setAlt} />
        <div className="cms-form__actions">
          <button type="submit" className="cms-button cms-button--small" disabled={!changed}>
            {screens.mediaSaveAlt}
          </button>
          <button type="button" className="cms-button cms-button--small cms-button--danger" onClick={onDelete}>
            {screens.mediaDelete}
          </button>
        </div>
      </form>
      <div className="cms-media__used">
        {media.used_by.length === 0 ? (
          <small>{screens.mediaUnused}</small>
        ) : (
          <small>
            {screens.mediaInUse}:{' '}
            {media.used_by.map((page, index) => (
              <span key={page.id}>
                {index > 0 ? '، ' : ''}
                <a href={`/${page.language}${page.path === '/' ? '/' : page.path}`} target="_blank" rel="noopener">
                  <bdi dir="ltr">{`/${page.language}${page.path}`}</bdi>
                </a>
              </span>
            ))}
          </small>
        )}
      </div>
    </li>
  );
}

/**
 * A field's "Pick from the library" button and, once it is pressed, the picker (placed apart: a
 * dialog's picker opens outside the dialog's form). `onPick` is given the chosen image.
 */
export function useMediaPick(editor: EditorScreenProps, onPick: (media: MediaItem) => void): { button: ReactNode; picker: ReactNode } {
  const [picking, setPicking] = useState(false);
  return {
    button: (
      <button type="button" className="cms-button cms-button--small" onClick={() => setPicking(true)}>
        {editor.screens.mediaPick}
      </button>
    ),
    picker: picking ? <MediaPicker {...editor} onPick={onPick} onClose={() => setPicking(false)} /> : null,
  };
}

/** The library as a dialog: answers the chosen image (or nothing when closed). */
export function MediaPicker({
  language,
  strings,
  screens,
  api,
  onPick,
  onClose,
}: EditorScreenProps & {
  onPick(media: MediaItem): void;
  onClose(): void;
}) {
  const id = useId();
  const dialog = useModalOnMount();
  const { rows: items, error } = useListScreen(
    useCallback(() => api.listMedia(), [api]),
    failureText,
  );
  return (
    <dialog ref={dialog} className="cms-dialog cms-dialog--wide" aria-labelledby={`${id}-heading`} onClose={onClose}>
      <h3 id={`${id}-heading`}>{screens.mediaPickHeading}</h3>
      {error ? <p role="alert">{error}</p> : null}
      {!items ? (
        <p>{strings.loading}</p>
      ) : items.length === 0 ? (
        <p>{screens.mediaEmpty}</p>
      ) : (
        <ul className="cms-media__grid cms-media__grid--pick">
          {items.map((media) => (
            <li key={media.id} className="cms-media__card">
              <img src={thumbnail(media)} alt="" width={320} height={180} loading="lazy" />
              <small>{media.alt[language] || screens.mediaNoAlt}</small>
              <button
                type="button"
                className="cms-button cms-button--small"
                aria-label={fillPlaceholders(screens.mediaChooseNamed, { name: media.alt[language] || media.filename })}
                onClick={() => {
                  onPick(media);
                  dialog.current?.close();
                }}
              >
                {screens.mediaChoose}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="cms-form__actions">
        <button type="button" className="cms-button" onClick={() => dialog.current?.close()}>
          {strings.close}
        </button>
      </div>
    </dialog>
  );
}
