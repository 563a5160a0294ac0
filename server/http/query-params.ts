/**
 * Reading single query parameters of the public GET routes the same way everywhere: absent or
 * blank is "not given", a repeated key or an over-long value is a 400 naming the parameter.
 */
import { apiError } from '../../domain/api-error.js';
import type { ParseResult, RawQuery } from '../../domain/listing-query.js';

/** Longest free-text parameter accepted (names, cities, postcodes are far shorter). */
export const MAX_TEXT_PARAM = 100;

export function textParam(raw: RawQuery, name: string, max = MAX_TEXT_PARAM): ParseResult<string | null> {
  const value = raw[name];
  if (value === undefined) return { ok: true, value: null };
  if (Array.isArray(value)) return { ok: false, error: apiError('invalid_parameter', `${name} must be given once`, name) };
  const text = value.trim();
  if (text.length > max) return { ok: false, error: apiError('too_long', `${name} must be at most ${max} characters`, name) };
  return { ok: true, value: text === '' ? null : text };
}

/** A whole number in [min, max], or `fallback` when absent. */
export function integerParam(raw: RawQuery, name: string, min: number, max: number, fallback: number): ParseResult<number> {
  const text = textParam(raw, name);
  if (!text.ok) return text;
  if (text.value === null) return { ok: true, value: fallback };
  if (!/^-?\d{1,15}$/.test(text.value)) return { ok: false, error: apiError('invalid_number', `${name} must be a whole number`, name) };
  const value = Number(text.value);
  if (value < min || value > max) return { ok: false, error: apiError('out_of_range', `${name} must be between ${min} and ${max}`, name) };
  return { ok: true, value };
}

/** One of `allowed`, or null when absent. */
export function choiceParam<T extends string>(
  raw: RawQuery,
  name: string,
  allowed: readonly T[],
  code = 'invalid_parameter',
): ParseResult<T | null> {
  const text = textParam(raw, name);
  if (!text.ok || text.value === null) return text as ParseResult<null>;
  if (!(allowed as readonly string[]).includes(text.value)) {
    return { ok: false, error: apiError(code, `${name} must be one of ${allowed.join(', ')}`, name) };
  }
  return { ok: true, value: text.value as T };
}
