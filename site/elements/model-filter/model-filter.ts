/**
 * `<lrdx-model-filter data-all-label>` shows the model summary filters form and fills its selects
 * with the body styles and models of the page's derivative cards (`[data-model][data-body-style]`);
 * submitting hides the cards that do not match. Events: `filters.change` ({ body_style, model }).
 */
import { LightElement, emit } from '../shared/light-element.js';

export class LrdxModelFilter extends LightElement {
  override connectedCallback(): void {
    super.connectedCallback();
    const form = this.querySelector('form');
    if (!form || !form.hidden) return;
    const cards = [...document.querySelectorAll<HTMLElement>('[data-model][data-body-style]')];
    if (cards.length === 0) return;
    this.#fill(
      form.elements.namedItem('body_style'),
      cards.map((card) => card.dataset.bodyStyle ?? ''),
    );
    this.#fill(
      form.elements.namedItem('model'),
      cards.map((card) => card.dataset.model ?? ''),
    );
    form.hidden = false;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const data = new FormData(form);
      const body = String(data.get('body_style') ?? '');
      const model = String(data.get('model') ?? '');
      for (const card of cards)
        card.hidden = (body !== '' && card.dataset.bodyStyle !== body) || (model !== '' && card.dataset.model !== model);
      emit(this, 'filters.change', { body_style: body, model });
    });
  }

  #fill(select: unknown, values: string[]): void {
    if (!(select instanceof HTMLSelectElement)) return;
    for (const value of [...new Set(values.filter(Boolean))].sort()) select.add(new Option(value, value));
  }
}

if (!customElements.get('lrdx-model-filter')) customElements.define('lrdx-model-filter', LrdxModelFilter);
