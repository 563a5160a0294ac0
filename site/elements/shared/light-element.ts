/**
 * Base of the shell's lit elements. They enhance HTML the server already rendered, styled by the
 * site's own stylesheet (site/styles/site.css), so they render into their light DOM: a shadow
 * root would hide that HTML from the site CSS and from the page's own links and forms. Templates
 * (where an element draws something of its own) go into a child the element owns.
 */
import { LitElement } from 'lit';

export class LightElement extends LitElement {
  protected override createRenderRoot(): HTMLElement {
    return this;
  }
}

/** Dispatches a bubbling, composed event that names what happened (`consent.change`, …). */
export function emit<T>(target: EventTarget, name: string, detail: T): void {
  target.dispatchEvent(new CustomEvent<T>(name, { detail, bubbles: true, composed: true }));
}
