/**
 * Words of the stock screen (docs/stock-feed.md, "Stock screen") in Kurdish Sorani, Arabic and
 * English. Vehicle statuses use domain/vehicle-labels.ts, the words of docs/glossary-ku.md.
 */
import type { StockSort, WithdrawChoice } from '../../domain/contracts/stock.js';
import type { Language } from '../../domain/languages.js';
import { COMMON_WORDS, type CommonWords } from '../editor-kit/common-words.js';
import type { PluralTexts } from '../../domain/plural-rules.js';

export interface StockStrings extends Pick<CommonWords, 'save' | 'cancel' | 'edit' | 'loading' | 'actions'> {
  heading: string;
  intro: string;
  searchHeading: string;
  vinTail: string;
  vinTailHint: string;
  model: string;
  dealer: string;
  status: string;
  anyStatus: string;
  sort: string;
  sorts: Record<StockSort, string>;
  search: string;
  /** `{count}`: how many vehicles match. */
  matches: PluralTexts;
  empty: string;
  select: string;
  selectAll: string;
  vin: string;
  price: string;
  priceHidden: string;
  updated: string;
  previous: string;
  next: string;
  /** `{page}` of `{pages}`. */
  pageOf: string;
  bulkLegend: string;
  /** `{count}` vehicles selected. */
  selected: PluralTexts;
  newStatus: string;
  apply: string;
  /** `{changed}`, `{held}` (kept by a reservation or order), `{missing}`. */
  bulkDone: string;
  editing: string;
  msrp: string;
  sale: string;
  saleHint: string;
  hidePrice: string;
  featuresStandard: string;
  featuresStandardHint: string;
  featuresOptional: string;
  featuresOptionalHint: string;
  photos: string;
  photosHint: string;
  /** `{line}`: the optional-feature line that is not `name = price`. */
  optionalLineRefused: string;
  saved: string;
  held: string;
  importHeading: string;
  file: string;
  fileHint: string;
  dryRun: string;
  allOrNothing: string;
  withdrawLegend: string;
  withdraw: Record<WithdrawChoice, string>;
  importButton: string;
  importing: string;
  reportHeading: string;
  applied: string;
  notApplied: string;
  counts: {
    rows: string;
    added: string;
    updated: string;
    unchanged: string;
    withdrawn: string;
    held: string;
    refused_rows: string;
    photos_stored: string;
    photo_problems: string;
  };
  refusedCaption: string;
  /** The table of photos named by address that were not stored (their rows were imported). */
  photoProblemsCaption: string;
  photoAddress: string;
  line: string;
  field: string;
  reason: string;
  pull: PullStrings;
}

/** The feed pulled on a schedule (./stock-pull-form.tsx, docs/stock-feed.md). */
export interface PullStrings {
  heading: string;
  intro: string;
  enabled: string;
  url: string;
  every: string;
  save: string;
  saved: string;
  now: string;
  pulling: string;
  none: string;
  off: string;
  next: string;
  last: string;
  status: Record<'ok' | 'refused' | 'failed', string>;
  attempts: string;
  /** Why a pull failed, by the server's code (server/stock-feed/fetch-feed.ts). */
  errors: Record<'private_address' | 'unreachable' | 'http_status' | 'redirect' | 'too_large' | 'timeout' | 'unreadable' | 'other', string>;
}

const en: StockStrings = {
  ...COMMON_WORDS.en,
  heading: 'Stock',
  intro:
    'The vehicles your account may change: find them, change a price or status, change many at once, or import your dealer system’s feed.',
  searchHeading: 'Find vehicles',
  vinTail: 'End of the VIN',
  vinTailHint: 'The last characters are enough, e.g. 123456.',
  model: 'Model',
  dealer: 'Dealer code',
  status: 'Status',
  anyStatus: 'Any status',
  sort: 'Order',
  sorts: { updated_desc: 'Last changed first', price_asc: 'Price, low to high', price_desc: 'Price, high to low', vin: 'VIN' },
  search: 'Search',
  matches: { one: '{count} vehicle', other: '{count} vehicles' },
  empty: 'No vehicle matches.',
  select: 'Select',
  selectAll: 'Select every vehicle on this page',
  vin: 'VIN',
  price: 'Price',
  priceHidden: 'hidden from visitors',
  updated: 'Changed',
  previous: 'Previous',
  next: 'Next',
  pageOf: 'Page {page} of {pages}',
  bulkLegend: 'Change the status of the selected vehicles',
  selected: { one: '{count} vehicle selected', other: '{count} vehicles selected' },
  newStatus: 'New status',
  apply: 'Apply',
  bulkDone: 'Changed: {changed}. Kept by a reservation or an order: {held}. Not found: {missing}.',
  editing: 'Edit vehicle',
  msrp: 'List price (USD)',
  sale: 'Sale price (USD)',
  saleHint: 'Empty: no sale price. It must be below the list price.',
  hidePrice: 'Hide the price from visitors (they see “price on request”)',
  featuresStandard: 'Standard features',
  featuresStandardHint: 'One per line.',
  featuresOptional: 'Optional features',
  featuresOptionalHint: 'One per line, as name = price in USD, e.g. Panoramic roof = 1500.',
  photos: 'New photos',
  photosHint:
    'Photo addresses (https://…), one per line, the cover first: they replace the photos when all are fetched. Leave empty to keep the photos.',
  optionalLineRefused: 'Write line {line} of the optional features as name = price.',
  saved: 'The vehicle was saved; the site shows the change now.',
  held: 'A reservation or an order holds this vehicle: its status changes when the order ends.',
  importHeading: 'Import a stock feed',
  file: 'Feed file (CSV or JSON)',
  fileHint: 'The columns and a sample file are described in the stock feed documentation.',
  dryRun: 'Check only; change nothing',
  allOrNothing: 'Change nothing when any row is refused',
  withdrawLegend: 'Vehicles the feed no longer lists',
  withdraw: { keep: 'Keep them (the feed is partial)', sold: 'Mark them sold', remove: 'Remove them' },
  importButton: 'Import',
  importing: 'Importing…',
  reportHeading: 'Import report',
  applied: 'The stock was changed.',
  notApplied: 'Nothing was changed (a check only, or a row was refused).',
  counts: {
    rows: 'Rows',
    added: 'Added',
    updated: 'Updated',
    unchanged: 'Unchanged',
    withdrawn: 'Withdrawn',
    held: 'Held by an order',
    refused_rows: 'Refused',
    photos_stored: 'Photos stored',
    photo_problems: 'Photos not stored',
  },
  refusedCaption: 'Refused rows',
  photoProblemsCaption: 'Photos not stored (the vehicles were imported and keep the photos they had)',
  photoAddress: 'Photo address',
  line: 'Line',
  field: 'Field',
  reason: 'Reason',
  pull: {
    heading: 'Feed pulled on a schedule',
    intro: 'The server reads this address on its schedule and imports it for every dealer, with the options of the upload above.',
    enabled: 'Pull on a schedule',
    url: 'Feed address (https://…)',
    every: 'Every (minutes, 5 to 10,080)',
    save: 'Save the pull',
    saved: 'Saved. The first pull is due now.',
    now: 'Pull now',
    pulling: 'Pulling…',
    none: 'No feed address is configured yet.',
    off: 'Switched off: nothing is pulled.',
    next: 'Next pull: {time}',
    last: 'Last pull: {time}, {status}',
    status: { ok: 'imported', refused: 'some rows refused', failed: 'failed' },
    attempts: 'Failed attempts since the last success: {count}',
    errors: {
      private_address: 'The address is on a private network; a feed is read from a public host.',
      unreachable: 'The host could not be reached.',
      http_status: 'The feed answered with an error.',
      redirect: 'The address redirects elsewhere; give the final address.',
      too_large: 'The feed is larger than 32 MB.',
      timeout: 'The feed did not answer in time.',
      unreadable: 'The feed could not be read as CSV or JSON.',
      other: 'The import failed.',
    },
  },
};

const ku: StockStrings = {
  ...COMMON_WORDS.ku,
  heading: 'کۆگا',
  intro:
    'ئەو ئۆتۆمبێلانەی هەژمارەکەت دەتوانێت بیانگۆڕێت: بیاندۆزەرەوە، نرخ یان بەردەستبوون بگۆڕە، چەندانێک پێکەوە بگۆڕە، یان لیستی سیستەمی بریکارەکەت هاوردە بکە.',
  searchHeading: 'دۆزینەوەی ئۆتۆمبێل',
  vinTail: 'کۆتایی ژمارەی شاسی',
  vinTailHint: 'دوایین پیتەکان بەسن، بۆ نموونە 123456.',
  model: 'مۆدێل',
  dealer: 'کۆدی بریکار',
  status: 'بەردەستبوون',
  anyStatus: 'هەموو بەردەستبوونەکان',
  sort: 'ڕیزبەندی',
  sorts: {
    updated_desc: 'دوایین گۆڕاو سەرەتا',
    price_asc: 'نرخ، لە کەمەوە بۆ زۆر',
    price_desc: 'نرخ، لە زۆرەوە بۆ کەم',
    vin: 'ژمارەی شاسی',
  },
  search: 'گەڕان',
  matches: { one: '{count} ئۆتۆمبێل', other: '{count} ئۆتۆمبێل' },
  empty: 'هیچ ئۆتۆمبێلێک نەدۆزرایەوە.',
  select: 'هەڵبژاردن',
  selectAll: 'هەموو ئۆتۆمبێلەکانی ئەم پەڕەیە هەڵبژێرە',
  vin: 'ژمارەی شاسی',
  price: 'نرخ',
  priceHidden: 'لە سەردانکەران شاراوەیە',
  updated: 'گۆڕاوە',
  previous: 'پێشوو',
  next: 'دواتر',
  pageOf: 'پەڕەی {page} لە {pages}',
  bulkLegend: 'گۆڕینی بەردەستبوونی ئۆتۆمبێلە هەڵبژێردراوەکان',
  selected: { one: '{count} ئۆتۆمبێل هەڵبژێردرا', other: '{count} ئۆتۆمبێل هەڵبژێردران' },
  newStatus: 'بەردەستبوونی نوێ',
  apply: 'جێبەجێکردن',
  bulkDone: 'گۆڕدرا: {changed}. حیجز یان داواکاری ڕایگرتوون: {held}. نەدۆزرایەوە: {missing}.',
  editing: 'دەستکاریکردنی ئۆتۆمبێل',
  msrp: 'نرخی لیست (دۆلار)',
  sale: 'نرخی داشکاندن (دۆلار)',
  saleHint: 'بەتاڵ: بێ داشکاندن. دەبێت لە نرخی لیست کەمتر بێت.',
  hidePrice: 'نرخەکە لە سەردانکەران بشارەوە («نرخ بە داواکاری» دەبینن)',
  featuresStandard: 'تایبەتمەندییە بنەڕەتییەکان',
  featuresStandardHint: 'هەر یەکێک لە دێڕێکدا.',
  featuresOptional: 'تایبەتمەندییە هەڵبژاردەییەکان',
  featuresOptionalHint: 'هەر یەکێک لە دێڕێکدا، وەک ناو = نرخ بە دۆلار، بۆ نموونە Panoramic roof = 1500.',
  photos: 'وێنەی نوێ',
  photosHint:
    'ناونیشانی وێنەکان (\u2066https://…\u2069)، هەر یەکێک لە دێڕێکدا، وێنەی سەرەکی یەکەم: کاتێک هەموویان وەرگیران جێگەی وێنەکان دەگرنەوە. بەتاڵی بهێڵەوە بۆ هێشتنەوەی وێنەکان.',
  optionalLineRefused: 'دێڕی {line}ی تایبەتمەندییە هەڵبژاردەییەکان وەک ناو = نرخ بنووسە.',
  saved: 'ئۆتۆمبێلەکە پاشەکەوت کرا؛ ماڵپەڕەکە ئێستا گۆڕانکارییەکە پیشان دەدات.',
  held: 'حیجزێک یان داواکارییەک ئەم ئۆتۆمبێلەی گرتووە: بەردەستبوونەکەی کاتێک دەگۆڕێت کە داواکارییەکە کۆتایی دێت.',
  importHeading: 'هاوردەکردنی لیستی کۆگا',
  file: 'فایلی لیست (CSV یان JSON)',
  fileHint: 'ستوونەکان و فایلێکی نموونە لە بەڵگەنامەی لیستی کۆگادا ڕوون کراونەتەوە.',
  dryRun: 'تەنها پشکنین؛ هیچ مەگۆڕە',
  allOrNothing: 'ئەگەر هەر دێڕێک ڕەتکرایەوە هیچ مەگۆڕە',
  withdrawLegend: 'ئەو ئۆتۆمبێلانەی لیستەکە چیتر ناویان نابات',
  withdraw: { keep: 'بیانهێڵەوە (لیستەکە بەشێکە)', sold: 'وەک فرۆشراو دیاریان بکە', remove: 'لایان ببە' },
  importButton: 'هاوردەکردن',
  importing: 'هاوردەکردن…',
  reportHeading: 'ڕاپۆرتی هاوردەکردن',
  applied: 'کۆگاکە گۆڕدرا.',
  notApplied: 'هیچ نەگۆڕدرا (تەنها پشکنین بوو، یان دێڕێک ڕەتکرایەوە).',
  counts: {
    rows: 'دێڕەکان',
    added: 'زیادکران',
    updated: 'نوێکرانەوە',
    unchanged: 'نەگۆڕاون',
    withdrawn: 'کشێنرانەوە',
    held: 'داواکاری ڕایگرتوون',
    refused_rows: 'ڕەتکرانەوە',
    photos_stored: 'وێنە هەڵگیراوەکان',
    photo_problems: 'وێنە هەڵنەگیراوەکان',
  },
  refusedCaption: 'دێڕە ڕەتکراوەکان',
  photoProblemsCaption: 'وێنە هەڵنەگیراوەکان (ئۆتۆمبێلەکان هاوردە کران و وێنەکانی پێشوویان دەمێنێت)',
  photoAddress: 'ناونیشانی وێنە',
  line: 'دێڕ',
  field: 'خانە',
  reason: 'هۆکار',
  pull: {
    heading: 'هێنانی فیدی کۆگا بە خشتە',
    intro: 'ڕاژەکار لە کاتی خۆیدا ئەم ناونیشانە دەخوێنێتەوە و بۆ هەموو بریکارەکان هاوردەی دەکات، بە هەڵبژاردنەکانی بارکردنی سەرەوە.',
    enabled: 'بە خشتە بیهێنە',
    // The address's example is isolated left to right, so its brackets stay around it.
    url: 'ناونیشانی فید (\u2066https://…\u2069)',
    every: 'هەموو (خولەک، ٥ تا ١٠٬٠٨٠)',
    save: 'پاشەکەوتکردنی هێنان',
    saved: 'پاشەکەوت کرا. یەکەم هێنان ئێستا دەکرێت.',
    now: 'ئێستا بیهێنە',
    pulling: 'هێنان…',
    none: 'هێشتا هیچ ناونیشانێکی فید دانەنراوە.',
    off: 'کوژاوەتەوە: هیچ ناهێنرێت.',
    next: 'هێنانی داهاتوو: {time}',
    last: 'دوایین هێنان: {time}، {status}',
    status: { ok: 'هاوردە کرا', refused: 'هەندێک دێڕ ڕەتکرانەوە', failed: 'سەرکەوتوو نەبوو' },
    attempts: 'هەوڵە سەرنەکەوتووەکان لە دوای دوایین سەرکەوتن: {count}',
    errors: {
      private_address: 'ناونیشانەکە لەسەر تۆڕێکی تایبەتە؛ فید لە ڕاژەکارێکی گشتی دەخوێنرێتەوە.',
      unreachable: 'نەگەیشتین بە ڕاژەکارەکە.',
      http_status: 'فیدەکە وەڵامی هەڵەی دایەوە.',
      redirect: 'ناونیشانەکە دەگوازرێتەوە بۆ شوێنێکی تر؛ ناونیشانی کۆتایی بنووسە.',
      too_large: 'فیدەکە لە ٣٢ مێگابایت گەورەترە.',
      timeout: 'فیدەکە لە کاتی خۆیدا وەڵامی نەدایەوە.',
      unreadable: 'فیدەکە وەک CSV یان JSON نەخوێنرایەوە.',
      other: 'هاوردەکردن سەرکەوتوو نەبوو.',
    },
  },
};

const ar: StockStrings = {
  ...COMMON_WORDS.ar,
  heading: 'المخزون',
  intro: 'السيارات التي يمكن لحسابك تغييرها: ابحث عنها، غيّر السعر أو التوفر، غيّر عدة سيارات معاً، أو استورد ملف نظام الوكيل.',
  searchHeading: 'البحث عن سيارات',
  vinTail: 'نهاية رقم الهيكل',
  vinTailHint: 'تكفي الأحرف الأخيرة، مثل 123456.',
  model: 'الطراز',
  dealer: 'رمز الوكيل',
  status: 'التوفر',
  anyStatus: 'أي توفر',
  sort: 'الترتيب',
  sorts: { updated_desc: 'الأحدث تعديلاً أولاً', price_asc: 'السعر تصاعدياً', price_desc: 'السعر تنازلياً', vin: 'رقم الهيكل' },
  search: 'بحث',
  matches: {
    zero: 'لا توجد سيارات',
    one: 'سيارة واحدة',
    two: 'سيارتان',
    few: '{count} سيارات',
    many: '{count} سيارة',
    other: '{count} سيارة',
  },
  empty: 'لا توجد سيارة مطابقة.',
  select: 'تحديد',
  selectAll: 'حدّد كل سيارات هذه الصفحة',
  vin: 'رقم الهيكل',
  price: 'السعر',
  priceHidden: 'مخفي عن الزوار',
  updated: 'آخر تغيير',
  previous: 'السابق',
  next: 'التالي',
  pageOf: 'الصفحة {page} من {pages}',
  bulkLegend: 'تغيير توفر السيارات المحددة',
  selected: {
    zero: 'لم تُحدَّد أي سيارة',
    one: 'سيارة واحدة محددة',
    two: 'سيارتان محددتان',
    few: '{count} سيارات محددة',
    many: '{count} سيارة محددة',
    other: '{count} سيارة محددة',
  },
  newStatus: 'التوفر الجديد',
  apply: 'تطبيق',
  bulkDone: 'تم التغيير: {changed}. يمسكها حجز أو طلب: {held}. غير موجودة: {missing}.',
  editing: 'تعديل السيارة',
  msrp: 'سعر القائمة (دولار)',
  sale: 'سعر التخفيض (دولار)',
  saleHint: 'فارغ: بلا تخفيض. يجب أن يكون أقل من سعر القائمة.',
  hidePrice: 'إخفاء السعر عن الزوار (يرون «السعر عند الطلب»)',
  featuresStandard: 'الميزات القياسية',
  featuresStandardHint: 'ميزة في كل سطر.',
  featuresOptional: 'الميزات الاختيارية',
  featuresOptionalHint: 'ميزة في كل سطر بصيغة الاسم = السعر بالدولار، مثل Panoramic roof = 1500.',
  photos: 'صور جديدة',
  photosHint:
    'عناوين الصور (\u2066https://…\u2069)، عنوان في كل سطر، صورة الغلاف أولًا: تحل محل الصور عند جلبها كلها. اتركه فارغًا للإبقاء على الصور.',
  optionalLineRefused: 'اكتب السطر {line} من الميزات الاختيارية بصيغة الاسم = السعر.',
  saved: 'حُفظت السيارة؛ يعرض الموقع التغيير الآن.',
  held: 'يمسك حجز أو طلب هذه السيارة: يتغير توفرها عند انتهاء الطلب.',
  importHeading: 'استيراد ملف المخزون',
  file: 'ملف المخزون (CSV أو JSON)',
  fileHint: 'الأعمدة وملف نموذجي موصوفة في توثيق ملف المخزون.',
  dryRun: 'تحقق فقط؛ دون أي تغيير',
  allOrNothing: 'لا تغيّر شيئاً إذا رُفض أي سطر',
  withdrawLegend: 'السيارات التي لم يعد الملف يذكرها',
  withdraw: { keep: 'إبقاؤها (الملف جزئي)', sold: 'تعليمها كمباعة', remove: 'حذفها' },
  importButton: 'استيراد',
  importing: 'جارٍ الاستيراد…',
  reportHeading: 'تقرير الاستيراد',
  applied: 'تم تغيير المخزون.',
  notApplied: 'لم يتغير شيء (تحقق فقط، أو رُفض سطر).',
  counts: {
    rows: 'الأسطر',
    added: 'أضيفت',
    updated: 'حُدّثت',
    unchanged: 'دون تغيير',
    withdrawn: 'سُحبت',
    held: 'يمسكها طلب',
    refused_rows: 'رُفضت',
    photos_stored: 'صور حُفظت',
    photo_problems: 'صور لم تُحفظ',
  },
  refusedCaption: 'الأسطر المرفوضة',
  photoProblemsCaption: 'صور لم تُحفظ (استُوردت السيارات واحتفظت بصورها السابقة)',
  photoAddress: 'عنوان الصورة',
  line: 'السطر',
  field: 'الحقل',
  reason: 'السبب',
  pull: {
    heading: 'جلب ملف المخزون وفق جدول',
    intro: 'يقرأ الخادم هذا العنوان في مواعيده ويستورده لكل الوكلاء، بخيارات الرفع أعلاه.',
    enabled: 'اجلبه وفق جدول',
    url: 'عنوان الملف (\u2066https://…\u2069)',
    every: 'كل (دقائق، من ٥ إلى ١٠٬٠٨٠)',
    save: 'حفظ الجلب',
    saved: 'تم الحفظ. أول جلب يتم الآن.',
    now: 'اجلب الآن',
    pulling: 'جارٍ الجلب…',
    none: 'لم يُضبط عنوان ملف بعد.',
    off: 'متوقف: لا يُجلب شيء.',
    next: 'الجلب التالي: {time}',
    last: 'آخر جلب: {time}، {status}',
    status: { ok: 'تم الاستيراد', refused: 'رُفضت بعض الأسطر', failed: 'فشل' },
    attempts: 'محاولات فاشلة منذ آخر نجاح: {count}',
    errors: {
      private_address: 'العنوان على شبكة خاصة؛ يُقرأ الملف من خادم عام.',
      unreachable: 'تعذّر الوصول إلى الخادم.',
      http_status: 'أجاب الملف بخطأ.',
      redirect: 'العنوان يُحوِّل إلى مكان آخر؛ أدخل العنوان النهائي.',
      too_large: 'الملف أكبر من ٣٢ ميغابايت.',
      timeout: 'لم يُجب الملف في الوقت المحدد.',
      unreadable: 'تعذّرت قراءة الملف كـ CSV أو JSON.',
      other: 'فشل الاستيراد.',
    },
  },
};

const STRINGS: Record<Language, StockStrings> = { en, ku, ar };

export function stockStrings(language: Language): StockStrings {
  return STRINGS[language];
}
