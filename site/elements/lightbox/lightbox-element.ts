/**
 * `<lrdx-lightbox data-label-close data-label-previous data-label-next data-label>`: two uses.
 * Gallery: links marked `data-lightbox-item` open their picture in a native modal <dialog>
 * (focus moves in and back, Escape closes) with previous/next buttons and arrow keys (mirrored in
 * RTL). Modal cards: a `[data-lightbox-open]` button (shown by the element) opens the element's
 * own <dialog>; `[data-lightbox-close]` closes it. Events: `lightbox.open` ({ index }), `lightbox.close`.
 */
import { html, render } from 'lit-html';
import { LightElement, emit } from '../shared/light-element.js';
import { pageDigits } from '../shared/page-digits.js';

export class LrdxLightbox extends LightElement {
  #items: HTMLAnchorElement[] = [];
  #index = 0;
  #dialog: HTMLDialogElement | null = null;
  #opener: HTMLElement | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.#dialog) return;
    this.#items = [...this.querySelectorAll<HTMLAnchorElement>('a[data-lightbox-item]')];
    const ownDialog = this.querySelector<HTMLDialogElement>(':scope > dialog');
    if (ownDialog) {
      this.#dialog = ownDialog;
      const open = this.querySelector<HTMLButtonElement>('[data-lightbox-open]');
      if (open) {
        open.hidden = false;
        open.addEventListener('click', () => this.#open(open));
      }
    } else if (this.#items.length > 0) {
      const holder = document.createElement('div');
      this.append(holder);
      render(this.#galleryDialog(), holder);
      this.#dialog = holder.querySelector('dialog');
      this.#items.forEach((item, index) =>
        item.addEventListener('click', (event) => {
          event.preventDefault();
          this.#index = index;
          this.#showPicture();
          this.#open(item);
        }),
      );
    }
    this.#dialog?.addEventListener('click', (event) => {
      const target = event.target as HTMLElement;
      if (target === this.#dialog || target.closest('[data-lightbox-close]')) this.close();
    });
    this.#dialog?.addEventListener('close', () => {
      this.#opener?.focus();
      emit(this, 'lightbox.close', {});
    });
    this.#dialog?.addEventListener('keydown', this.#onKey);
  }

  get open(): boolean {
    return this.#dialog?.open ?? false;
  }

  get index(): number {
    return this.#index;
  }

  close(): void {
    if (this.#dialog?.open) this.#dialog.close();
  }

  #open(opener: HTMLElement): void {
    this.#opener = opener;
    this.#dialog?.showModal();
    emit(this, 'lightbox.open', { index: this.#index });
  }

  #galleryDialog() {
    const label = this.dataset.label ?? '';
    return html`<dialog class="lrdx-dialog lrdx-lightbox" aria-label=${label}>
      <div class="lrdx-dialog__header">
        <p class="lrdx-lightbox__counter" aria-live="polite"></p>
        <button type="button" class="lrdx-dialog__close" data-lightbox-close aria-label=${this.dataset.labelClose ?? 'Close'}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <figure class="lrdx-lightbox__figure">
        <img class="lrdx-lightbox__image" alt="" />
        <figcaption class="lrdx-lightbox__caption"></figcaption>
      </figure>
      <div class="lrdx-lightbox__nav">
        <button
          type="button"
          class="lrdx-lightbox__prev"
          aria-label=${this.dataset.labelPrevious ?? 'Previous'}
          @click=${() => this.#move(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button type="button" class="lrdx-lightbox__next" aria-label=${this.dataset.labelNext ?? 'Next'} @click=${() => this.#move(1)}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </dialog>`;
  }

  #move(delta: number): void {
    const count = this.#items.length;
    if (count === 0) return;
    this.#index = (((this.#index + delta) % count) + count) % count;
    this.#showPicture();
  }

  #showPicture(): void {
    const item = this.#items[this.#index];
    const dialog = this.#dialog;
    if (!item || !dialog) return;
    const image = dialog.querySelector<HTMLImageElement>('.lrdx-lightbox__image');
    const thumb = item.querySelector('img');
    if (image) {
      image.src = item.href;
      image.alt = thumb?.alt ?? '';
    }
    const caption = dialog.querySelector('.lrdx-lightbox__caption');
    if (caption) caption.textContent = item.dataset.caption ?? '';
    const counter = dialog.querySelector('.lrdx-lightbox__counter');
    if (counter) counter.textContent = pageDigits(this, `${this.#index + 1} / ${this.#items.length}`);
  }

  #onKey = (event: KeyboardEvent): void => {
    if (this.#items.length === 0) return;
    const rtl = getComputedStyle(this).direction === 'rtl';
    if (event.key === 'ArrowRight') this.#move(rtl ? -1 : 1);
    else if (event.key === 'ArrowLeft') this.#move(rtl ? 1 : -1);
    else return;
    event.preventDefault();
  };
}

if (!customElements.get('lrdx-lightbox')) customElements.define('lrdx-lightbox', LrdxLightbox);
