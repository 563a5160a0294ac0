/** The first screen the server drew into this element, read from the element's embedded JSON (domain/showroom-first-screen.ts). */
import { SHOWROOM_FIRST_SCREEN_ATTRIBUTE, parseShowroomFirstScreen, type ShowroomFirstScreen } from '../../domain/showroom-first-screen.js';
import { embeddedJsonText, hasEmbeddedJson } from '../runtime/embedded-json.js';

/** The embedded data beside the element's server-drawn screen; undefined on retailer pages (none is embedded). */
export function readEmbeddedFirstScreen(container: unknown): ShowroomFirstScreen | undefined {
  return parseShowroomFirstScreen(embeddedJsonText(container, SHOWROOM_FIRST_SCREEN_ATTRIBUTE));
}

/** Whether an element was drawn by the server (its texts are then loaded before the element is defined). */
export function hasEmbeddedFirstScreen(element: Element): boolean {
  return hasEmbeddedJson(element, SHOWROOM_FIRST_SCREEN_ATTRIBUTE);
}
