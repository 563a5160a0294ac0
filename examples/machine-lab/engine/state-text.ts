/** A state value as QA reads and writes it: `checkout.form`, parallel regions joined with `, `. */
import type { StateValue } from 'xstate';

export function stateText(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) => {
      if (child === undefined) return key;
      const inner = stateText(child as StateValue);
      return inner ? `${key}.${inner}` : key;
    })
    .join(', ');
}

/** Whether `actual` is the expected state (exact text, order of parallel regions ignored). */
export function matchesExpected(actual: StateValue, expected: string): boolean {
  const norm = (text: string) =>
    text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .sort()
      .join(', ');
  return norm(stateText(actual)) === norm(expected);
}
