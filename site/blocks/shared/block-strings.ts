/**
 * The blocks' own interface texts (controls, labels for screen readers, the failure notice), in the
 * three site languages. Editors' texts come from block props; these are the parts no editor writes.
 * Kurdish follows docs/glossary-ku.md.
 */
import type { Language } from '../../../domain/languages.js';

export interface BlockStrings {
  blockFailed: string;
  tryAgain: string;
  carousel: string;
  slide: string;
  slideOf: string;
  slides: string;
  previousSlide: string;
  nextSlide: string;
  playSlides: string;
  pauseSlides: string;
  playVideo: string;
  pauseVideo: string;
  scrollToContent: string;
  onThisPage: string;
  backToTop: string;
  step: string;
  previousPage: string;
  nextPage: string;
  pagination: string;
  readMore: string;
  newTab: string;
  terms: string;
}

const ku: BlockStrings = {
  blockFailed: 'هەڵەیەک ڕوویدا، تکایە دووبارە هەوڵ بدەرەوە.',
  tryAgain: 'دووبارە هەوڵ بدەرەوە',
  carousel: 'کاروسێل',
  slide: 'سلاید',
  slideOf: 'سلایدی {n} لە {total}',
  slides: 'سلایدەکان',
  previousSlide: 'سلایدی پێشوو',
  nextSlide: 'سلایدی دواتر',
  playSlides: 'دەستپێکردنی نمایش',
  pauseSlides: 'ڕاگرتنی نمایش',
  playVideo: 'لێدانی ڤیدیۆ',
  pauseVideo: 'ڕاگرتنی ڤیدیۆ',
  scrollToContent: 'بچۆ بۆ ناوەڕۆک',
  onThisPage: 'لەم پەڕەیەدا',
  backToTop: 'گەڕانەوە بۆ سەرەوە',
  step: 'هەنگاوی {n}',
  previousPage: 'پەڕەی پێشوو',
  nextPage: 'پەڕەی دواتر',
  pagination: 'پەڕەکان',
  readMore: 'زیاتر بخوێنەوە',
  newTab: '(لە تابێکی نوێدا دەکرێتەوە)',
  terms: 'مەرج و ڕێساکان',
};

const ar: BlockStrings = {
  blockFailed: 'حدث خطأ ما، يرجى المحاولة مرة أخرى.',
  tryAgain: 'حاول مرة أخرى',
  carousel: 'عرض دوّار',
  slide: 'شريحة',
  slideOf: 'الشريحة {n} من {total}',
  slides: 'الشرائح',
  previousSlide: 'الشريحة السابقة',
  nextSlide: 'الشريحة التالية',
  playSlides: 'تشغيل العرض',
  pauseSlides: 'إيقاف العرض مؤقتاً',
  playVideo: 'تشغيل الفيديو',
  pauseVideo: 'إيقاف الفيديو مؤقتاً',
  scrollToContent: 'انتقل إلى المحتوى',
  onThisPage: 'في هذه الصفحة',
  backToTop: 'العودة إلى الأعلى',
  step: 'الخطوة {n}',
  previousPage: 'الصفحة السابقة',
  nextPage: 'الصفحة التالية',
  pagination: 'الصفحات',
  readMore: 'اقرأ المزيد',
  newTab: '(يفتح في علامة تبويب جديدة)',
  terms: 'الشروط والأحكام',
};

const en: BlockStrings = {
  blockFailed: 'Something went wrong, please try again.',
  tryAgain: 'Try again',
  carousel: 'carousel',
  slide: 'slide',
  slideOf: 'Slide {n} of {total}',
  slides: 'Slides',
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  playSlides: 'Play slideshow',
  pauseSlides: 'Pause slideshow',
  playVideo: 'Play video',
  pauseVideo: 'Pause video',
  scrollToContent: 'Scroll to content',
  onThisPage: 'On this page',
  backToTop: 'Back to top',
  step: 'Step {n}',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pagination: 'Pages',
  readMore: 'Read more',
  newTab: '(opens in a new tab)',
  terms: 'Terms and conditions',
};

const STRINGS: Record<Language, BlockStrings> = { ku, ar, en };

export function blockStrings(language: Language): BlockStrings {
  return STRINGS[language];
}
