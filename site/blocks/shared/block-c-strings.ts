/**
 * Default texts of the part-C catalogue blocks (news, dealer location map, dropdown sections
 * select) where the editor left a field empty, in the three site languages. Kurdish follows
 * docs/glossary-ku.md.
 */
import type { Language } from '../../../domain/languages.js';

export interface BlockCStrings {
  newsReadMore: string;
  /** `%` is the number of pages. */
  newsPagination: string;
  newsPublished: string;
  newsBack: string;
  newsErrorHeading: string;
  newsErrorMessage: string;
  newsEmptyHeading: string;
  newsEmptyMessage: string;
  directions: string;
  phone: string;
  email: string;
  openingHours: string;
  mapLabel: string;
  sectionsSelect: string;
  sectionsAll: string;
  sectionsApply: string;
  sectionsSelection: string;
  sectionsEdit: string;
  sectionsClear: string;
}

const ku: BlockCStrings = {
  newsReadMore: 'زیاتر بخوێنەوە',
  newsPagination: 'لە %',
  newsPublished: 'بڵاوکراوەتەوە لە',
  newsBack: 'گەڕانەوە بۆ هەواڵەکان',
  newsErrorHeading: 'ناتوانین هەواڵەکان پیشان بدەین',
  newsErrorMessage: 'تکایە دواتر هەوڵ بدەرەوە.',
  newsEmptyHeading: 'هیچ هەواڵێک نییە',
  newsEmptyMessage: 'ئێستا هیچ هەواڵێک بۆ پیشاندان نییە.',
  directions: 'ڕێنمایی ڕێگا',
  phone: 'تەلەفۆن',
  email: 'ئیمەیڵ',
  openingHours: 'کاتەکانی کارکردن',
  mapLabel: 'نەخشەی شوێن',
  sectionsSelect: 'بەشێک هەڵبژێرە',
  sectionsAll: 'هەموو بەشەکان',
  sectionsApply: 'پیشاندان',
  sectionsSelection: 'هەڵبژاردەی تۆ:',
  sectionsEdit: 'گۆڕین',
  sectionsClear: 'سڕینەوە',
};

const ar: BlockCStrings = {
  newsReadMore: 'اقرأ المزيد',
  newsPagination: 'من %',
  newsPublished: 'نُشر في',
  newsBack: 'العودة إلى الأخبار',
  newsErrorHeading: 'تعذّر عرض الأخبار',
  newsErrorMessage: 'يرجى المحاولة لاحقاً.',
  newsEmptyHeading: 'لا توجد أخبار',
  newsEmptyMessage: 'لا توجد أخبار لعرضها الآن.',
  directions: 'الاتجاهات',
  phone: 'الهاتف',
  email: 'البريد الإلكتروني',
  openingHours: 'ساعات العمل',
  mapLabel: 'خريطة الموقع',
  sectionsSelect: 'اختر قسماً',
  sectionsAll: 'كل الأقسام',
  sectionsApply: 'عرض',
  sectionsSelection: 'اختيارك:',
  sectionsEdit: 'تعديل',
  sectionsClear: 'مسح',
};

const en: BlockCStrings = {
  newsReadMore: 'Read more',
  newsPagination: 'of %',
  newsPublished: 'Published',
  newsBack: 'Back to news',
  newsErrorHeading: 'We cannot show the news',
  newsErrorMessage: 'Please try again later.',
  newsEmptyHeading: 'No news',
  newsEmptyMessage: 'There is no news to show right now.',
  directions: 'Directions',
  phone: 'Phone',
  email: 'Email',
  openingHours: 'Opening hours',
  mapLabel: 'Location map',
  sectionsSelect: 'Choose a section',
  sectionsAll: 'All sections',
  sectionsApply: 'Show',
  sectionsSelection: 'Your selection:',
  sectionsEdit: 'Change',
  sectionsClear: 'Clear',
};

const TABLE: Record<Language, BlockCStrings> = { ku, ar, en };

export function blockCStrings(language: Language): BlockCStrings {
  return TABLE[language];
}
