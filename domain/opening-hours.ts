/**
 * Retailers' opening hours in the page's language. The dealers table keeps them as text written
 * with English day abbreviations ("Sat–Thu 09:00–19:00; Fri closed"). When a text uses only that
 * vocabulary (day abbreviations, times, "closed", dashes and separators) its words and digits are
 * put in the page's language; any other text is an editor's own wording and is shown as written.
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
  // Anything outside the vocabulary: the text is someone's own wording, shown unchanged.
  return at === text.length ? out : text;
}
