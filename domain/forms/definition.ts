/**
 * Whether a list of fields is a form the rules engine can check: keys unique and machine-safe,
 * option fields with options, rules that can be met. The server refuses a form that is not
 * (400, `field` naming the member); the form builder shows the same problem before saving.
 */
import { FORM_FIELD_TYPES, OPTION_FIELD_TYPES, RETAILER_OPTION_TYPES, type FormField } from '../contracts/forms.js';

export interface DefinitionProblem {
  /** JSON-pointer-like path of the offending member, e.g. `fields[2].options`. */
  field: string;
  message: string;
}

export const FIELD_KEY = /^[a-z][a-z0-9_]{0,63}$/;
export const MAX_FIELDS = 100;

function ruleProblem(field: FormField, at: string): DefinitionProblem | null {
  const rules = field.rules ?? {};
  for (const name of ['min', 'size', 'max'] as const) {
    const value = rules[name];
    if (value === undefined) continue;
    const integral = field.type === 'number' ? Number.isFinite(value) : Number.isInteger(value) && value >= 0;
    if (!integral) return { field: `${at}.rules.${name}`, message: `${name} must be a whole number of 0 or more` };
  }
  if (rules.min !== undefined && rules.max !== undefined && rules.min > rules.max) {
    return { field: `${at}.rules.min`, message: 'min is greater than max' };
  }
  return null;
}

export function checkFormFields(fields: readonly FormField[]): DefinitionProblem | null {
  if (fields.length > MAX_FIELDS) return { field: 'fields', message: `A form has at most ${MAX_FIELDS} fields` };
  const seen = new Set<string>();
  for (const [index, field] of fields.entries()) {
    const at = `fields[${index}]`;
    if (!FIELD_KEY.test(field.key)) {
      return { field: `${at}.key`, message: 'A field key is lower-case letters, digits and _ (starting with a letter)' };
    }
    if (seen.has(field.key)) return { field: `${at}.key`, message: `The key ${field.key} is used twice` };
    seen.add(field.key);
    if (!(FORM_FIELD_TYPES as readonly string[]).includes(field.type)) {
      return { field: `${at}.type`, message: `Unknown field type ${String(field.type)}` };
    }
    if (field.options_from === 'retailers') {
      // The server fills the options in from the retailer list: nothing typed to check.
      if (!RETAILER_OPTION_TYPES.includes(field.type))
        return { field: `${at}.options_from`, message: 'Only a select or radio field takes its options from the retailers' };
    } else if (OPTION_FIELD_TYPES.includes(field.type)) {
      const values = (field.options ?? []).map((option) => option.value);
      if (values.length === 0) return { field: `${at}.options`, message: 'A choice field needs options' };
      if (new Set(values).size !== values.length) return { field: `${at}.options`, message: 'Option values repeat' };
    }
    const problem = ruleProblem(field, at);
    if (problem) return problem;
  }
  return null;
}
