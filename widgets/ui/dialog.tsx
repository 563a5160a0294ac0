/**
 * A modal on the native `<dialog>` (focus trap, inert page, top layer for free). `closable=false`
 * blocks Escape and the backdrop (a modal that cannot be closed until something happens);
 * a backdrop click closes only when press and release were both on the backdrop, so a drag that
 * ends outside never closes it (docs/embedding.md, "What the widgets do").
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  title: string;
  closable: boolean;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  /** Stable hook for tests and host scripts. */
  name?: string;
}

export function Dialog({ open, title, closable, closeLabel, onClose, children, name }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const downOnBackdrop = useRef(false);

  // Before the browser paints (a layout effect, not a passive one): the render that closes the
  // dialog also shows what comes after it (the order form after the hold dialog), and a modal left
  // open for that frame kept the new form inert, so the first keys typed into it went nowhere.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="lrdx-dialog"
      part="dialog"
      data-dialog={name}
      aria-labelledby="lrdx-dialog-title"
      onCancel={(event) => {
        // Escape: the native dialog would close itself; the machine decides instead.
        event.preventDefault();
        if (closable) onClose();
      }}
      onMouseDown={(event) => (downOnBackdrop.current = event.target === ref.current)}
      onMouseUp={(event) => {
        if (closable && downOnBackdrop.current && event.target === ref.current) onClose();
        downOnBackdrop.current = false;
      }}
    >
      {/* Closed, it holds nothing: no hidden text for find-in-page, tests or assistive tech. */}
      {open ? (
        <div className="lrdx-dialog__body">
          <h2 id="lrdx-dialog-title" className="lrdx-dialog__title">
            {title}
          </h2>
          {children}
          {closable ? (
            <button type="button" className="lrdx-button lrdx-button--secondary" data-action="close" onClick={onClose}>
              {closeLabel}
            </button>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}
