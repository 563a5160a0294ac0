/**
 * The markup every shell modal shares: a native <dialog> whose box is the dialog itself (no
 * padding, so the element's backdrop rule can tell "outside the box" from "inside"), a heading that
 * names it and a close button. The enhancer elements open it with showModal().
 */
import type { ReactNode } from 'react';

export interface ShellDialogProps {
  id: string;
  className: string;
  title: ReactNode;
  /** data-* the element fills in (e.g. the form title). */
  titleProps?: Record<string, string>;
  closeLabel: string;
  children: ReactNode;
  /** Without a close button (the consent dialog closes by its own buttons too, but keeps one). */
  hideClose?: boolean;
}

export function ShellDialog({ id, className, title, titleProps, closeLabel, children, hideClose }: ShellDialogProps) {
  return (
    <dialog className={`lrdx-dialog ${className}`} aria-labelledby={`${id}-title`}>
      <div className="lrdx-dialog__head">
        <h2 className="lrdx-dialog__title" id={`${id}-title`} {...titleProps}>
          {title}
        </h2>
        {hideClose ? null : (
          <button
            type="button"
            className="lrdx-dialog__close"
            data-modal-action="close"
            data-consent-action="close"
            aria-label={closeLabel}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" fill="none" />
            </svg>
          </button>
        )}
      </div>
      <div className="lrdx-dialog__body">{children}</div>
    </dialog>
  );
}
