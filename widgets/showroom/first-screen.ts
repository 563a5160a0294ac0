/** The first screen the server drew into this element, read from the element's embedded JSON (domain/showroom-first-screen.ts). */
import { SHOWROOM_FIRST_SCREEN_ATTRIBUTE, parseShowroomFirstScreen, type ShowroomFirstScreen } from '../../domain/showroom-first-screen.js';

/** The host element of the shadow root r2wc renders into (undefined on the server). */
function hostOf(container: unknown): Element | undefined {
  if (typeof ShadowRoot !== 'undefined' && container instanceof ShadowRoot) return container.host;
  if (typeof Element !== 'undefined' && container instanceof Element) return container;
  return undefined;
}

/** The embedded data beside the element's server-drawn screen; undefined on retailer pages (none is embedded). */
export function readEmbeddedFirstScreen(container: unknown): ShowroomFirstScreen | undefined {
  const script = hostOf(container)?.querySelector(`:scope > script[${SHOWROOM_FIRST_SCREEN_ATTRIBUTE}]`);
  return parseShowroomFirstScreen(script?.textContent);
}

/** Whether an element was drawn by the server (its texts are then loaded before the element is defined). */
export function hasEmbeddedFirstScreen(element: Element): boolean {
  return element.querySelector(`:scope > script[${SHOWROOM_FIRST_SCREEN_ATTRIBUTE}]`) !== null;
}
