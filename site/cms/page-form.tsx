/**
 * The page settings form in a native modal dialog (focus trapped and returned by the browser):
 * create a page (title, address, page type; a redirect page's link type, target and new-window
 * choice), rename (title) or move (address) one.
 */
import { useId, useState, type FormEvent } from 'react';
import { useModalOnMount } from './use-modal-on-mount.js';
import type { PageType } from '../editor-kit/api-client.js';
import type { EditorStrings } from '../editor-kit/editor-i18n.js';
import { normalisePath } from './page-tree-model.js';
import { LabelledInput } from '../editor-kit/form-parts.js';

export type PageFormMode = 'create' | 'rename' | 'move';
export interface PageFormValues {
  title: string;
  path: string;
  page_type: PageType;
  link_type: string | null;
  redirect_path: string | null;
  link_new_window: boolean;
}

export const EMPTY_PAGE: PageFormValues = {
  title: '',
  path: '/',
  page_type: 'content',
  link_type: null,
  redirect_path: null,
  link_new_window: false,
};

interface PageFormProps {
  mode: PageFormMode;
  initial: PageFormValues;
  strings: EditorStrings;
  error: string;
  onSubmit(values: PageFormValues): void;
  onClose(): void;
}

export function PageForm({ mode, initial, strings, error, onSubmit, onClose }: PageFormProps) {
  const id = useId();
  const dialog = useModalOnMount();
  const [values, setValues] = useState(initial);
  const set = <K extends keyof PageFormValues>(name: K, value: PageFormValues[K]) => setValues((v) => ({ ...v, [name]: value }));
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit({ ...values, path: normalisePath(values.path) });
  }
  const heading = mode === 'create' ? strings.newPage : mode === 'rename' ? strings.rename : strings.move;
  const showTitle = mode !== 'move';
  const showPath = mode !== 'rename';
  const showType = mode === 'create';
  const redirect = values.page_type === 'redirect';
  return (
    <dialog ref={dialog} className="cms-dialog" aria-labelledby={`${id}-heading`} onClose={onClose}>
      <form onSubmit={submit} className="cms-form">
        <h2 id={`${id}-heading`}>{heading}</h2>
        {error ? <p role="alert">{error}</p> : null}
        {showTitle ? (
          <>
            <label htmlFor={`${id}-title`}>{strings.pageTitle}</label>
            <input id={`${id}-title`} required value={values.title} onChange={(e) => set('title', e.target.value)} autoFocus />
          </>
        ) : null}
        {showPath ? (
          <>
            <LabelledInput
              id={`${id}-path`}
              label={mode === 'move' ? strings.moveHint : strings.pagePath}
              hint={strings.pagePathHint}
              dir="ltr"
              required
              value={values.path}
              onChange={(e) => set('path', e.target.value)}
              autoFocus={mode === 'move'}
            />
          </>
        ) : null}
        {showType ? (
          <>
            <label htmlFor={`${id}-type`}>{strings.pageType}</label>
            <select id={`${id}-type`} value={values.page_type} onChange={(e) => set('page_type', e.target.value as PageType)}>
              <option value="content">{strings.pageTypes.content}</option>
              <option value="redirect">{strings.pageTypes.redirect}</option>
            </select>
            {redirect ? (
              <>
                <label htmlFor={`${id}-link-type`}>{strings.linkType}</label>
                <select id={`${id}-link-type`} value={values.link_type ?? 'internal'} onChange={(e) => set('link_type', e.target.value)}>
                  <option value="internal">{strings.linkTypes.internal}</option>
                  <option value="external">{strings.linkTypes.external}</option>
                </select>
                <label htmlFor={`${id}-redirect`}>{strings.redirectPath}</label>
                <input
                  id={`${id}-redirect`}
                  dir="ltr"
                  required
                  value={values.redirect_path ?? ''}
                  onChange={(e) => set('redirect_path', e.target.value)}
                />
                <label className="cms-check">
                  <input type="checkbox" checked={values.link_new_window} onChange={(e) => set('link_new_window', e.target.checked)} />
                  {strings.openInNewWindow}
                </label>
              </>
            ) : null}
          </>
        ) : null}
        <div className="cms-form__actions">
          <button type="submit" className="cms-button cms-button--primary">
            {mode === 'create' ? strings.createPage : strings.save}
          </button>
          <button type="button" className="cms-button" onClick={() => dialog.current?.close()}>
            {strings.cancel}
          </button>
        </div>
      </form>
    </dialog>
  );
}

/** "Delete the page …?" in a modal dialog; the destructive button is not the default focus. */
export function ConfirmDialog({
  message,
  confirmLabel,
  strings,
  onConfirm,
  onClose,
}: {
  message: string;
  confirmLabel: string;
  strings: EditorStrings;
  onConfirm(): void;
  onClose(): void;
}) {
  const id = useId();
  const dialog = useModalOnMount();
  return (
    <dialog
      ref={dialog}
      className="cms-dialog"
      role="alertdialog"
      aria-describedby={`${id}-message`}
      aria-label={confirmLabel}
      onClose={onClose}
    >
      <p id={`${id}-message`}>{message}</p>
      <div className="cms-form__actions">
        <button type="button" className="cms-button" autoFocus onClick={() => dialog.current?.close()}>
          {strings.cancel}
        </button>
        <button
          type="button"
          className="cms-button cms-button--danger"
          onClick={() => {
            onConfirm();
            dialog.current?.close();
          }}
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
