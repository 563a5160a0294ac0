/**
 * Content slots of the flow blocks (catalogue: "editable content slots for each screen"): one
 * translatable field per text, its default the widget's (English) text. The renderer passes the
 * widget only the slots an editor changed, so an untouched slot shows the widget's own
 * translation for the page's language instead of the English default.
 */
import type { Field } from '../types.js';

/** "landing_title" → "Landing title". */
function labelOf(key: string): string {
  const words = key.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function slotFields<K extends string>(defaults: Record<K, string>): Record<K, Field> {
  const entries = (Object.keys(defaults) as K[]).map((key): [K, Field] => [
    key,
    { label: labelOf(key), type: defaults[key].length > 60 ? 'text' : 'string', translatable: true },
  ]);
  // Every key of `defaults` has its entry, so the record is complete.
  return Object.fromEntries(entries) as Record<K, Field>;
}

/** The slots whose text differs from the default (and is not blank), as the widget's `texts` JSON. */
export function changedSlots<K extends string>(props: { [P in K]: string }, defaults: Record<K, string>): string {
  const changed: Record<string, string> = {};
  for (const key of Object.keys(defaults) as K[]) {
    const value = props[key];
    if (typeof value === 'string' && value.trim() !== '' && value !== defaults[key]) changed[key] = value;
  }
  return JSON.stringify(changed);
}
