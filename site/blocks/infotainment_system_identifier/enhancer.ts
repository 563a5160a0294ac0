/**
 * `<lrdx-infotainment-identifier>`: runs the infotainment system identifier (render.tsx). Shows the
 * select and hides every card until a vehicle is chosen; on submit shows the chosen card and moves
 * focus to its heading (which names the choice). Each how-to disclosure becomes a button opening
 * the card's native <dialog> (Escape and the close button close it; focus returns to the button).
 * Events: `infotainment.change` ({ option }) — the chosen option's index.
 */
import { LightElement, emit } from '../../elements/shared/light-element.js';

export class LrdxInfotainmentIdentifier extends LightElement {
  #ready = false;

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.#ready) return;
    const form = this.querySelector<HTMLFormElement>('[data-info-form]');
    const select = form?.querySelector('select');
    if (!form || !select) return;
    this.#ready = true;
    form.hidden = false;
    for (const card of this.#cards()) card.hidden = true;
    for (const fallback of this.querySelectorAll('[data-info-fallback]')) fallback.remove();
    for (const open of this.querySelectorAll<HTMLButtonElement>('[data-info-open]')) {
      const dialog = open.parentElement?.querySelector<HTMLDialogElement>('[data-info-dialog]');
      if (!dialog) continue;
      open.hidden = false;
      open.addEventListener('click', () => dialog.showModal());
      dialog.addEventListener('close', () => open.focus());
    }
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (select.value === '') return;
      for (const card of this.#cards()) card.hidden = card.dataset.infoGroup !== select.value;
      this.querySelector<HTMLElement>(`[data-info-group="${select.value}"] h3`)?.focus();
      emit(this, 'infotainment.change', { option: Number(select.value) });
    });
  }

  #cards(): HTMLElement[] {
    return [...this.querySelectorAll<HTMLElement>('[data-info-group]')];
  }
}

if (!customElements.get('lrdx-infotainment-identifier')) customElements.define('lrdx-infotainment-identifier', LrdxInfotainmentIdentifier);
