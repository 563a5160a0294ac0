/**
 * A whole submission against a form definition: per-field errors (only failing fields, by key) and
 * the values to store. Members the form does not define are dropped, never stored: a lead holds
 * exactly the form's fields, so the CSV columns and the personal-data deletion know every member.
 */
import type { FieldErrors, FormDefinition, LeadPayload } from '../contracts/forms.js';
import type { Language } from '../languages.js';
import { checkField } from './rules.js';

export type FieldsOf = Pick<FormDefinition, 'fields'>;

export interface LeadCheck {
  errors: FieldErrors;
  /** The stored values, by field key, in field order; empty optional fields are left out. */
  values: LeadPayload;
}

function member(payload: unknown, key: string): unknown {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return undefined;
  return Object.prototype.hasOwnProperty.call(payload, key) ? (payload as Record<string, unknown>)[key] : undefined;
}

export function checkLead(definition: FieldsOf, payload: unknown, language: Language): LeadCheck {
  const errors: FieldErrors = {};
  const values: LeadPayload = {};
  for (const field of definition.fields) {
    const outcome = checkField(field, member(payload, field.key), language);
    if (!outcome.ok) errors[field.key] = outcome.error;
    else if (outcome.value !== undefined) values[field.key] = outcome.value;
  }
  return { errors, values };
}

/** Per-field errors of a submission (empty when it may be sent). */
export function validateLead(definition: FieldsOf, payload: unknown, language: Language): FieldErrors {
  return checkLead(definition, payload, language).errors;
}

/** The key of the first failing field in form order (where the widget moves focus), or null. */
export function firstErrorKey(definition: FieldsOf, errors: FieldErrors): string | null {
  return definition.fields.find((field) => errors[field.key])?.key ?? null;
}
