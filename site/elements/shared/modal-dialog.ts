/**
 * A native modal <dialog> with the shell's close rules (domain/shell/modal-close.ts): Escape only
 * when allowed, the backdrop only when the pointer went down and up outside the dialog's box,
 * prevent-close blocks every way; Tab and Shift+Tab stay inside the dialog (showModal() makes the
 * page inert, but Tab would still leave for the browser's own toolbar), and focus returns to what
 * opened it.
 */
import { mayClose, type CloseRules } from '../../../domain/shell/modal-close.js';

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),iframe,video[controls],[tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden]') && el.getClientRects().length > 0);
}

export interface ModalDialog {
  open(): void;
  /** Closes regardless of the rules (a "go" or "save" button, not a dismissal). */
  close(): void;
  /** Closes if the rules allow a button close. */
  dismiss(): void;
  disconnect(): void;
}

export function modalDialog(dialog: HTMLDialogElement, rules: () => CloseRules, onClose: () => void = () => {}): ModalDialog {
  let downOutside = false;
  let opener: Element | null = null;

  const outside = (event: PointerEvent): boolean => {
    const box = dialog.getBoundingClientRect();
    return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
  };

  const close = (): void => {
    if (!dialog.open) return;
    dialog.close();
  };

  const onKeydown = (event: KeyboardEvent): void => {
    if (event.key === 'Escape') {
      // Ours to decide: the browser's own Escape handling cannot always be cancelled twice in a row.
      event.preventDefault();
      event.stopPropagation();
      if (mayClose(rules(), { reason: 'escape' })) close();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusables(dialog);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !dialog.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  const onCancel = (event: Event): void => {
    if (!mayClose(rules(), { reason: 'escape' })) event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent): void => {
    downOutside = event.target === dialog && outside(event);
  };
  const onPointerUp = (event: PointerEvent): void => {
    const upOutside = event.target === dialog && outside(event);
    const wasDown = downOutside;
    downOutside = false;
    if (mayClose(rules(), { reason: 'backdrop', downOnBackdrop: wasDown, upOnBackdrop: upOutside })) close();
  };
  const onClosed = (): void => {
    onClose();
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    opener = null;
  };

  // Aborted by disconnect(): every listener below goes with it.
  const listening = new AbortController();
  const { signal } = listening;
  dialog.addEventListener('keydown', onKeydown, { signal });
  dialog.addEventListener('cancel', onCancel, { signal });
  dialog.addEventListener('pointerdown', onPointerDown, { signal });
  dialog.addEventListener('pointerup', onPointerUp, { signal });
  dialog.addEventListener('close', onClosed, { signal });

  return {
    open() {
      if (dialog.open) return;
      opener = document.activeElement;
      dialog.showModal();
    },
    close,
    dismiss() {
      if (mayClose(rules(), { reason: 'button' })) close();
    },
    disconnect() {
      listening.abort();
    },
  };
}
