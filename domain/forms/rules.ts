/**
 * The field rules engine: one field's value against its type and rules (required, min, size, max,
 * and the shape of e-mail, phone, number, date, options and consent). Pure: the server checks a
 * lead with it and `<lrdx-form>` checks a field on blur with the same function.
 */
import type { FieldError, FieldErrorCode, FormField, LeadValue } from '../contracts/forms.js';
import type { Language } from '../languages.js';
import { ruleMessage, type RuleMeasure } from './messages.js';
import { characterCount, readDate, readDateTime, readEmail, readIraqiPhone, readNumber } from './values.js';

/** Hidden and free-text fields without a max still stop here (a guard, not a product rule). */
export const HARD_TEXT_LIMIT = 5000;

/** The outcome of reading one field: its stored value, or the rule it broke. */
export type FieldOutcome = { ok: true; value: LeadValue | undefined } | { ok: false; error: FieldError };

const fail = (code: FieldErrorCode, language: Language, bound?: { measure: RuleMeasure; value: number }): FieldOutcome => ({
  ok: false,
  error: { code, message: ruleMessage(code, language, bound) },
});

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** min / size / max on a measured quantity, in order of importance (max first; docs/forms.md, "Field rules"). */
function checkBounds(field: FormField, amount: number, measure: RuleMeasure, language: Language): FieldOutcome | null {
  const rules = field.rules ?? {};
  if (rules.max !== undefined && amount > rules.max) return fail('max', language, { measure, value: rules.max });
  if (rules.size !== undefined && amount !== rules.size) return fail('size', language, { measure, value: rules.size });
  if (rules.min !== undefined && amount < rules.min) return fail('min', language, { measure, value: rules.min });
  return null;
}

function readText(field: FormField, raw: unknown, language: Language): FieldOutcome {
  if (typeof raw !== 'string' && typeof raw !== 'number') return fail('type', language);
  const text = String(raw).trim();
  const count = characterCount(text);
  const max = Math.min(field.rules?.max ?? HARD_TEXT_LIMIT, HARD_TEXT_LIMIT);
  // Length before shape: a 300-character "e-mail" is over the limit first ('Character limit exceeded').
  if (count > max) return fail('max', language, { measure: 'characters', value: max });
  let value: string | null = text;
  if (field.type === 'email') value = readEmail(text);
  else if (field.type === 'phone') value = readIraqiPhone(text);
  if (value === null) return fail(field.type as 'email' | 'phone', language);
  return checkBounds(field, count, 'characters', language) ?? { ok: true, value };
}

function readOptions(field: FormField, raw: unknown, language: Language): FieldOutcome {
  const allowed = new Set((field.options ?? []).map((option) => option.value));
  if (field.type === 'checkbox') {
    const chosen = typeof raw === 'string' ? [raw] : raw;
    if (!Array.isArray(chosen) || !chosen.every((item) => typeof item === 'string')) return fail('type', language);
    const values = [...new Set(chosen as string[])];
    if (!values.every((value) => allowed.has(value))) return fail('option', language);
    return checkBounds(field, values.length, 'choices', language) ?? { ok: true, value: values };
  }
  if (typeof raw !== 'string') return fail('type', language);
  return allowed.has(raw) ? { ok: true, value: raw } : fail('option', language);
}

function readConsent(field: FormField, raw: unknown, language: Language): FieldOutcome {
  // Form posts send "on"/"true"; JSON sends booleans.
  const given = raw === true || raw === 'true' || raw === 'on' || raw === '1';
  const refused = raw === undefined || raw === null || raw === false || raw === 'false' || raw === '' || raw === '0';
  if (!given && !refused) return fail('type', language);
  if (field.rules?.required && !given) return fail('consent', language);
  return { ok: true, value: given };
}

function readNumeric(field: FormField, raw: unknown, language: Language): FieldOutcome {
  const value = typeof raw === 'number' ? (Number.isFinite(raw) ? raw : null) : typeof raw === 'string' ? readNumber(raw) : null;
  if (value === null) return fail('number', language);
  const rules = field.rules ?? {};
  if (rules.max !== undefined && value > rules.max) return fail('max', language, { measure: 'value', value: rules.max });
  if (rules.size !== undefined) {
    const digits = String(Math.abs(value)).replace('.', '').length;
    if (digits !== rules.size) return fail('size', language, { measure: 'value', value: rules.size });
  }
  if (rules.min !== undefined && value < rules.min) return fail('min', language, { measure: 'value', value: rules.min });
  return { ok: true, value };
}

/**
 * One field's value: `{ ok: true, value }` with the value to store (undefined when an optional
 * field was left empty), or `{ ok: false, error }` with the first rule it breaks.
 */
export function checkField(field: FormField, raw: unknown, language: Language): FieldOutcome {
  if (field.type === 'consent') return readConsent(field, raw, language);
  if (isEmpty(raw)) return field.rules?.required ? fail('required', language) : { ok: true, value: undefined };
  switch (field.type) {
    case 'select':
    case 'radio':
    case 'checkbox':
      return readOptions(field, raw, language);
    case 'number':
      return readNumeric(field, raw, language);
    case 'date':
    case 'datetime': {
      if (typeof raw !== 'string') return fail('type', language);
      const value = field.type === 'date' ? readDate(raw) : readDateTime(raw);
      return value === null ? fail(field.type, language) : { ok: true, value };
    }
    default:
      return readText(field, raw, language);
  }
}

/** The first rule the value breaks, or null: what the widget shows under a field. */
export function validateField(field: FormField, raw: unknown, language: Language): FieldError | null {
  const outcome = checkField(field, raw, language);
  return outcome.ok ? null : outcome.error;
}
