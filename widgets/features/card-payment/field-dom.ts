/** The markup every card field shares: a visible label, the control's slot, an optional hint and a live error line. */
export interface FieldParts {
  root: HTMLElement;
  error: HTMLElement;
  hint: HTMLElement | null;
  setError(message: string | null): void;
}

export function fieldParts(target: HTMLElement, id: string, hint: string | null): FieldParts {
  const doc = target.ownerDocument;
  const root = doc.createElement('div');
  root.className = 'lrdx-field lrdx-card-field';
  let hintEl: HTMLElement | null = null;
  if (hint) {
    hintEl = doc.createElement('p');
    hintEl.id = `${id}-hint`;
    hintEl.className = 'lrdx-field__hint lrdx-hint';
    hintEl.textContent = hint;
  }
  const error = doc.createElement('p');
  error.id = `${id}-error`;
  error.className = 'lrdx-field__error';
  error.setAttribute('aria-live', 'polite');
  target.replaceChildren(root);
  return {
    root,
    error,
    hint: hintEl,
    setError(message) {
      error.textContent = message ?? '';
      root.classList.toggle('lrdx-field--invalid', Boolean(message));
    },
  };
}
