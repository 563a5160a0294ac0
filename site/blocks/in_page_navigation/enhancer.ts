/**
 * `<lrdx-in-page-nav>`: marks the link of the section being read with aria-current="location"
 * (the section that crosses the upper part of the viewport, below the sticky bars), keeps that
 * link in view inside the sideways-scrolling list, and hides links whose target block is not on
 * the page (an editor's typo must not leave a dead link). Clicks are plain hash links: the site
 * header's hash scrolling offsets and focuses them. Events: `in-page-nav.change` ({ id }).
 */
import { LightElement, emit } from '../../elements/shared/light-element.js';

export class LrdxInPageNav extends LightElement {
  #observer: IntersectionObserver | undefined;
  #links: HTMLAnchorElement[] = [];
  #visible = new Set<string>();
  #current = '';

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.#observer) return;
    // The target blocks come after this bar in the page: wait for them while the page is parsed.
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', () => this.isConnected && this.connectedCallback(), { once: true });
      return;
    }
    this.#links = [...this.querySelectorAll<HTMLAnchorElement>('.lrdx-in-page-nav__link')];
    const targets: HTMLElement[] = [];
    for (const link of this.#links) {
      const target = document.getElementById(link.dataset.target ?? '');
      link.parentElement!.hidden = !target;
      if (target) targets.push(target);
    }
    // The band a reader looks at: below the header and this bar, the top 40 % of the rest.
    this.#observer = new IntersectionObserver(this.#onIntersect, { rootMargin: '-20% 0px -60% 0px' });
    for (const target of targets) this.#observer.observe(target);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#observer?.disconnect();
    this.#observer = undefined;
  }

  /** The id of the section marked as current ('' when none is in the band). */
  get current(): string {
    return this.#current;
  }

  #onIntersect = (entries: IntersectionObserverEntry[]): void => {
    for (const entry of entries) {
      if (entry.isIntersecting) this.#visible.add(entry.target.id);
      else this.#visible.delete(entry.target.id);
    }
    // Of the sections in the band, the one listed last wins (the reader has scrolled into it).
    const current = [...this.#links].reverse().find((link) => this.#visible.has(link.dataset.target ?? ''))?.dataset.target ?? '';
    if (current === this.#current) return;
    this.#current = current;
    for (const link of this.#links) {
      if (link.dataset.target === current) {
        link.setAttribute('aria-current', 'location');
        const list = link.closest('ul');
        if (list) {
          // Scroll only the list sideways; scrollIntoView would move the page as well.
          const linkBox = link.getBoundingClientRect();
          const listBox = list.getBoundingClientRect();
          if (linkBox.left < listBox.left || linkBox.right > listBox.right) list.scrollLeft += linkBox.left - listBox.left - 16;
        }
      } else link.removeAttribute('aria-current');
    }
    emit(this, 'in-page-nav.change', { id: current });
  };
}

if (!customElements.get('lrdx-in-page-nav')) customElements.define('lrdx-in-page-nav', LrdxInPageNav);
