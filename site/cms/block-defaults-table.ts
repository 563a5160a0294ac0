/**
 * Kurdish Sorani and Arabic for the English texts new blocks start with (the translatable defaults
 * of the templates in site/blocks/), keyed by the English text. Words follow docs/glossary-ku.md;
 * numbers stay as typed (the site draws digits in the page's script). block-defaults.test.ts fails
 * when a registered block starts with a translatable text this table lacks.
 */
import type { KuAr } from '../blocks/define-block.js';

export const DEFAULT_TEXTS: Readonly<Record<string, KuAr>> = {
  Heading: ['سەردێڕ', 'العنوان'],
  Title: ['ناونیشان', 'العنوان'],
  Step: ['هەنگاو', 'خطوة'],
  Quote: ['وتە', 'اقتباس'],
  Accolade: ['خەڵات', 'جائزة'],
  Offer: ['ئۆفەر', 'عرض'],
  'Map update': ['نوێکردنەوەی نەخشە', 'تحديث الخرائط'],
  'Car rent': ['بەکرێگرتنی ئۆتۆمبێل', 'استئجار سيارة'],
  'Rent a car': ['ئۆتۆمبێلێک بەکرێ بگرە', 'استأجر سيارة'],
  'OPEN ALL': ['هەمووی بکەرەوە', 'افتح الكل'],
  'CLOSE ALL': ['هەمووی دابخە', 'أغلق الكل'],
  'Please turn on JavaScript in your browser to reserve a vehicle online.': [
    'تکایە JavaScript لە وێبگەڕەکەتدا چالاک بکە بۆ ئەوەی ئۆتۆمبێلێک بە ئۆنلاین حیجز بکەیت.',
    'يرجى تفعيل JavaScript في متصفحك لحجز سيارة عبر الإنترنت.',
  ],
  'Please turn on JavaScript in your browser to cancel your reservation online.': [
    'تکایە JavaScript لە وێبگەڕەکەتدا چالاک بکە بۆ ئەوەی حیجزەکەت بە ئۆنلاین هەڵبوەشێنیتەوە.',
    'يرجى تفعيل JavaScript في متصفحك لإلغاء حجزك عبر الإنترنت.',
  ],
  '<h2>Item</h2>{photos}': ['<h2>بابەت</h2>{photos}', '<h2>عنصر</h2>{photos}'],
  Power: ['هێز', 'القوة'],
  '0-100 km/h': ['0–100 کم/کاتژمێر', '0–100 كم/س'],
  '0–100 km/h': ['0–100 کم/کاتژمێر', '0–100 كم/س'],
  'Top speed': ['بەرزترین خێرایی', 'السرعة القصوى'],
  'Body style': ['شێوەی لاشە', 'نوع الهيكل'],
  Model: ['مۆدێل', 'الطراز'],
  Models: ['مۆدێلەکان', 'الطرازات'],
  'Try again': ['دووبارە هەوڵ بدەرەوە', 'حاول مرة أخرى'],
  Show: ['پیشاندان', 'عرض'],
  All: ['هەموو', 'الكل'],
  Sections: ['بەشەکان', 'الأقسام'],
  Section: ['بەش', 'قسم'],
  'Show more': ['زیاتر پیشان بدە', 'عرض المزيد'],
  'Extended warranty': ['گەرەنتیی درێژکراوە', 'الضمان الممتد'],
  'Starting prices': ['نرخە سەرەتاییەکان', 'الأسعار الابتدائية'],
  From: ['لە', 'من'],
  'Offers request error': ['داواکردنی ئۆفەرەکان سەرکەوتوو نەبوو', 'تعذّر طلب العروض'],
  Forms: ['فۆرمەکان', 'النماذج'],
  'Electrifying power': ['هێزی کارەبایی', 'قوة كهربائية'],
  'Electric range': ['مەودای کارەبایی', 'المدى الكهربائي'],
  'Rapid charging': ['بارگاویکردنی خێرا', 'الشحن السريع'],
  km: ['کم', 'كم'],
  kW: ['کیلۆوات', 'كيلوواط'],
  s: ['چرکە', 'ث'],
  Retailer: ['بریکار', 'الوكيل'],
  Option: ['هەڵبژاردە', 'خيار'],
  // The car-rental block's sample extras (its data_json).
  Protection: ['پاراستن', 'الحماية'],
  'Full insurance': ['بیمەی تەواو', 'تأمين شامل'],
  'No excess': ['بێ بەشداریکردن لە زیان', 'بدون تحمّل'],
  Added: ['زیادکرا', 'أُضيف'],
  Add: ['زیادکردن', 'إضافة'],
  Equipment: ['کەلوپەل', 'التجهيزات'],
  'Baby seat': ['کورسیی منداڵ', 'مقعد أطفال'],
  Navigation: ['ڕێنیشاندەر', 'الملاحة'],
};
