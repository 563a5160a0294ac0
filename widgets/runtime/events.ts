/**
 * Outward communication of widgets: DOM events that bubble and cross shadow boundaries (composed),
 * with dot-namespaced lower-case names (architecture, conventions). Never function props.
 */
import type { SortOption } from '../../domain/listing-query.js';

/** Every event a widget dispatches, with its detail. */
export interface LrdxEventMap {
  'listing.loaded': { listKey: string; page: number; pages: number; total: number; count: number; sort: SortOption };
  'listing.page': { listKey: string; page: number };
  'quiz.result': { quiz: string; result: string };
  /** `<lrdx-form>` stored a lead (the modal form and analytics listen). */
  'form.submitted': { formId: string; leadId: string };
  /** `<lrdx-rent-a-car>` sent a rental inquiry (a lead of its contact form). */
  'rent.sent': { formId: string; leadId: string };
}

export type LrdxEventName = keyof LrdxEventMap;

export function emit<K extends LrdxEventName>(target: EventTarget, name: K, detail: LrdxEventMap[K]): boolean {
  return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

/** The host element of a node inside a shadow root (or the node itself): where events start. */
export function hostOf(node: Node): EventTarget {
  const root = node.getRootNode();
  return root instanceof ShadowRoot ? root.host : node;
}
