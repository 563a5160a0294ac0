/**
 * `<lrdx-fab data-config='{"items":[…],"desktopCount":4,"mobileCount":3}'>` enhances the quick-links
 * bar the server rendered (site/layouts/quick-links.tsx) with every item shown
 * while dynamic-content data loads, so nothing waits on that data (docs/site-shell.md, "Quick links"). Light DOM: the links are ordinary page links styled by the
 * site CSS (and counted by the footer/outbound analytics like any other).
 *
 * Property `dcPredicate` (DcPredicate from domain/shell/fab.ts): set it once the dynamic-content
 * strategies know their data; the bar then re-renders with lit, showing each item, its fallback or
 * nothing, and hides itself when nothing is left. Attribute `hidden` is set by the element then.
 */
import { html, nothing, render } from 'lit-html';
import { fabHasItems, readFabConfig, SHOW_ALL, visibleFabItems, type DcPredicate, type ShownFabItem } from '../../../domain/shell/fab.js';
import { LightElement } from '../shared/light-element.js';

export class LrdxFab extends LightElement {
  static override properties = { dcPredicate: { attribute: false } };
  declare dcPredicate: DcPredicate | undefined;
  #cleared = false;
  /** The server drew each icon once (site/blocks/shared/quick-link-icons.tsx); re-rendered items reuse copies. */
  #icons = new Map<string, Element>();

  protected override updated(): void {
    if (!this.dcPredicate) return;
    const list = this.querySelector('ul');
    if (!list) return;
    const config = readFabConfig(JSON.parse(this.dataset.config ?? '{}'));
    const items = visibleFabItems(config, this.dcPredicate ?? SHOW_ALL);
    // The server's items go once; from then on lit owns the list.
    if (!this.#cleared) {
      for (const icon of list.querySelectorAll('svg[data-icon]')) this.#icons.set(icon.getAttribute('data-icon') ?? '', icon);
      list.replaceChildren();
    }
    this.#cleared = true;
    render(
      items.map((item) => this.#item(item)),
      list,
    );
    this.hidden = !fabHasItems(items);
  }

  #item(item: ShownFabItem) {
    const classes = ['lrdx-fab__item', item.onDesktop ? '' : 'lrdx-fab__item--no-desktop', item.onMobile ? '' : 'lrdx-fab__item--no-mobile']
      .filter(Boolean)
      .join(' ');
    const blank = item.link.target === '_blank';
    return html`<li class=${classes}>
      <a class="lrdx-fab__link" href=${item.link.url} target=${blank ? '_blank' : '_self'} rel=${blank ? 'noopener noreferrer' : ''}>
        ${this.#icons.get(item.icon)?.cloneNode(true) ?? nothing}
        <span class="lrdx-fab__label">${item.link.link_text}</span>
      </a>
    </li>`;
  }
}
