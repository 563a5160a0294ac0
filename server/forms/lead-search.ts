/**
 * Text search over a lead's values (GET /forms/{id}/leads `filter[search]`). Each lead keeps a
 * folded copy of its values (`form_leads.search_text`, migration 0019) and a search is a LIKE of
 * the folded query against it: the same on SQLite and PostgreSQL, and no per-database collation.
 *
 * Folding (domain/text-fold.ts, shared with the retailer locator) makes what an admin types meet
 * what a visitor typed: lower case; Kurdish/Arabic digits as 0-9; the Arabic and Kurdish forms of
 * a letter as one; no diacritics, tatweel or direction marks. When its rules change, a migration
 * refolds the stored copies (0020-refold-lead-search). Phones are stored as E.164
 * (+9647501234567): their Iraqi national form (07501234567) is folded in too, and a query of
 * digits ignores spaces and dashes.
 */
import { sql, type RawBuilder } from 'kysely';
import type { LeadPayload } from '../../domain/contracts/forms.js';
import { foldText } from '../../domain/text-fold.js';

/** The longest query taken (characters): a search is a few words or a phone number. */
export const MAX_SEARCH_LENGTH = 100;

/** A query of phone-like characters only (digits, +, spaces, dashes, brackets, dots). */
const PHONE_LIKE = /^[+0-9\s\-().]+$/;

/** The folded query to look for; a number loses its separators (0750 123 4567 → 07501234567). */
export function foldQuery(query: string): string {
  const folded = foldText(query);
  return PHONE_LIKE.test(folded) && /[0-9]/.test(folded) ? folded.replace(/[\s\-().]/g, '') : folded;
}

function valueTexts(value: LeadPayload[string]): string[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((item) => valueTexts(item));
  const text = String(value);
  // An Iraqi E.164 number is also found as the admin writes it at home: 0750…
  const national = /^\+964([0-9]{7,10})$/.exec(text);
  return national ? [text, `0${national[1]}`] : [text];
}

/** What a lead's search runs over: every value folded, one per line. */
export function searchTextOf(values: LeadPayload): string {
  return Object.values(values)
    .flatMap((value) => valueTexts(value))
    .map((text) => foldText(text))
    .filter((text) => text !== '')
    .join('\n');
}

/** A LIKE pattern for "contains": the query's own % _ and \ are matched literally (ESCAPE '\'). */
export function containsPattern(folded: string): string {
  return `%${folded.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The WHERE condition "this lead's values contain the folded query", for a select on form_leads.
 * Both sides are lower case already, so LIKE's case rules (SQLite ASCII-only, PostgreSQL none) do not matter.
 */
export function searchCondition(folded: string): RawBuilder<boolean> {
  return sql<boolean>`search_text like ${containsPattern(folded)} escape '\\'`;
}
