/**
 * The words the catalogue blocks of part B show around editor content: carousel
 * controls, 360 views, lightbox, tabs, "show more". One table per language; the Kurdish follows
 * docs/glossary-ku.md.
 */
import { localizeDigits } from '../../../domain/digits.js';
import type { Language } from '../../../domain/languages.js';

export interface BlockUiStrings {
  carousel: string;
  previous: string;
  next: string;
  /** "{index} of {count}" */
  slideOf: string;
  play: string;
  pause: string;
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
  readMore: string;
}

const ku: BlockUiStrings = {
  carousel: 'سلایدەکان',
  previous: 'پێشوو',
  next: 'دواتر',
  slideOf: '{index} لە {count}',
  play: 'لێدان',
  pause: 'وەستاندن',
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
  readMore: 'زیاتر بخوێنەوە',
};

const ar: BlockUiStrings = {
  carousel: 'عرض متحرك',
  previous: 'السابق',
  next: 'التالي',
  slideOf: '{index} من {count}',
  play: 'تشغيل',
  pause: 'إيقاف مؤقت',
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
  readMore: 'اقرأ المزيد',
};

const en: BlockUiStrings = {
  carousel: 'Carousel',
  previous: 'Previous',
  next: 'Next',
  slideOf: '{index} of {count}',
  play: 'Play',
  pause: 'Pause',
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
  readMore: 'Read more',
};

const TABLE: Record<Language, BlockUiStrings> = { ku, ar, en };

export function blockUiStrings(language: Language): BlockUiStrings {
  return TABLE[language];
}

export function slideLabel(strings: BlockUiStrings, index: number, count: number, language: Language = 'en'): string {
  return strings.slideOf.replace('{index}', localizeDigits(index, language)).replace('{count}', localizeDigits(count, language));
}
