/**
 * The journey's data the server drew the steps page from, read from the element's embedded JSON
 * (domain/order-online-first-step.ts). Undefined on retailer pages (nothing is embedded) and for a
 * text that is not that data: the widget then loads the journey as before.
 */
import { ORDER_FIRST_STEP_ATTRIBUTE } from '../../domain/order-online-first-step.js';
import type { LoadJourneyOutput } from '../../state-machines/order-online/index.js';

/** The element itself, also when handed its shadow root (r2wc renders into it). */
function hostOf(container: unknown): Element | undefined {
  if (typeof ShadowRoot !== 'undefined' && container instanceof ShadowRoot) return container.host;
  if (typeof Element !== 'undefined' && container instanceof Element) return container;
  return undefined;
}

const embeddedIn = (element: Element | undefined) => element?.querySelector(`:scope > script[${ORDER_FIRST_STEP_ATTRIBUTE}]`) ?? null;

export function readDrawnJourney(container: unknown): LoadJourneyOutput | undefined {
  const text = embeddedIn(hostOf(container))?.textContent;
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<LoadJourneyOutput> | null;
    if (
      !value ||
      typeof value.vehicle?.id !== 'number' ||
      !value.config ||
      !Array.isArray(value.config.financingOptions) ||
      !value.config.steps ||
      !Array.isArray(value.retailers)
    )
      return undefined;
    return value as LoadJourneyOutput;
  } catch {
    return undefined;
  }
}

/** Whether the server drew this element's steps page (its texts are then loaded before the tag is defined). */
export const hasDrawnFirstStep = (element: Element): boolean => embeddedIn(element) !== null;
