/**
 * Types of the form machine (docs/forms.md). The machine knows a form
 * only as far as it must: its fields' names (to mark them all checked on submit) and whatever the
 * caller loaded with it; the wire shape lives in domain/contracts/forms.ts and the widget maps it.
 */
import type { FailureData } from '../../domain/api-error.js';
import type { CallEvents } from '../shared/async.js';

/** When a 429 gave no wait, the visitor may try again after this long. */
export const DEFAULT_RATE_LIMIT_WAIT_MS = 60_000;

/** One value of a field: text of every text-like field, a boolean for a consent, a list for checkboxes. */
export type FieldValue = string | boolean | readonly string[];
export type FormValues = Record<string, FieldValue>;
/** Field key → the message to show under it (already in the visitor's language). */
export type FieldErrors = Record<string, string>;

/** What the machine needs of a loaded form; the caller's own form type extends it. */
export interface LoadedForm {
  fields: readonly { key: string }[];
  /** Values a field starts with (defaults of the form definition). */
  initialValues?: FormValues;
}

export interface FetchFormInput {
  formId: string;
}

export interface SubmitLeadInput {
  formId: string;
  /** The visible fields' values with the hidden fields over nothing they may override. */
  payload: FormValues;
  /** One per submission: a retry of the same submission sends the same key, so the server stores one lead. */
  idempotencyKey: string;
}

export interface SubmitLeadOutput {
  leadId: string;
}

export interface FormInput {
  formId: string;
  /** Hidden values sent with the lead (form_hidden_field_mapping, UTM, vehicle, retailer). */
  hiddenFields?: Record<string, string>;
  /** Every field's error for the given values; {} when all are valid. Pure (the domain's rules). */
  validate: (form: LoadedForm, values: FormValues) => FieldErrors;
  /** A fresh Idempotency-Key (the widget gives crypto.randomUUID). */
  newIdempotencyKey: () => string;
}

export interface FormContext {
  formId: string;
  hiddenFields: Record<string, string>;
  validate: (form: LoadedForm, values: FormValues) => FieldErrors;
  newIdempotencyKey: () => string;
  form: LoadedForm | null;
  values: FormValues;
  /** Fields the visitor has left (or all, after a submit): their errors show. */
  touched: readonly string[];
  /** Errors of every field (shown only for touched ones), the server's 422 included. */
  errors: FieldErrors;
  /** Grows each time a submit finds errors, so the view moves focus to the first one every time. */
  errorFocus: number;
  /** The key of the submission under way or failed; null once the values change. */
  idempotencyKey: string | null;
  leadId: string | null;
  error: FailureData | null;
}

export type FormEvent =
  /** `name` is the field's key. */
  | { type: 'field.change'; name: string; value: FieldValue }
  | { type: 'field.blur'; name: string }
  | { type: 'submit' }
  | { type: 'retry' }
  | { type: 'edit' }
  | { type: 'rateLimit.over' }
  | CallEvents<'fetchForm', LoadedForm>
  | CallEvents<'submitLead', SubmitLeadOutput>;
