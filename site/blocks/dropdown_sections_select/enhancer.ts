/**
 * `<lrdx-sections-select>`: runs the dropdown sections select (render.tsx). Shows the form and
 * hides the no-script links; on submit hides every block named by another option and shows the
 * chosen option's blocks, then the selection line (role=status) with change and clear. Change
 * returns to the select; clear shows every block again. Focus always lands on what comes next.
 * Events: `sections-select.change` ({ ids }) — the ids shown, or [] for all.
 */
import { LightElement, emit } from '../../elements/shared/light-element.js';

export class LrdxSectionsSelect extends LightElement {
  #form: HTMLFormElement | null = null;
  #select: HTMLSelectElement | null = null;
  #selection: HTMLElement | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.#form) return;
    this.#form = this.querySelector('[data-sections-form]');
    this.#select = this.#form?.querySelector('select') ?? null;
    this.#selection = this.querySelector('[data-sections-selection]');
    if (!this.#form || !this.#select || !this.#selection) return;
    this.#form.hidden = false;
    const links = this.querySelector<HTMLElement>('[data-sections-links]');
    if (links) links.hidden = true;
    this.#form.addEventListener('submit', this.#onSubmit);
    this.querySelector('[data-sections-action="edit"]')?.addEventListener('click', () => this.#showForm());
    this.querySelector('[data-sections-action="clear"]')?.addEventListener('click', () => {
      this.#select!.value = '';
      this.#apply(null);
      this.#showForm();
    });
  }

  #options(): HTMLOptionElement[] {
    return [...(this.#select?.options ?? [])].filter((option) => option.value !== '');
  }

  #onSubmit = (event: SubmitEvent): void => {
    event.preventDefault();
    const chosen = this.#select?.selectedOptions[0];
    if (!chosen || chosen.value === '') return;
    this.#apply(chosen);
    this.#form!.hidden = true;
    this.#selection!.hidden = false;
    this.querySelector('[data-sections-chosen]')!.textContent = chosen.textContent;
    this.querySelector<HTMLButtonElement>('[data-sections-action="edit"]')?.focus();
  };

  /** Shows the chosen option's blocks and hides the other options' ones; null shows them all. */
  #apply(chosen: HTMLOptionElement | null): void {
    const shown = new Set((chosen?.dataset.blocks ?? '').split(',').filter(Boolean));
    for (const option of this.#options()) {
      for (const id of (option.dataset.blocks ?? '').split(',').filter(Boolean)) {
        const block = document.getElementById(id);
        if (block) block.hidden = chosen !== null && !shown.has(id);
      }
    }
    emit(this, 'sections-select.change', { ids: [...shown] });
  }

  #showForm(): void {
    this.#selection!.hidden = true;
    this.#form!.hidden = false;
    this.#select?.focus();
  }
}

if (!customElements.get('lrdx-sections-select')) customElements.define('lrdx-sections-select', LrdxSectionsSelect);
