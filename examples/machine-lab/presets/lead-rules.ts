/**
 * What the lab gives the form and the rent-a-car machines for the two functions their input holds
 * (JSON cannot): a validation (every field of the loaded form must be filled, a checkbox ticked;
 * the widgets use the forms' own rules, which need the server's field definitions) and idempotency
 * keys counted from 1, so a replayed session sends the same keys.
 */
type Values = Record<string, string | boolean | readonly string[]>;

const REQUIRED = 'This field is required';

export function everyFieldFilled(form: { fields: readonly { key: string }[] }, values: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { key } of form.fields) {
    const value = values[key];
    const filled = typeof value === 'string' ? value.trim() !== '' : Array.isArray(value) ? value.length > 0 : value === true;
    if (!filled) errors[key] = REQUIRED;
  }
  return errors;
}

/** `lab-key-1`, `lab-key-2`, … for one actor. */
export function countedKeys(): () => string {
  let next = 0;
  return () => `lab-key-${(next += 1)}`;
}
