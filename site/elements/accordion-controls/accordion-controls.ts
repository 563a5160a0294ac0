/**
 * `<lrdx-accordion-controls>` shows the accordion's OPEN ALL / CLOSE ALL buttons (rendered hidden
 * by site/blocks/accordion/render.tsx) and opens or closes every <details> it holds.
 * Events: `accordion.toggle-all` ({ open }).
 */
import { LightElement, emit } from '../shared/light-element.js';

export class LrdxAccordionControls extends LightElement {
  override connectedCallback(): void {
    super.connectedCallback();
    const controls = this.querySelector<HTMLElement>('.lrdx-accordion__controls');
    if (!controls || !controls.hidden) return;
    controls.hidden = false;
    for (const button of controls.querySelectorAll<HTMLButtonElement>('[data-accordion-action]')) {
      button.addEventListener('click', () => this.setAll(button.dataset.accordionAction === 'open'));
    }
  }

  setAll(open: boolean): void {
    for (const details of this.querySelectorAll('details')) details.open = open;
    emit(this, 'accordion.toggle-all', { open });
  }
}

if (!customElements.get('lrdx-accordion-controls')) customElements.define('lrdx-accordion-controls', LrdxAccordionControls);
