/** Words of the listings screen (admin) in Kurdish Sorani, Arabic and English. */
import type { Language } from '../../domain/languages.js';
import { COMMON_WORDS, type CommonWords } from '../editor-kit/common-words.js';

export interface ListingsStrings extends Pick<CommonWords, 'save' | 'edit' | 'remove' | 'loading' | 'saved' | 'removed' | 'actions'> {
  tab: string;
  heading: string;
  intro: string;
  key: string;
  keyHint: string;
  name: string;
  origins: string;
  originsHint: string;
  dealerCodes: string;
  dealerCodesHint: string;
  forcedDealerCodes: string;
  forcedDealerCodesHint: string;
  brands: string;
  brandNames: Record<'land_rover' | 'jaguar', string>;
  states: string;
  stateNames: Record<'new' | 'approved' | 'used', string>;
  forcedStatuses: string;
  forcedStatusesHint: string;
  defaultLanguage: string;
  loaderDefault: string;
  widgets: string;
  widgetsHint: string;
  allNone: string;
  editing: string;
  add: string;
  removeConfirm: string;
  empty: string;
  /** `{line}` is the origin's line in the list, `{value}` what was typed. */
  originRefused: string;
  keyTaken: string;
  notFound: string;
  unknownDealer: string;
}

const en: ListingsStrings = {
  ...COMMON_WORDS.en,
  tab: 'Listings',
  heading: 'Listings (embedding on retailer sites)',
  intro:
    'A listing is the stock a retailer’s site shows with list-key. Only the site addresses listed here may show it; changes apply on every server at once.',
  key: 'List key',
  keyHint: 'Lower-case letters, digits and hyphens, e.g. erbil-retailer. It cannot change later.',
  name: 'Name',
  origins: 'Sites allowed to show it',
  originsHint: 'One address per line, exactly as the browser shows it: https://dealer.example (http:// only for localhost).',
  dealerCodes: 'Dealer codes',
  dealerCodesHint: 'Separated by spaces or commas; empty: every dealer.',
  forcedDealerCodes: 'Only these dealers’ vehicles',
  forcedDealerCodesHint: 'Dealer codes separated by spaces or commas; visitors cannot widen it. Empty: no such limit.',
  brands: 'Brands',
  brandNames: { land_rover: 'Land Rover', jaguar: 'Jaguar' },
  states: 'Vehicles',
  stateNames: { new: 'New', approved: 'Approved', used: 'Used' },
  forcedStatuses: 'Only these statuses',
  forcedStatusesHint: 'Separated by spaces or commas (stock, available_soon, demo…); empty: every status.',
  defaultLanguage: 'Language when the site names none',
  loaderDefault: 'Kurdish (the default)',
  widgets: 'Widgets it may be used with',
  widgetsHint: 'None ticked: every widget.',
  allNone: 'Nothing ticked: no restriction.',
  editing: 'Editing',
  add: 'Add listing',
  removeConfirm: 'Delete this listing? Sites that name it will show “this list does not exist”.',
  empty: 'No listings yet.',
  originRefused: 'Site address on line {line} is not accepted: “{value}”. Write it as https://dealer.example, without a path.',
  keyTaken: 'A listing with this key exists already.',
  notFound: 'This listing no longer exists; the list was reloaded.',
  unknownDealer: 'There is no dealer with this code: {field}.',
};

const ku: ListingsStrings = {
  ...COMMON_WORDS.ku,
  tab: 'لیستەکان',
  heading: 'لیستەکان (دانان لە ماڵپەڕی بریکاران)',
  intro:
    'لیست ئەو ئۆتۆمبێلانەیە کە ماڵپەڕی بریکارێک بە list-key پیشانی دەدات. تەنها ئەو ناونیشانانەی لێرەدا نووسراون دەتوانن پیشانی بدەن؛ گۆڕانکارییەکان یەکسەر لە هەموو ڕاژەکارەکان جێبەجێ دەبن.',
  key: 'کلیلی لیست',
  keyHint: 'پیتی بچووکی لاتینی، ژمارە و هێڵی ناوەند، بۆ نموونە erbil-retailer. دواتر ناگۆڕدرێت.',
  name: 'ناو',
  origins: 'ئەو ماڵپەڕانەی ڕێگەیان پێدراوە پیشانی بدەن',
  originsHint: 'هەر ناونیشانێک لە دێڕێکدا، ڕێک وەک وێبگەڕ پیشانی دەدات: https://dealer.example (http:// تەنها بۆ localhost).',
  dealerCodes: 'کۆدی بریکارەکان',
  dealerCodesHint: 'بە بۆشایی یان فاریزە جیا بکەرەوە؛ بەتاڵ: هەموو بریکارەکان.',
  forcedDealerCodes: 'تەنها ئۆتۆمبێلەکانی ئەم بریکارانە',
  forcedDealerCodesHint: 'کۆدی بریکارەکان بە بۆشایی یان فاریزە جیا بکەرەوە؛ سەردانکەر ناتوانێت فراوانی بکات. بەتاڵ: هیچ سنوورێک نییە.',
  brands: 'براندەکان',
  brandNames: { land_rover: 'لاند ڕۆڤەر', jaguar: 'جاگوار' },
  states: 'ئۆتۆمبێلەکان',
  stateNames: { new: 'نوێ', approved: 'پەسەندکراو', used: 'بەکارهاتوو' },
  forcedStatuses: 'تەنها ئەم دۆخانە',
  forcedStatusesHint: 'بە بۆشایی یان فاریزە جیا بکەرەوە (stock، available_soon، demo…)؛ بەتاڵ: هەموو دۆخەکان.',
  defaultLanguage: 'زمان کاتێک ماڵپەڕەکە هیچ زمانێک ناڵێت',
  loaderDefault: 'کوردی (بنەڕەت)',
  widgets: 'ئەو ئامرازانەی دەتوانرێت لەگەڵیدا بەکاربهێنرێن',
  widgetsHint: 'هیچ نیشانە نەکراو: هەموو ئامرازەکان.',
  allNone: 'هیچ نیشانە نەکراوە: هیچ سنووردارکردنێک نییە.',
  editing: 'دەستکاریکردن',
  add: 'زیادکردنی لیست',
  removeConfirm: 'ئەم لیستە بسڕدرێتەوە؟ ئەو ماڵپەڕانەی ناوی دەبەن «ئەم لیستە بوونی نییە» پیشان دەدەن.',
  empty: 'هێشتا هیچ لیستێک نییە.',
  originRefused: 'ناونیشانی ماڵپەڕ لە دێڕی {line} وەرناگیرێت: «{value}». وەک https://dealer.example بینووسە، بەبێ ڕێڕەو.',
  keyTaken: 'لیستێک بەم کلیلە پێشتر هەیە.',
  notFound: 'ئەم لیستە نەماوە؛ لیستەکە نوێ کرایەوە.',
  unknownDealer: 'هیچ بریکارێک بەم کۆدە نییە: {field}.',
};

const ar: ListingsStrings = {
  ...COMMON_WORDS.ar,
  tab: 'القوائم',
  heading: 'القوائم (التضمين في مواقع الوكلاء)',
  intro:
    'القائمة هي السيارات التي يعرضها موقع الوكيل باستخدام list-key. لا يعرضها إلا عناوين المواقع المذكورة هنا؛ وتُطبَّق التغييرات على كل الخوادم فورًا.',
  key: 'مفتاح القائمة',
  keyHint: 'أحرف لاتينية صغيرة وأرقام وشرطات، مثل erbil-retailer. لا يمكن تغييره لاحقًا.',
  name: 'الاسم',
  origins: 'المواقع المسموح لها بعرضها',
  originsHint: 'عنوان واحد في كل سطر، كما يعرضه المتصفح تمامًا: https://dealer.example (http:// لـ localhost فقط).',
  dealerCodes: 'رموز الوكلاء',
  dealerCodesHint: 'افصل بينها بمسافات أو فواصل؛ فارغ: كل الوكلاء.',
  forcedDealerCodes: 'سيارات هؤلاء الوكلاء فقط',
  forcedDealerCodesHint: 'رموز الوكلاء مفصولة بمسافات أو فواصل؛ لا يستطيع الزائر توسيعها. فارغ: بلا هذا القيد.',
  brands: 'العلامات',
  brandNames: { land_rover: 'لاند روفر', jaguar: 'جاكوار' },
  states: 'السيارات',
  stateNames: { new: 'جديدة', approved: 'معتمدة', used: 'مستعملة' },
  forcedStatuses: 'هذه الحالات فقط',
  forcedStatusesHint: 'افصل بينها بمسافات أو فواصل (stock، available_soon، demo…)؛ فارغ: كل الحالات.',
  defaultLanguage: 'اللغة حين لا يحدد الموقع لغة',
  loaderDefault: 'الكردية (الافتراضية)',
  widgets: 'الأدوات التي يمكن استخدامها معها',
  widgetsHint: 'لا شيء محدد: كل الأدوات.',
  allNone: 'لا شيء محدد: بلا قيود.',
  editing: 'تعديل',
  add: 'إضافة قائمة',
  removeConfirm: 'حذف هذه القائمة؟ المواقع التي تذكرها ستعرض «هذه القائمة غير موجودة».',
  empty: 'لا توجد قوائم بعد.',
  originRefused: 'عنوان الموقع في السطر {line} غير مقبول: «{value}». اكتبه هكذا https://dealer.example، من دون مسار.',
  keyTaken: 'توجد قائمة بهذا المفتاح بالفعل.',
  notFound: 'لم تعد هذه القائمة موجودة؛ تم تحديث القائمة.',
  unknownDealer: 'لا يوجد وكيل بهذا الرمز: {field}.',
};

const TABLES: Record<Language, ListingsStrings> = { ku, ar, en };

export function listingsStrings(language: Language): ListingsStrings {
  return TABLES[language];
}
