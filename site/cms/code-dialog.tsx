/**
 * An HTML or JSON field edited in a dialog as wide as the window (docs/cms-editor.md, "Code
 * fields"): Puck's fields panel is 200–240 px, too narrow to read markup. The text stays left to
 * right in every editor language (markup and JSON are read that way) and each keystroke changes the
 * field as the panel's own code area does, so closing the dialog needs no "apply".
 */
import { useId } from 'react';
import { useModalOnMount } from './use-modal-on-mount.js';

export function CodeDialog({
  label,
  value,
  closeLabel,
  onChange,
  onClose,
}: {
  label: string;
  value: string;
  closeLabel: string;
  onChange(value: string): void;
  onClose(): void;
}) {
  const id = useId();
  const dialog = useModalOnMount();
  return (
    <dialog ref={dialog} className="cms-dialog cms-dialog--code" aria-labelledby={`${id}-label`} onClose={onClose}>
      <label id={`${id}-label`} htmlFor={`${id}-code`}>
        {label}
      </label>
      <textarea
        id={`${id}-code`}
        dir="ltr"
        className="cms-code cms-code--wide"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <div className="cms-form__actions">
        <button type="button" className="cms-button" onClick={() => dialog.current?.close()}>
          {closeLabel}
        </button>
      </div>
    </dialog>
  );
}
