/**
 * The form the server drew inside `<lrdx-form>` (./server-render.tsx; docs/decisions.md, "Page speed
 * as a first-time visitor gets it"): the form as the widget shows it, as JSON in a child
 * `<script type="application/json" data-lrdx-form-first-screen>`. The widget draws it while its
 * machine starts and takes it instead of asking the Forms API again, so the fields the server drew
 * stay where they are: nothing below the form moves when the widget runs.
 */
import type { WidgetForm } from './api.js';
import { embeddedJsonText, hasEmbeddedJson } from '../runtime/embedded-json.js';

export const FORM_FIRST_SCREEN_ATTRIBUTE = 'data-lrdx-form-first-screen';

/** The embedded form, if the text is one (a hand-edited or cut page gives undefined: the widget then loads the form itself). */
export function parseFormFirstScreen(text: string | null | undefined): WidgetForm | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<WidgetForm> | null;
    if (!value?.definition || !Array.isArray(value.fields) || !value.initialValues || typeof value.definition.id !== 'number')
      return undefined;
    return value as WidgetForm;
  } catch {
    return undefined;
  }
}

/** The form the server embedded in the element whose shadow root (or itself) is `container`. */
export function readFormFirstScreen(container: unknown): WidgetForm | undefined {
  return parseFormFirstScreen(embeddedJsonText(container, FORM_FIRST_SCREEN_ATTRIBUTE));
}

/** Whether the server drew the element's form (its texts are then loaded before the element is defined). */
export function hasFormFirstScreen(element: Element): boolean {
  return hasEmbeddedJson(element, FORM_FIRST_SCREEN_ATTRIBUTE);
}
