/**
 * Retailers' opening hours in the page's language. The dealers table keeps them as text written
 * with English day abbreviations ("Sat–Thu 09:00–19:00; Fri closed"). When a text uses only that
 * vocabulary (day abbreviations, times, "closed", dashes and separators) its words and digits are
 * put in the page's language; any other text is an editor's own wording and is shown as written.
 * Either way a range ("Sat–Thu", "09:00–19:00") is one unbreakable run: a narrow card (the retailer
 * locator's on a 390 px phone) otherwise breaks after its dash and leaves the dash at a line's edge
 * away from its other end (docs/retailer-locator.md, "Opening hours").
 */
import { localizeDigits } from './digits.js';
import type { Language } from './languages.js';

type Day = 'Sat' | 'Sun' | 'Mon' | 'Tue' | 'Wed' | 'Thu' | 'Fri';

const WORDS: Readonly<Record<Language, Record<Day | 'closed', string>>> = {
  en: { Sat: 'Sat', Sun: 'Sun', Mon: 'Mon', Tue: 'Tue', Wed: 'Wed', Thu: 'Thu', Fri: 'Fri', closed: 'closed' },
  ku: {
    Sat: 'شەممە',
    Sun: 'یەکشەممە',
    Mon: 'دووشەممە',
    Tue: 'سێشەممە',
    Wed: 'چوارشەممە',
    Thu: 'پێنجشەممە',
    Fri: 'هەینی',
    closed: 'داخراوە',
  },
  ar: {
    Sat: 'السبت',
    Sun: 'الأحد',
    Mon: 'الاثنين',
    Tue: 'الثلاثاء',
    Wed: 'الأربعاء',
    Thu: 'الخميس',
    Fri: 'الجمعة',
    closed: 'مغلق',
  },
};

/** Separators in the page's script: Arabic comma and semicolon in Kurdish and Arabic. */
const SEMICOLON: Readonly<Record<Language, string>> = { en: ';', ku: '؛', ar: '؛' };
const COMMA: Readonly<Record<Language, string>> = { en: ',', ku: '،', ar: '،' };

const TOKEN = /Sat|Sun|Mon|Tue|Wed|Thu|Fri|closed|\d{1,2}:\d{2}|[–-]|[;,]|\s+/gy;

export function localizeOpeningHours(text: string, language: Language): string {
  const words = WORDS[language];
  let out = '';
  TOKEN.lastIndex = 0;
  let at = 0;
  for (let match = TOKEN.exec(text); match; match = TOKEN.exec(text)) {
    const token = match[0];
    at = TOKEN.lastIndex;
    if (token in words) out += words[token as Day | 'closed'];
    else if (token === ';') out += SEMICOLON[language];
    else if (token === ',') out += COMMA[language];
    else if (/^\d/.test(token)) out += localizeDigits(token, language);
    else out += token;
  }
  // Anything outside the vocabulary: the text is someone's own wording, shown as written.
  return keepRangesTogether(at === text.length ? out : text);
}

/**
 * WORD JOINER (U+2060) on both sides of a dash between two words: no line break there, nothing
 * drawn and nothing read aloud, and it works in every place the hours are shown (widgets, site
 * blocks, the vehicle page, a form's hint) where a nowrap element would need markup and a class in
 * each of their style sheets. A dash with a space beside it is a separator and may break.
 */
export const RANGE_JOINER = '\u2060';

export function keepRangesTogether(text: string): string {
  return text.replace(/(?<=[^\s\u2060])([–-])(?=[^\s\u2060])/g, `${RANGE_JOINER}$1${RANGE_JOINER}`);
}
