/**
 * The journey's data the server drew the steps page from, read from the element's embedded JSON
 * (domain/order-online-first-step.ts). Undefined on retailer pages (nothing is embedded) and for a
 * text that is not that data: the widget then loads the journey as before.
 */
import { ORDER_FIRST_STEP_ATTRIBUTE } from '../../domain/order-online-first-step.js';
import type { LoadJourneyOutput } from '../../state-machines/order-online/index.js';
import { embeddedJsonText, hasEmbeddedJson } from '../runtime/embedded-json.js';

export function readDrawnJourney(container: unknown): LoadJourneyOutput | undefined {
  const text = embeddedJsonText(container, ORDER_FIRST_STEP_ATTRIBUTE);
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
export const hasDrawnFirstStep = (element: Element): boolean => hasEmbeddedJson(element, ORDER_FIRST_STEP_ATTRIBUTE);
