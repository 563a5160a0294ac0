/**
 * `<lrdx-site-header>` wraps the server-rendered header (light DOM: the site's CSS styles it).
 * It sets `data-hidden` while the visitor scrolls down and removes it on scroll up, so CSS can
 * slide the header away. With reduced motion the header simply stays. It also makes in-page hash
 * links scroll smoothly to their target below the header (hash-scroll.ts).
 *
 * Attributes: `data-hidden` (set by the element). CSS tokens: `--lrdx-header-height` (the offset
 * hash links keep free; defaults to the header's own height).
 */
import { LightElement } from '../shared/light-element.js';
import { installHashScroll } from './hash-scroll.js';

const THRESHOLD = 8; // px of movement that counts as a direction, so jitter does not flicker

export class LrdxSiteHeader extends LightElement {
  #lastY = 0;
  #frame = 0;
  #motion = matchMedia('(prefers-reduced-motion: reduce)');
  #uninstallHashScroll: (() => void) | undefined;

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

  override connectedCallback(): void {
    super.connectedCallback();
    this.#lastY = scrollY;
    addEventListener('scroll', this.#onScroll, { passive: true, signal: this.untilDisconnected });
    // Keyboard users must see where focus is: tabbing into the header shows it.
    this.addEventListener('focusin', this.#show, { signal: this.untilDisconnected });
    this.#uninstallHashScroll = installHashScroll(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    this.#uninstallHashScroll?.();
  }

  readonly #show = (): void => this.removeAttribute('data-hidden');
}
