/**
 * The blocks' own interface words (controls, labels for screen readers, the failure notice, carousel,
 * 360 view, lightbox and tab controls), in the three site languages. Editors' texts come from block
 * props; these are the parts no editor writes. A word only one block uses lives in that block's
 * folder (its texts.ts). Kurdish follows docs/glossary-ku.md.
 */
import { localizeDigits } from '../../../domain/digits.js';
import type { Language } from '../../../domain/languages.js';

export interface BlockStrings {
  blockFailed: string;
  tryAgain: string;
  carousel: string;
  slide: string;
  /** "{index} of {count}" */
  slideOf: string;
  slides: string;
  previous: string;
  next: string;
  play: string;
  pause: string;
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
  view360: string;
  interior360: string;
  rotateHint: string;
  interiorHint: string;
  openLightbox: string;
  close: string;
  gallery: string;
  showMore: string;
  colours: string;
  findUs: string;
  more: string;
  feedError: string;
  noItems: string;
  seeStock: string;
  price: string;
}

const ku: BlockStrings = {
  blockFailed: 'هەڵەیەک ڕوویدا، تکایە دووبارە هەوڵ بدەرەوە.',
  tryAgain: 'دووبارە هەوڵ بدەرەوە',
  carousel: 'سلایدەکان',
  slide: 'سلاید',
  slideOf: '{index} لە {count}',
  slides: 'سلایدەکان',
  previous: 'پێشوو',
  next: 'دواتر',
  play: 'لێدان',
  pause: 'وەستاندن',
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
  view360: 'دیمەنی ٣٦٠ پلەی دەرەوە',
  interior360: 'دیمەنی ٣٦٠ پلەی ناوەوە',
  rotateHint: 'بۆ سووڕاندنی ئۆتۆمبێلەکە ڕایبکێشە یان دوگمەی تیرەکان بەکاربهێنە',
  interiorHint: 'بۆ سەیرکردنی دەوروبەر ڕایبکێشە یان دوگمەی تیرەکان بەکاربهێنە',
  openLightbox: 'گەورەکردنی وێنە',
  close: 'داخستن',
  gallery: 'گەلەری',
  showMore: 'زیاتر پیشان بدە',
  colours: 'ڕەنگەکان',
  findUs: 'بمانبینەوە',
  more: 'زیاتر',
  feedError: 'ئێستا ناتوانین ئەم لیستە پیشان بدەین. تکایە دواتر هەوڵ بدەرەوە.',
  noItems: 'هیچ شتێک نییە بۆ پیشاندان.',
  seeStock: 'هەموو ئۆتۆمبێلە بەردەستەکان ببینە',
  price: 'نرخ',
};

const ar: BlockStrings = {
  blockFailed: 'حدث خطأ ما، يرجى المحاولة مرة أخرى.',
  tryAgain: 'حاول مرة أخرى',
  carousel: 'عرض متحرك',
  slide: 'شريحة',
  slideOf: '{index} من {count}',
  slides: 'الشرائح',
  previous: 'السابق',
  next: 'التالي',
  play: 'تشغيل',
  pause: 'إيقاف مؤقت',
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
  view360: 'عرض خارجي بزاوية ٣٦٠ درجة',
  interior360: 'عرض داخلي بزاوية ٣٦٠ درجة',
  rotateHint: 'اسحب أو استخدم مفاتيح الأسهم لتدوير السيارة',
  interiorHint: 'اسحب أو استخدم مفاتيح الأسهم للنظر حولك',
  openLightbox: 'تكبير الصورة',
  close: 'إغلاق',
  gallery: 'معرض الصور',
  showMore: 'عرض المزيد',
  colours: 'الألوان',
  findUs: 'اعثر علينا',
  more: 'المزيد',
  feedError: 'لا يمكننا عرض هذه القائمة الآن. يرجى المحاولة لاحقاً.',
  noItems: 'لا يوجد ما يُعرض.',
  seeStock: 'شاهد كل السيارات المتوفرة',
  price: 'السعر',
};

const en: BlockStrings = {
  blockFailed: 'Something went wrong, please try again.',
  tryAgain: 'Try again',
  carousel: 'Carousel',
  slide: 'slide',
  slideOf: '{index} of {count}',
  slides: 'Slides',
  previous: 'Previous',
  next: 'Next',
  play: 'Play',
  pause: 'Pause',
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
  view360: '360° exterior view',
  interior360: '360° interior view',
  rotateHint: 'Drag or use the arrow keys to turn the vehicle',
  interiorHint: 'Drag or use the arrow keys to look around',
  openLightbox: 'Enlarge picture',
  close: 'Close',
  gallery: 'Gallery',
  showMore: 'Show more',
  colours: 'Colours',
  findUs: 'Find us',
  more: 'More',
  feedError: 'We cannot show this list right now. Please try again later.',
  noItems: 'Nothing to show.',
  seeStock: 'See all vehicles in stock',
  price: 'Price',
};

const STRINGS: Record<Language, BlockStrings> = { ku, ar, en };

export function blockStrings(language: Language): BlockStrings {
  return STRINGS[language];
}

export function slideLabel(strings: BlockStrings, index: number, count: number, language: Language = 'en'): string {
  return strings.slideOf.replace('{index}', localizeDigits(index, language)).replace('{count}', localizeDigits(count, language));
}
