/**
 * `<lrdx-spec-accordion>`: runs the specification accordion (render.tsx). Shows the model and engine
 * selects and only the chosen car (the first one to start with). Choosing a model lists its engines
 * and shows its first; the status line (role=status) tells a screen reader which car now shows,
 * since the change happens below the selects. The sections stay native <details>.
 * Events: `specifications.change` ({ model, engine }).
 */
import { LightElement, emit } from '../../elements/shared/light-element.js';

export class LrdxSpecAccordion extends LightElement {
  #ready = false;

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.#ready) return;
    const selects = this.querySelector<HTMLElement>('[data-spec-selects]');
    const model = this.querySelector<HTMLSelectElement>('[data-spec-model-select]');
    const engine = this.querySelector<HTMLSelectElement>('[data-spec-engine-select]');
    if (!selects || !model || !engine || this.#cars().length === 0) return;
    this.#ready = true;
    selects.hidden = false;
    this.#show(model.value, engine.value, false);
    // From now on `hidden` decides; before, styles.css drew this same state.
    this.toggleAttribute('data-enhanced', true);
    model.addEventListener('change', () => {
      engine.replaceChildren(
        ...this.#cars()
          .filter((car) => car.dataset.specModel === model.value)
          .map((car) => new Option(car.dataset.specEngine ?? '', car.dataset.specEngine ?? '')),
      );
      this.#show(model.value, engine.value, true);
    });
    engine.addEventListener('change', () => this.#show(model.value, engine.value, true));
  }

  #cars(): HTMLElement[] {
    return [...this.querySelectorAll<HTMLElement>('[data-spec-model][data-spec-engine]')];
  }

  #show(model: string, engine: string, announce: boolean): void {
    let shown: HTMLElement | undefined;
    for (const car of this.#cars()) {
      car.hidden = car.dataset.specModel !== model || car.dataset.specEngine !== engine;
      if (!car.hidden) shown = car;
    }
    const status = this.querySelector<HTMLElement>('[data-spec-status]');
    if (announce && status && shown) status.textContent = shown.querySelector('h2, h3, h4, h5, h6')?.textContent ?? '';
    if (announce) emit(this, 'specifications.change', { model, engine });
  }
}

if (!customElements.get('lrdx-spec-accordion')) customElements.define('lrdx-spec-accordion', LrdxSpecAccordion);
