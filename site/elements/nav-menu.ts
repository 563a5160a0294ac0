/**
 * `<lrdx-nav-menu>` wraps the server-rendered navigation (site/layouts/nav-standard.tsx; no
 * shadow DOM, the site's CSS styles it). Without script the <details> menu and dropdowns already
 * open and close; this element adds what a menu is expected to do:
 * - Escape closes the open menu or dropdown and returns focus to its button;
 * - choosing a link, clicking outside, or moving focus out closes it;
 * - opening one closes the others (one dropdown at a time);
 * - every disclosure button states whether its panel is open (`aria-expanded`, kept in step with
 *   the <details>; the server renders `aria-controls`), as a menu button is announced.
 * Attributes: none. Events: none. CSS tokens: none (styled by site.css).
 */
import { LightElement } from './shared/light-element.js';

export class LrdxNavMenu extends LightElement {
  readonly #openDetails = (): HTMLDetailsElement[] => [...this.querySelectorAll<HTMLDetailsElement>('details[open]')];

  #close(details: HTMLDetailsElement, focusButton: boolean): void {
    details.open = false;
    if (focusButton) details.querySelector<HTMLElement>(':scope > summary')?.focus();
  }

  readonly #onKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape') return;
    const open = this.#openDetails();
    if (open.length === 0) return;
    // The innermost open disclosure around focus closes first; else the last one opened.
    const target = event.target instanceof Node ? open.filter((details) => details.contains(event.target as Node)).pop() : undefined;
    this.#close(target ?? open[open.length - 1]!, true);
    event.preventDefault();
  };

  readonly #onClick = (event: MouseEvent): void => {
    if (event.target instanceof Element && event.target.closest('a[href]'))
      this.#openDetails().forEach((details) => this.#close(details, false));
  };

  readonly #onOutside = (event: PointerEvent): void => {
    if (event.target instanceof Node && !this.contains(event.target)) this.#openDetails().forEach((details) => this.#close(details, false));
  };

  readonly #onFocusOut = (event: FocusEvent): void => {
    const next = event.relatedTarget;
    if (!(next instanceof Node)) return;
    this.#openDetails()
      .filter((details) => !details.contains(next))
      .forEach((details) => this.#close(details, false));
  };

  /** `aria-expanded` on each disclosure's button, from its <details>. */
  #syncExpanded(details: HTMLDetailsElement): void {
    details.querySelector(':scope > summary')?.setAttribute('aria-expanded', String(details.open));
  }

  readonly #onToggle = (event: Event): void => {
    const opened = event.target;
    if (!(opened instanceof HTMLDetailsElement)) return;
    this.#syncExpanded(opened);
    if (!opened.open) return;
    this.#openDetails()
      .filter((details) => details !== opened && !details.contains(opened))
      .forEach((details) => this.#close(details, false));
  };

  override connectedCallback(): void {
    super.connectedCallback();
    const signal = this.untilDisconnected;
    this.addEventListener('keydown', this.#onKeyDown, { signal });
    this.addEventListener('click', this.#onClick, { signal });
    this.addEventListener('focusout', this.#onFocusOut, { signal });
    // toggle does not bubble: listen in the capture phase.
    this.addEventListener('toggle', this.#onToggle, { capture: true, signal });
    document.addEventListener('pointerdown', this.#onOutside, { signal });
    for (const details of this.querySelectorAll<HTMLDetailsElement>('details')) this.#syncExpanded(details);
  }
}
