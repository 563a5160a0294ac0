/**
 * The stock keyword (`q=` of the listing API, the stock locator's search field; docs/listing-api.md,
 * "Keyword search"): what a visitor may type, and how typed text and stored names become the words
 * that are compared. Both sides go through the same steps, so a word typed on any keyboard meets the
 * word stored in any spelling:
 *
 * 1. The project's folding (domain/text-fold.ts): Eastern digits as 0-9, Arabic and Kurdish letter
 *    forms as one, no marks, lower case.
 * 2. Letters an Arabic keyboard does not have, as the nearest one it has: ڕ → ر, ڵ → ل, ێ → ی,
 *    ۆ → و, ڤ → ف, پ → ب, چ → ج, گ → ک, ژ → ز. A Kurdish word typed on an Arabic keyboard is found;
 *    a search may find a little more, never less.
 * 3. Words are runs of letters and digits; a hyphen between two of them joins rather than splits:
 *    «Defender 110» is «defender» and «110», «F-PACE» is «fpace» (names are also indexed apart,
 *    so «pace» finds it too, while «f-pa» does not find every vehicle with an F in a word).
 *
 * A keyword matches a vehicle when every typed word is the start of one of the vehicle's words
 * (prefix match per word, all words required).
 */
import { apiError, type ApiErrorBody } from './api-error.js';
import { foldText } from './text-fold.js';

/** Longest keyword accepted, in characters. */
export const KEYWORD_MAX_LENGTH = 100;

/** At most this many words count; more say nothing a visitor means. */
export const KEYWORD_MAX_WORDS = 8;

const KEYBOARD_LETTERS: Readonly<Record<string, string>> = {
  ڕ: 'ر',
  ڵ: 'ل',
  ێ: 'ی',
  ۆ: 'و',
  ڤ: 'ف',
  پ: 'ب',
  چ: 'ج',
  گ: 'ک',
  ژ: 'ز',
};
const KEYBOARD_LETTER = /[ڕڵێۆڤپچگژ]/g;
const NOT_WORD = /[^\p{L}\p{N}]+/u;
/** Hyphens (ASCII, Unicode hyphen, non-breaking hyphen). */
export const JOINERS = /[-\u2010\u2011]/g;
const JOINED = /(?<=[\p{L}\p{N}])[-\u2010\u2011](?=[\p{L}\p{N}])/gu;
// C0 and C1 control characters (tab, new line and NUL included): never part of a name.
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;

/** The comparable words of a text, in order, each once. */
export function keywordWords(text: string): string[] {
  const folded = foldText(text)
    .replace(KEYBOARD_LETTER, (letter) => KEYBOARD_LETTERS[letter] ?? letter)
    .replace(JOINED, '');
  const words: string[] = [];
  for (const word of folded.split(NOT_WORD)) if (word !== '' && !words.includes(word)) words.push(word);
  return words;
}

export type KeywordResult = { ok: true; value: string[] } | { ok: false; error: ApiErrorBody };

/**
 * A `q` parameter as the words to match: empty (or absent, or only separators) means no keyword.
 * Longer than KEYWORD_MAX_LENGTH or holding a control character is refused, field `q`.
 */
export function parseKeyword(raw: string | string[] | undefined, field = 'q'): KeywordResult {
  if (raw === undefined) return { ok: true, value: [] };
  if (Array.isArray(raw) && raw.length > 1) return { ok: false, error: apiError('invalid_parameter', `${field} may be given once`, field) };
  const text = (Array.isArray(raw) ? raw[0] : raw) ?? '';
  if ([...text].length > KEYWORD_MAX_LENGTH) {
    return { ok: false, error: apiError('too_long', `${field} must be at most ${KEYWORD_MAX_LENGTH} characters`, field) };
  }
  if (CONTROL.test(text)) return { ok: false, error: apiError('invalid_characters', `${field} must not hold control characters`, field) };
  return { ok: true, value: keywordWords(text).slice(0, KEYWORD_MAX_WORDS) };
}

/** The keyword as the visitor's field and the URL keep it: one line, single spaces, at most the maximum length. */
export function tidyKeyword(text: string): string {
  return [
    ...text
      .replace(/[\u0000-\u001F\u007F-\u009F]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  ]
    .slice(0, KEYWORD_MAX_LENGTH)
    .join('');
}

/** At most this many suggestions answer one typed text. */
export const SUGGESTIONS_MAX = 8;

export const SUGGESTION_KINDS = ['model', 'version', 'colour', 'paint', 'engine', 'dealer'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

/** One suggestion of `GET /public_api/listing/:id/suggest` (docs/listing-api.md, "Suggestions"). */
export interface KeywordSuggestion {
  kind: SuggestionKind;
  /** The stored value (a dealer: its code; a colour: its family). */
  value: string;
  /** The text in the requested language. */
  label: string;
  /** Vehicles it finds with the query's filters. */
  count: number;
  /** The keyword choosing it searches: the typed text with the word being typed replaced by the label. */
  q: string;
}

export interface SuggestResponse {
  data: KeywordSuggestion[];
  meta: { q: string };
}

/**
 * The keyword a suggestion stands for: the typed text's last word becomes the label, and an earlier
 * word the label already says (each of its words starts one of the label's) is dropped, so «range
 * sp» with "Range Rover Sport" is "Range Rover Sport", and «black def» with "Defender 110" is
 * «black Defender 110».
 */
export function suggestionQuery(typed: string, label: string, labelWords: readonly string[]): string {
  const pieces = tidyKeyword(typed)
    .split(' ')
    .filter((piece) => keywordWords(piece).length > 0);
  const covered = (piece: string): boolean => keywordWords(piece).every((word) => labelWords.some((own) => own.startsWith(word)));
  const kept = pieces.slice(0, -1).filter((piece) => !covered(piece));
  return tidyKeyword([...kept, label].join(' '));
}
