/**
 * `<lrdx-tabs data-mode="inline|siblings">` turns the server's list of in-page links
 * (site/blocks/shared/tabs.tsx) into the WAI-ARIA tabs pattern: role tablist/tab/tabpanel, one tab
 * in the Tab order (roving tabindex), arrow keys move and select (mirrored in RTL), Home/End.
 * Inline: the panels are the element's children. Siblings (section tabs): each tab owns the next
 * `data-blocks-count` blocks after its own block on the page; the panels not selected are hidden.
 * Section tabs stay stuck to the top while their blocks are read and let go after the last one
 * (`lrdx-section-tabs--released`), so they never cover the blocks that follow.
 * Events: `tabs.change` ({ id }).
 */
import { LightElement, emit } from '../shared/light-element.js';

export class LrdxTabs extends LightElement {
  #tabs: HTMLAnchorElement[] = [];
  #panels: HTMLElement[][] = [];
  #release: IntersectionObserver | null = null;

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#release?.disconnect();
    this.#release = null;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.#tabs.length > 0) return;
    const list = this.querySelector<HTMLElement>('.lrdx-tabs__list');
    this.#tabs = [...this.querySelectorAll<HTMLAnchorElement>('.lrdx-tabs__tab')];
    if (!list || this.#tabs.length === 0) return;
    this.#panels = this.dataset.mode === 'siblings' ? this.#siblingPanels() : this.#inlinePanels();
    list.setAttribute('role', 'tablist');
    for (const item of list.children) item.setAttribute('role', 'presentation');
    this.#tabs.forEach((tab, index) => {
      tab.setAttribute('role', 'tab');
      tab.id = tab.id || `${tab.dataset.tab ?? 'tab'}-tab`;
      const panels = this.#panels[index] ?? [];
      panels.forEach((panel, panelIndex) => {
        panel.setAttribute('role', 'tabpanel');
        panel.setAttribute('aria-labelledby', tab.id);
        if (!panel.id) panel.id = `${tab.dataset.tab ?? 'tab'}-panel-${panelIndex + 1}`;
      });
      tab.setAttribute('aria-controls', panels.map((panel) => panel.id).join(' '));
      tab.addEventListener('click', (event) => {
        event.preventDefault();
        this.select(index);
      });
      tab.addEventListener('keydown', this.#onKey);
    });
    const hash = location.hash.slice(1);
    const initial = this.#tabs.findIndex((tab) => tab.dataset.tab === hash);
    this.select(initial >= 0 ? initial : 0, false);
  }

  get selectedIndex(): number {
    return this.#tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true');
  }

  select(index: number, focus = true): void {
    const count = this.#tabs.length;
    if (count === 0) return;
    const selected = ((index % count) + count) % count;
    this.#tabs.forEach((tab, tabIndex) => {
      const on = tabIndex === selected;
      tab.setAttribute('aria-selected', String(on));
      tab.tabIndex = on ? 0 : -1;
      for (const panel of this.#panels[tabIndex] ?? []) panel.hidden = !on;
    });
    this.#watchEnd(this.#panels[selected]?.at(-1));
    const tab = this.#tabs[selected];
    if (focus) tab?.focus();
    emit(this, 'tabs.change', { id: tab?.dataset.tab ?? '' });
  }

  #onKey = (event: KeyboardEvent): void => {
    const rtl = getComputedStyle(this).direction === 'rtl';
    const current = this.selectedIndex;
    const moves: Record<string, number> = {
      ArrowRight: rtl ? current - 1 : current + 1,
      ArrowLeft: rtl ? current + 1 : current - 1,
      Home: 0,
      End: this.#tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    this.select(target);
  };

  /** The sticky bar lets go once the shown tab's last block has scrolled up under it. */
  #watchEnd(last: HTMLElement | undefined): void {
    const bar = this.closest<HTMLElement>('.lrdx-section-tabs');
    if (!bar || this.dataset.mode !== 'siblings' || typeof IntersectionObserver === 'undefined') return;
    this.#release?.disconnect();
    bar.classList.remove('lrdx-section-tabs--released');
    if (!last) return;
    const height = Math.ceil(bar.getBoundingClientRect().height);
    this.#release = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        const above = !entry.isIntersecting && entry.boundingClientRect.bottom <= height;
        bar.classList.toggle('lrdx-section-tabs--released', above);
      },
      { rootMargin: `-${height}px 0px 0px 0px` },
    );
    this.#release.observe(last);
  }

  #inlinePanels(): HTMLElement[][] {
    return this.#tabs.map((tab) => {
      const panel = this.querySelector<HTMLElement>(`.lrdx-tabs__panel[id="${CSS.escape(tab.dataset.tab ?? '')}"]`);
      return panel ? [panel] : [];
    });
  }

  /** The blocks after this one, counted out per tab. The first block of each tab gets the tab's id as anchor. */
  #siblingPanels(): HTMLElement[][] {
    const own = this.closest('.lrdx-block');
    let next = own?.nextElementSibling as HTMLElement | null;
    return this.#tabs.map((tab) => {
      const count = Math.max(1, Number(tab.dataset.blocksCount) || 1);
      const panels: HTMLElement[] = [];
      while (next && panels.length < count) {
        if (next.classList.contains('lrdx-block')) panels.push(next);
        next = next.nextElementSibling as HTMLElement | null;
      }
      return panels;
    });
  }
}

if (!customElements.get('lrdx-tabs')) customElements.define('lrdx-tabs', LrdxTabs);
