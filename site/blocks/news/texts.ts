/**
 * The news block's own words where the editor left a text empty, per language (block texts replace
 * them). Kurdish follows docs/glossary-ku.md.
 */
import type { Language } from '../../../domain/languages.js';

export interface NewsTexts {
  published: string;
  /** `%` is the number of pages. */
  pagination: string;
  back: string;
  errorHeading: string;
  errorMessage: string;
  emptyHeading: string;
  emptyMessage: string;
}

export const NEWS_TEXTS: Readonly<Record<Language, NewsTexts>> = {
  ku: {
    published: 'بڵاوکراوەتەوە لە',
    pagination: 'لە %',
    back: 'گەڕانەوە بۆ هەواڵەکان',
    errorHeading: 'ناتوانین هەواڵەکان پیشان بدەین',
    errorMessage: 'تکایە دواتر هەوڵ بدەرەوە.',
    emptyHeading: 'هیچ هەواڵێک نییە',
    emptyMessage: 'ئێستا هیچ هەواڵێک بۆ پیشاندان نییە.',
  },
  ar: {
    published: 'نُشر في',
    pagination: 'من %',
    back: 'العودة إلى الأخبار',
    errorHeading: 'تعذّر عرض الأخبار',
    errorMessage: 'يرجى المحاولة لاحقاً.',
    emptyHeading: 'لا توجد أخبار',
    emptyMessage: 'لا توجد أخبار لعرضها الآن.',
  },
  en: {
    published: 'Published',
    pagination: 'of %',
    back: 'Back to news',
    errorHeading: 'We cannot show the news',
    errorMessage: 'Please try again later.',
    emptyHeading: 'No news',
    emptyMessage: 'There is no news to show right now.',
  },
};
