/**
 * Texts of a page's versions in other languages (docs/cms-editor.md, "Translations"), in the
 * editor's language. `{language}` is replaced by a language's name in the editor's language.
 */
import type { Language } from '../../domain/languages.js';

export interface TranslationStrings {
  /** The group of buttons and links. */
  heading: string;
  /** Button: copies the page into a new draft of that language. */
  create: string;
  createdNotice: string;
  /** Link to the editor of another language's version. */
  open: string;
  needsTranslation: string;
  /** Shown on a copy still to translate. */
  needsTranslationNote: string;
  markTranslated: string;
  markedNotice: string;
  /** The page tree: languages with no version of the page. */
  missing: string;
  languages: Record<Language, string>;
}

const en: TranslationStrings = {
  heading: 'Other languages',
  create: 'Create the {language} version from this page',
  createdNotice: 'The {language} version was created as a draft with the same blocks. Translate its texts, then publish it.',
  open: 'Open the {language} version',
  needsTranslation: 'Needs translation',
  needsTranslationNote:
    'This page is a copy made from another language: its texts are still to translate. Publishing it, or "Mark as translated", clears this.',
  markTranslated: 'Mark as translated',
  markedNotice: 'Marked as translated.',
  missing: 'No {language} version',
  languages: { ku: 'Kurdish', ar: 'Arabic', en: 'English' },
};

const ku: TranslationStrings = {
  heading: 'زمانەکانی تر',
  create: 'وەشانی {language} لەم پەڕەیە دروست بکە',
  createdNotice: 'وەشانی {language} وەک ڕەشنووس بە هەمان بلۆکەکان دروست کرا. دەقەکانی وەربگێڕە، پاشان بڵاوی بکەرەوە.',
  open: 'وەشانی {language} بکەرەوە',
  needsTranslation: 'پێویستی بە وەرگێڕانە',
  needsTranslationNote:
    'ئەم پەڕەیە لەبەرگیراوەی زمانێکی ترە: دەقەکانی هێشتا وەرنەگێڕدراون. بڵاوکردنەوە، یان «وەک وەرگێڕدراو دیاری بکە»، ئەمە لادەبات.',
  markTranslated: 'وەک وەرگێڕدراو دیاری بکە',
  markedNotice: 'وەک وەرگێڕدراو دیاری کرا.',
  missing: 'وەشانی {language}ی نییە',
  languages: { ku: 'کوردی', ar: 'عەرەبی', en: 'ئینگلیزی' },
};

const ar: TranslationStrings = {
  heading: 'اللغات الأخرى',
  create: 'أنشئ النسخة {language} من هذه الصفحة',
  createdNotice: 'أُنشئت النسخة {language} مسودةً بالكتل نفسها. ترجم نصوصها ثم انشرها.',
  open: 'افتح النسخة {language}',
  needsTranslation: 'تحتاج إلى ترجمة',
  needsTranslationNote: 'هذه الصفحة نسخة من لغة أخرى: نصوصها لم تُترجم بعد. نشرها، أو «وضع علامة مترجمة»، يزيل هذه الملاحظة.',
  markTranslated: 'ضع علامة مترجمة',
  markedNotice: 'وُضعت علامة مترجمة.',
  missing: 'لا نسخة {language}',
  languages: { ku: 'الكردية', ar: 'العربية', en: 'الإنجليزية' },
};

const TABLE: Record<Language, TranslationStrings> = { en, ku, ar };

export function translationStrings(language: Language): TranslationStrings {
  return TABLE[language];
}
