/**
 * `<lrdx-site-header>` wraps the server-rendered header (no shadow DOM: the site's CSS styles it).
 * It sets `data-hidden` while the visitor scrolls down and removes it on scroll up, so CSS can
 * slide the header away. With reduced motion the header simply stays.
 */
const THRESHOLD = 8; // px of movement that counts as a direction, so jitter does not flicker

export class LrdxSiteHeader extends HTMLElement {
  #lastY = 0;
  #frame = 0;
  #motion = matchMedia('(prefers-reduced-motion: reduce)');

  readonly #onScroll = (): void => {
    // One read per frame: scroll events fire far more often than the screen updates.
    if (!this.#frame) this.#frame = requestAnimationFrame(this.#update);
  };

  readonly #update = (): void => {
    this.#frame = 0;
    const y = scrollY;
    if (Math.abs(y - this.#lastY) < THRESHOLD) return;
    this.toggleAttribute(
      'data-hidden',
      !this.#motion.matches && y > this.#lastY && y > this.offsetHeight && !this.contains(document.activeElement),
    );
    this.#lastY = y;
  };

  connectedCallback(): void {
    this.#lastY = scrollY;
    addEventListener('scroll', this.#onScroll, { passive: true });
    // Keyboard users must see where focus is: tabbing into the header shows it.
    this.addEventListener('focusin', this.#show);
  }

  disconnectedCallback(): void {
    removeEventListener('scroll', this.#onScroll);
    this.removeEventListener('focusin', this.#show);
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
  }

  readonly #show = (): void => this.removeAttribute('data-hidden');
}
