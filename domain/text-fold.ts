/**
 * Text folded for comparison: what someone types meets what is stored, whichever keyboard wrote
 * either. One function for every search of the product — the admin's lead search
 * (server/forms/lead-search.ts, stored folded in `form_leads.search_text`) and the retailer
 * locator (domain/locate-retailers.ts) — so a rule added here reaches both. Rules, in order:
 *
 * 1. Unicode NFKC: Arabic presentation forms become the plain letters, full-width and other
 *    compatibility characters their usual ones.
 * 2. Digits as 0-9: Eastern Arabic-Indic (٠-٩) and Persian/Kurdish (۰-۹) digits, so a phone typed
 *    ٠٧٥٠… is found by 0750… and the other way round.
 * 3. No harakat (fatha, kasra, shadda, …), superscript alef or tatweel, and no zero-width joiners,
 *    direction marks or byte-order marks.
 * 4. The Arabic and Kurdish forms of a letter as one: ي ى → ی; ك → ک; أ إ آ ٱ → ا; and ه ھ ة → ە
 *    (an Arabic keyboard has only ه and ة for the Kurdish ە and ھ: «السليمانية» meets «سلێمانیە»,
 *    «بەسرە» meets «البصرة». Kurdish ھ and ە thereby fold together: a search may find a little more,
 *    never less).
 * 5. Lower case; runs of white space as one space; no space at either end.
 *
 * Folding an already folded text changes nothing (domain/text-fold.test.ts checks it as a property).
 */
import { toWesternDigits } from './digits.js';

const LETTERS: Readonly<Record<string, string>> = {
  ي: 'ی',
  ى: 'ی',
  ك: 'ک',
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ه: 'ە',
  ھ: 'ە',
  ة: 'ە',
};
const LETTER = /[يىكأإآٱهھة]/g;
// Harakat and other Arabic marks (U+064B–U+065F), superscript alef, tatweel; zero-width
// characters, direction marks and embeddings, isolates, byte-order mark.
const IGNORED = /[\u064B-\u065F\u0670\u0640\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

export function foldText(text: string): string {
  const plain = toWesternDigits(text.normalize('NFKC'))
    .replace(IGNORED, '')
    .replace(LETTER, (letter) => LETTERS[letter] ?? letter)
    .toLocaleLowerCase('en');
  // Again after the removals and lower case: a mark left alone, or a lower-case letter, may now
  // compose differently; without this a second fold could still change the text.
  return plain.normalize('NFKC').replace(/\s+/g, ' ').trim();
}
