/**
 * Why a feed row was refused, in the three languages of the admin (docs/stock-feed.md, "The import
 * report"). The import report carries all three, so a script, the admin screen in any language and
 * an e-mailed report read the same refusal.
 */
import type { Language } from '../languages.js';
import type { FeedRefusalCode } from './feed-fields.js';

export const FEED_REFUSAL_TEXTS: Readonly<Record<FeedRefusalCode, Readonly<Record<Language, string>>>> = {
  required: {
    ku: 'ئەم خانەیە پێویستە و بەتاڵە.',
    ar: 'هذا الحقل مطلوب وهو فارغ.',
    en: 'This field is required and is empty.',
  },
  unknown_field: {
    ku: 'ئەم خانەیە لە شێوازی فیدەکەدا نییە.',
    ar: 'هذا الحقل ليس من حقول الملف.',
    en: 'This field is not part of the feed format.',
  },
  not_text: {
    ku: 'ئەم خانەیە دەبێت دەق بێت.',
    ar: 'يجب أن يكون هذا الحقل نصًا.',
    en: 'This field must be text.',
  },
  too_long: {
    ku: 'ئەم خانەیە زۆر درێژە.',
    ar: 'هذا الحقل طويل جدًا.',
    en: 'This field is too long.',
  },
  bad_id: {
    ku: 'ناسنامەکە تەنها پیت، ژمارە، خاڵ، هێڵ و هێڵی ژێرەوەی تێدا بێت (زۆرترین ٦٤ پیت).',
    ar: 'يجب أن يتكون المعرّف من أحرف وأرقام ونقاط وشرطات فقط (٦٤ حرفًا على الأكثر).',
    en: 'The id may hold only letters, digits, dots, dashes and underscores (at most 64).',
  },
  vin_malformed: {
    ku: 'ژمارەی VIN دەبێت ١٧ پیت و ژمارە بێت، بەبێ I و O و Q.',
    ar: 'يجب أن يتكون رقم الشاصي (VIN) من ١٧ حرفًا ورقمًا دون I و O و Q.',
    en: 'The VIN must be 17 letters and digits, without I, O and Q.',
  },
  vin_check_digit: {
    ku: 'ژمارەی پشکنینی VIN (پیتی نۆیەم) ڕاست نییە: VIN ـەکە بە هەڵە نووسراوە.',
    ar: 'رقم التحقق في رقم الشاصي (الخانة التاسعة) غير صحيح: الرقم مكتوب بشكل خاطئ.',
    en: 'The VIN check digit (9th character) is wrong: the VIN is mistyped.',
  },
  vin_repeated: {
    ku: 'هەمان VIN لە دێڕێکی پێشووی فیدەکەدا هاتووە.',
    ar: 'رقم الشاصي نفسه ورد في سطر سابق من الملف.',
    en: 'The same VIN is on an earlier row of the feed.',
  },
  external_id_repeated: {
    ku: 'هەمان ناسنامەی دەرەکی لە دێڕێکی پێشووی فیدەکەدا هاتووە.',
    ar: 'المعرّف الخارجي نفسه ورد في سطر سابق من الملف.',
    en: 'The same external id is on an earlier row of the feed.',
  },
  vin_belongs_to_other: {
    ku: 'ئەم VIN ـە هی ئۆتۆمبێلێکی ترە کە ناسنامەی دەرەکیی جیاوازی هەیە.',
    ar: 'رقم الشاصي هذا يخص سيارة أخرى لها معرّف خارجي مختلف.',
    en: 'This VIN belongs to another vehicle with a different external id.',
  },
  unknown_value: {
    ku: 'ئەم بەهایە یەکێک نییە لە بەها ڕێگەپێدراوەکان.',
    ar: 'هذه القيمة ليست من القيم المسموح بها.',
    en: 'This value is not one of the allowed values.',
  },
  unknown_model: {
    ku: 'ئەم مۆدێلە لە کاتالۆگدا نییە.',
    ar: 'هذا الطراز غير موجود في الكتالوج.',
    en: 'This model is not in the catalogue.',
  },
  unknown_dealer: {
    ku: 'هیچ بریکارێک بەم کۆدە نییە.',
    ar: 'لا يوجد وكيل بهذا الرمز.',
    en: 'There is no retailer with this code.',
  },
  dealer_not_allowed: {
    ku: 'هەژمارەکەت ڕێگەی نییە ئۆتۆمبێلەکانی ئەم بریکارە بگۆڕێت.',
    ar: 'حسابك غير مسموح له بتغيير سيارات هذا الوكيل.',
    en: "Your account may not change this retailer's vehicles.",
  },
  not_integer: {
    ku: 'ئەم خانەیە دەبێت ژمارەیەکی تەواو بێت.',
    ar: 'يجب أن يكون هذا الحقل عددًا صحيحًا.',
    en: 'This field must be a whole number.',
  },
  not_number: {
    ku: 'ئەم خانەیە دەبێت ژمارە بێت.',
    ar: 'يجب أن يكون هذا الحقل رقمًا.',
    en: 'This field must be a number.',
  },
  out_of_range: {
    ku: 'ئەم ژمارەیە لە سنووری ڕێگەپێدراو دەرچووە.',
    ar: 'هذا الرقم خارج النطاق المسموح به.',
    en: 'This number is outside the allowed range.',
  },
  year_order: {
    ku: 'ساڵی دروستکردن نابێت دوای ساڵی مۆدێل بێت.',
    ar: 'لا يمكن أن تكون سنة الصنع بعد سنة الطراز.',
    en: 'The production year cannot be after the model year.',
  },
  bad_date: {
    ku: 'بەروارەکە دەبێت بە شێوەی YYYY-MM-DD و ڕاست بێت.',
    ar: 'يجب أن يكون التاريخ صحيحًا بصيغة YYYY-MM-DD.',
    en: 'The date must be a real date written YYYY-MM-DD.',
  },
  bad_colour: {
    ku: 'ڕەنگەکە دەبێت بە شێوەی ‎#RRGGBB بێت.',
    ar: 'يجب أن يكون اللون بصيغة ‎#RRGGBB.',
    en: 'The colour must be written #RRGGBB.',
  },
  not_boolean: {
    ku: 'ئەم خانەیە دەبێت true یان false بێت.',
    ar: 'يجب أن يكون هذا الحقل true أو false.',
    en: 'This field must be true or false.',
  },
  sale_above_msrp: {
    ku: 'نرخی داشکاندن نابێت لە نرخی لیست زیاتر بێت.',
    ar: 'لا يمكن أن يكون سعر التخفيض أعلى من سعر القائمة.',
    en: 'The sale price cannot be above the list price.',
  },
  lease_without_monthly: {
    ku: 'بۆ بەکرێدان نرخی مانگانە پێویستە.',
    ar: 'التأجير يتطلب سعرًا شهريًا.',
    en: 'Leasing needs a monthly price.',
  },
  bad_feature: {
    ku: 'تایبەتمەندییەک بە هەڵە نووسراوە: ناو، یان ناو:نرخ بۆ تایبەتمەندیی زیادە.',
    ar: 'ميزة مكتوبة بشكل خاطئ: الاسم، أو الاسم:السعر للميزات الإضافية.',
    en: 'A feature is malformed: a name, or name:price for an optional feature.',
  },
  too_many: {
    ku: 'ژمارەی بەهاکان زۆرە.',
    ar: 'عدد القيم كبير جدًا.',
    en: 'There are too many values.',
  },
  photo_bad_url: {
    ku: 'ناونیشانی وێنەکە ڕاست نییە: ناونیشانێکی تەواو بنووسە کە بە https:// دەست پێ دەکات. ئۆتۆمبێلەکە وێنەکانی پێشووی دەمێنێت.',
    ar: 'عنوان الصورة غير صالح: اكتب عنوانًا كاملًا يبدأ بـ https://. تحتفظ السيارة بصورها السابقة.',
    en: 'The photo address is not valid: give a whole address starting with https://. The vehicle keeps its previous photos.',
  },
  photo_private_host: {
    ku: 'وێنەکە لە ناونیشانێکی تایبەتی تۆڕی ناوخۆییە؛ وێنە تەنها لە ڕاژەکارێکی گشتی وەردەگیرێت. ئۆتۆمبێلەکە وێنەکانی پێشووی دەمێنێت.',
    ar: 'الصورة على عنوان شبكة خاصة؛ تُقرأ الصور من خادم عام فقط. تحتفظ السيارة بصورها السابقة.',
    en: 'The photo is on a private network address; photos are read from a public server only. The vehicle keeps its previous photos.',
  },
  photo_unreachable: {
    ku: 'وێنەکە وەرنەگیرا: ڕاژەکارەکە نەدۆزرایەوە یان وەڵامی نەدایەوە. ئۆتۆمبێلەکە وێنەکانی پێشووی دەمێنێت و لە هاوردەی داهاتوودا هەوڵ دەدرێتەوە.',
    ar: 'تعذّر جلب الصورة: لم يُعثر على الخادم أو لم يستجب. تحتفظ السيارة بصورها السابقة ويُعاد المحاولة في الاستيراد التالي.',
    en: 'The photo could not be fetched: the server was not found or did not answer. The vehicle keeps its previous photos; the next import tries again.',
  },
  photo_http_status: {
    ku: 'ڕاژەکاری وێنەکە هەڵەیەکی گەڕاندەوە (بۆ نموونە ٤٠٤). ئۆتۆمبێلەکە وێنەکانی پێشووی دەمێنێت و لە هاوردەی داهاتوودا هەوڵ دەدرێتەوە.',
    ar: 'أعاد خادم الصورة خطأً (مثل ٤٠٤). تحتفظ السيارة بصورها السابقة ويُعاد المحاولة في الاستيراد التالي.',
    en: 'The photo server answered with an error (such as 404). The vehicle keeps its previous photos; the next import tries again.',
  },
  photo_redirect: {
    ku: 'ناونیشانی وێنەکە ئاراستە دەکاتەوە بۆ شوێنێکی تر؛ ناونیشانی کۆتایی بنووسە. ئۆتۆمبێلەکە وێنەکانی پێشووی دەمێنێت.',
    ar: 'عنوان الصورة يعيد التوجيه إلى مكان آخر؛ اكتب العنوان النهائي. تحتفظ السيارة بصورها السابقة.',
    en: 'The photo address redirects elsewhere; give the final address. The vehicle keeps its previous photos.',
  },
  photo_too_large: {
    ku: 'فایلی وێنەکە زۆر گەورەیە (زۆرترین ١٥ مێگابایت). ئۆتۆمبێلەکە وێنەکانی پێشووی دەمێنێت.',
    ar: 'ملف الصورة كبير جدًا (١٥ ميغابايت على الأكثر). تحتفظ السيارة بصورها السابقة.',
    en: 'The photo file is too large (at most 15 MB). The vehicle keeps its previous photos.',
  },
  photo_timeout: {
    ku: 'وێنەکە لە کاتی دیاریکراودا وەرنەگیرا. ئۆتۆمبێلەکە وێنەکانی پێشووی دەمێنێت و لە هاوردەی داهاتوودا هەوڵ دەدرێتەوە.',
    ar: 'لم تُجلب الصورة في الوقت المحدد. تحتفظ السيارة بصورها السابقة ويُعاد المحاولة في الاستيراد التالي.',
    en: 'The photo was not fetched in time. The vehicle keeps its previous photos; the next import tries again.',
  },
  photo_not_image: {
    ku: 'ئەوەی لەم ناونیشانەدایە وێنەی JPEG، PNG، WebP، GIF یان AVIF نییە. ئۆتۆمبێلەکە وێنەکانی پێشووی دەمێنێت.',
    ar: 'ما في هذا العنوان ليس صورة JPEG أو PNG أو WebP أو GIF أو AVIF. تحتفظ السيارة بصورها السابقة.',
    en: 'What this address holds is not a JPEG, PNG, WebP, GIF or AVIF image. The vehicle keeps its previous photos.',
  },
  photo_too_many_pixels: {
    ku: 'وێنەکە زۆر گەورەیە (زۆرترین ٢٥ مێگاپیکسڵ)؛ بچووکتری بکەرەوە. ئۆتۆمبێلەکە وێنەکانی پێشووی دەمێنێت.',
    ar: 'أبعاد الصورة كبيرة جدًا (٢٥ ميغابكسل على الأكثر)؛ صدّرها بحجم أصغر. تحتفظ السيارة بصورها السابقة.',
    en: 'The photo has too many pixels (at most 25 megapixels); export it smaller. The vehicle keeps its previous photos.',
  },
};

export function feedRefusalText(code: FeedRefusalCode): Readonly<Record<Language, string>> {
  return FEED_REFUSAL_TEXTS[code];
}
