/**
 * The JSON the server embeds beside a widget's server-drawn first screen, as a child
 * `<script type="application/json" data-…>` of the element (docs/decisions.md, "Page speed as a
 * first-time visitor gets it"). The stock widgets, the showroom, the form and the order journey
 * each name their own attribute and check their own shape; finding the script is the same for all.
 */

/** The element itself, also when handed its shadow root (r2wc renders into it); undefined on the server. */
function hostOf(container: unknown): Element | undefined {
  if (typeof ShadowRoot !== 'undefined' && container instanceof ShadowRoot) return container.host;
  if (typeof Element !== 'undefined' && container instanceof Element) return container;
  return undefined;
}

const embeddedScript = (element: Element | undefined, attribute: string) => element?.querySelector(`:scope > script[${attribute}]`) ?? null;

/** The text of the script marked `attribute` in the element whose shadow root (or itself) is `container`. */
export function embeddedJsonText(container: unknown, attribute: string): string | null | undefined {
  return embeddedScript(hostOf(container), attribute)?.textContent;
}

/** Whether the server embedded a script marked `attribute` in the element (its texts are then loaded before the element is defined). */
export function hasEmbeddedJson(element: Element, attribute: string): boolean {
  return embeddedScript(element, attribute) !== null;
}
