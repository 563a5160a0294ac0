/**
 * The editor's dialogs (docs/cms-editor.md) are rendered only while they are wanted, so each opens
 * as a modal dialog when it mounts; an effect run again on a dialog already open leaves it be
 * (`showModal()` throws on an open dialog).
 */
import { useEffect, useRef, type RefObject } from 'react';

export function useModalOnMount(): RefObject<HTMLDialogElement | null> {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  return dialog;
}
