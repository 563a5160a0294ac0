/**
 * The shared message set of the form rules (docs/forms.md, "Field rules": required, min, size, max — max answers
 * 'Character limit exceeded'), in Kurdish Sorani, English and Arabic. Server refusals and the
 * widget's inline errors both read it, so a visitor sees the same words from either side.
 * Counts are written with the language's own digits (domain/digits.ts), never through Intl.
 */
import type { FieldErrorCode } from '../contracts/forms.js';
import { localizeDigits } from '../digits.js';
import type { Language } from '../languages.js';

/** Which flavour of a counted rule: characters of a text, the value of a number, chosen options. */
export type RuleMeasure = 'characters' | 'value' | 'choices';

type Texts = Record<Language, string>;
type Counted = Record<Language, (n: string) => string>;

const FIXED: Record<Exclude<FieldErrorCode, 'min' | 'size' | 'max'>, Texts> = {
  required: { ku: 'پڕکردنەوەی ئەم خانەیە پێویستە.', en: 'This field is required.', ar: 'هذا الحقل مطلوب.' },
  email: { ku: 'ئیمەیڵێکی دروست بنووسە.', en: 'Enter a valid e-mail address.', ar: 'أدخل بريدًا إلكترونيًا صالحًا.' },
  phone: {
    ku: 'ژمارەیەکی تەلەفۆنی عێراقیی دروست بنووسە.',
    en: 'Enter a valid Iraqi phone number.',
    ar: 'أدخل رقم هاتف عراقيًا صالحًا.',
  },
  number: { ku: 'ژمارەیەک بنووسە.', en: 'Enter a number.', ar: 'أدخل رقمًا.' },
  date: { ku: 'ڕێکەوتێکی دروست بنووسە.', en: 'Enter a valid date.', ar: 'أدخل تاريخًا صالحًا.' },
  datetime: {
    ku: 'ڕێکەوت و کاتێکی دروست بنووسە.',
    en: 'Enter a valid date and time.',
    ar: 'أدخل تاريخًا ووقتًا صالحين.',
  },
  option: { ku: 'یەکێک لە هەڵبژاردنەکان هەڵبژێرە.', en: 'Choose one of the options.', ar: 'اختر أحد الخيارات.' },
  consent: {
    ku: 'بۆ بەردەوامبوون ئەم خانەیە دیاری بکە.',
    en: 'Tick this box to continue.',
    ar: 'ضع علامة في هذا المربع للمتابعة.',
  },
  type: { ku: 'ئەمە دروست نییە.', en: 'This value is not valid.', ar: 'هذه القيمة غير صالحة.' },
};

/** The fixed words for max on text (docs/forms.md, "Field rules"); kept verbatim in English. */
export const CHARACTER_LIMIT_EXCEEDED = 'Character limit exceeded';

const MAX_CHARACTERS: Texts = {
  ku: 'ژمارەی پیتەکان لە سنوور تێپەڕی',
  en: CHARACTER_LIMIT_EXCEEDED,
  ar: 'تم تجاوز الحد الأقصى لعدد الأحرف',
};

const COUNTED: Record<'min' | 'size' | 'max', Record<RuleMeasure, Counted>> = {
  min: {
    characters: {
      ku: (n) => `لانیکەم ${n} پیت بنووسە.`,
      en: (n) => `Enter at least ${n} characters.`,
      ar: (n) => `أدخل ${n} أحرف على الأقل.`,
    },
    value: {
      ku: (n) => `ژمارەیەک بنووسە کە لە ${n} کەمتر نەبێت.`,
      en: (n) => `Enter a number of at least ${n}.`,
      ar: (n) => `أدخل رقمًا لا يقل عن ${n}.`,
    },
    choices: {
      ku: (n) => `لانیکەم ${n} هەڵبژێرە.`,
      en: (n) => `Choose at least ${n}.`,
      ar: (n) => `اختر ${n} على الأقل.`,
    },
  },
  size: {
    characters: {
      ku: (n) => `دەبێت ${n} پیت بێت.`,
      en: (n) => `Must be exactly ${n} characters.`,
      ar: (n) => `يجب أن يتكون من ${n} أحرف بالضبط.`,
    },
    value: {
      ku: (n) => `دەبێت ${n} ژمارە بێت.`,
      en: (n) => `Must be exactly ${n} digits.`,
      ar: (n) => `يجب أن يتكون من ${n} أرقام بالضبط.`,
    },
    choices: {
      ku: (n) => `دەبێت ${n} هەڵبژێریت.`,
      en: (n) => `Choose exactly ${n}.`,
      ar: (n) => `اختر ${n} بالضبط.`,
    },
  },
  max: {
    // Text max has a fixed message (docs/forms.md, "Field rules"); the others name the bound.
    characters: { ku: () => MAX_CHARACTERS.ku, en: () => MAX_CHARACTERS.en, ar: () => MAX_CHARACTERS.ar },
    value: {
      ku: (n) => `ژمارەیەک بنووسە کە لە ${n} زیاتر نەبێت.`,
      en: (n) => `Enter a number no greater than ${n}.`,
      ar: (n) => `أدخل رقمًا لا يزيد عن ${n}.`,
    },
    choices: {
      ku: (n) => `زۆرترین ${n} هەڵبژێرە.`,
      en: (n) => `Choose at most ${n}.`,
      ar: (n) => `اختر ${n} كحد أقصى.`,
    },
  },
};

/** The message of a failed rule in the visitor's language. */
export function ruleMessage(code: FieldErrorCode, language: Language, bound?: { measure: RuleMeasure; value: number }): string {
  if (code === 'min' || code === 'size' || code === 'max') {
    const measure = bound?.measure ?? 'characters';
    return COUNTED[code][measure][language](localizeDigits(bound?.value ?? 0, language));
  }
  return FIXED[code][language];
}

/** The summary line of a refused submission (the widget's error summary, the 422 message). */
export const VALIDATION_SUMMARY: Texts = {
  ku: 'هەندێک خانە هەڵەیان تێدایە. تکایە ڕاستیان بکەرەوە.',
  en: 'Some fields need your attention.',
  ar: 'بعض الحقول تحتاج إلى تصحيح.',
};
