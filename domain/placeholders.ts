/**
 * Texts with named gaps, filled when they are shown. Two spellings are in use: `{name}` in the
 * editor's, admin screens' and blocks' own texts, and `{{name}}` in texts that i18next also reads
 * (widgets, the vehicle and compare pages). A name without a value stays as written, so a missing
 * value shows in review instead of vanishing from the sentence.
 */
type Values = Readonly<Record<string, string | number>>;

const fillWith = (pattern: RegExp) => (text: string, values: Values) =>
  text.replace(pattern, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));

/** Fills `{name}` gaps. */
export const fillPlaceholders: (text: string, values: Values) => string = fillWith(/\{(\w+)\}/g);

/** Fills i18next's `{{name}}` gaps. */
export const fillI18nextPlaceholders: (text: string, values: Values) => string = fillWith(/\{\{(\w+)\}\}/g);
