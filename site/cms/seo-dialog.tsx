/**
 * A page's search and sharing fields (the page editor's "SEO" button): meta title, meta
 * description, share image (chosen from the media library; stored as its 1600×900 JPEG, the
 * size a share image needs; docs/content-api.md) and whether the page is hidden from the navigation.
 * Saved into the draft with PUT /cms/api/pages/{id} like every edit: visitors see it on publish.
 */
import { useId, useState, type FormEvent } from 'react';
import { useModalOnMount } from './use-modal-on-mount.js';
import type { EditorPage } from '../editor-kit/api-client.js';
import { fillPlaceholders } from '../../domain/placeholders.js';
import { useMediaPick } from './media-library.js';
import type { EditorScreenProps } from '../editor-kit/screen-parts.js';
import { LabelledInput } from '../editor-kit/form-parts.js';

export interface SeoValues {
  meta_title: string | null;
  meta_description: string | null;
  image_id: string | null;
  nav_hidden: boolean;
}

/** Empty text is stored as null, so the site's fallbacks (title, default image) apply. */
export function seoPatch(values: { metaTitle: string; metaDescription: string; imageId: string; navHidden: boolean }): SeoValues {
  const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    meta_title: orNull(values.metaTitle),
    meta_description: orNull(values.metaDescription),
    image_id: orNull(values.imageId),
    nav_hidden: values.navHidden,
  };
}

export function SeoDialog({
  page,
  language,
  strings,
  screens,
  api,
  onSave,
  onClose,
}: EditorScreenProps & {
  page: EditorPage;
  onSave(values: SeoValues): Promise<boolean>;
  onClose(): void;
}) {
  const id = useId();
  const dialog = useModalOnMount();
  const [metaTitle, setMetaTitle] = useState(page.draft.meta_title ?? '');
  const [metaDescription, setMetaDescription] = useState(page.draft.meta_description ?? '');
  const [imageId, setImageId] = useState(page.draft.image_id ?? '');
  const [navHidden, setNavHidden] = useState(page.draft.nav_hidden);
  const [busy, setBusy] = useState(false);
  const pick = useMediaPick({ language, strings, screens, api }, (media) => setImageId(media.urls['1600x900'].jpeg));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const saved = await onSave(seoPatch({ metaTitle, metaDescription, imageId, navHidden }));
    setBusy(false);
    if (saved) dialog.current?.close();
  }

  const preview = imageId && (imageId.startsWith('/') || /^https?:\/\//.test(imageId)) ? imageId : '';
  return (
    <>
      {/* React passes the picker's close event up its tree: only this dialog's own close closes it. */}
      <dialog
        ref={dialog}
        className="cms-dialog cms-dialog--wide"
        aria-labelledby={`${id}-heading`}
        onClose={(event) => {
          if (event.target === event.currentTarget) onClose();
        }}
      >
        <form className="cms-form" onSubmit={(event) => void submit(event)}>
          <h3 id={`${id}-heading`}>{screens.seoHeading}</h3>
          <p className="cms-screen__intro">{screens.seoIntro}</p>
          <label htmlFor={`${id}-title`}>{screens.metaTitle}</label>
          <input
            id={`${id}-title`}
            maxLength={300}
            value={metaTitle}
            placeholder={page.draft.title}
            aria-describedby={`${id}-title-hint`}
            onChange={(e) => setMetaTitle(e.target.value)}
          />
          <small id={`${id}-title-hint`}>
            {screens.metaTitleHint} {fillPlaceholders(screens.characters, { count: metaTitle.length })}
          </small>
          <label htmlFor={`${id}-description`}>{screens.metaDescription}</label>
          <textarea
            id={`${id}-description`}
            rows={3}
            maxLength={2000}
            value={metaDescription}
            aria-describedby={`${id}-description-hint`}
            onChange={(e) => setMetaDescription(e.target.value)}
          />
          <small id={`${id}-description-hint`}>
            {screens.metaDescriptionHint} {fillPlaceholders(screens.characters, { count: metaDescription.length })}
          </small>
          <fieldset className="cms-field">
            <legend>{screens.shareImage}</legend>
            <LabelledInput
              id={`${id}-image`}
              label={strings.imageUrl}
              hint={screens.shareImageHint}
              dir="ltr"
              value={imageId}
              onChange={(e) => setImageId(e.target.value)}
            />
            {preview ? <img className="cms-field__thumb" src={preview} alt="" /> : null}
            <div className="cms-form__actions">
              {pick.button}
              {imageId ? (
                <button type="button" className="cms-button cms-button--small" onClick={() => setImageId('')}>
                  {screens.shareImageClear}
                </button>
              ) : null}
            </div>
          </fieldset>
          <label className="cms-check">
            <input type="checkbox" checked={navHidden} onChange={(e) => setNavHidden(e.target.checked)} />
            {screens.navHidden}
          </label>
          <div className="cms-form__actions">
            <button type="button" className="cms-button" onClick={() => dialog.current?.close()}>
              {strings.cancel}
            </button>
            <button type="submit" className="cms-button cms-button--primary" disabled={busy}>
              {strings.save}
            </button>
          </div>
        </form>
      </dialog>
      {pick.picker}
    </>
  );
}
