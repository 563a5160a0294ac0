/**
 * Shell settings hold their copy per page language: `{ "ku": {...}, "en": {...}, "ar": {...} }`.
 * A value without language keys is used for every language.
 */
import { LANGUAGES, type Language } from '../languages.js';

export function forLanguage(value: unknown, language: Language): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const v = value as Record<string, unknown>;
  const keyed = LANGUAGES.some((l) => l in v);
  return keyed ? v[language] : value;
}

/** A text field of a settings object; empty or missing gives the fallback. */
export function textOr(value: unknown, key: string, fallback: string): string {
  if (!value || typeof value !== 'object') return fallback;
  const t = (value as Record<string, unknown>)[key];
  return typeof t === 'string' && t.trim() !== '' ? t : fallback;
}
