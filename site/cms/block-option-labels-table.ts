/**
 * Kurdish Sorani and Arabic names of the Puck palette's categories (the templates' `group`) and of
 * the choices of the templates' select fields, for the editor (English stays the templates' own
 * text). A choice is keyed by its English label: a label means the same in every block ("None",
 * "Start", "Compact"), so one row serves them all. Words follow docs/glossary-ku.md; digits are
 * Eastern Arabic as on the Kurdish and Arabic pages; HTML heading tags and brand names stay Latin.
 * block-labels.test.ts fails when a registered block's group or any select choice lacks ku or ar.
 */
import { SIDE_LABELS } from '../blocks/shared/side-labels.js';
import type { KuAr } from '../blocks/define-block.js';

/** Palette categories by the template's group (puck-config.ts puts a template without one in "Other"). */
export const CATEGORY_LABELS: Readonly<Record<string, KuAr>> = {
  Heroes: ['بانەرە سەرەکییەکان', 'البانرات الرئيسية'],
  Text: ['دەق', 'النصوص'],
  Layout: ['شێوەی دانان', 'التخطيط'],
  'Stock locator': ['دۆزەرەوەی کۆگا', 'محدد المخزون'],
  Reservation: ['حیجز', 'الحجز'],
  Retailers: ['بریکاران', 'الوكلاء'],
  Navigation: ['ڕێنیشاندەر', 'التنقل'],
  Content: ['ناوەڕۆک', 'المحتوى'],
  Offers: ['ئۆفەرەکان', 'العروض'],
  Owners: ['خاوەن ئۆتۆمبێلەکان', 'مالكو السيارات'],
  Retail: ['فرۆشتن و بەکرێگرتن', 'البيع والتأجير'],
  Brand: ['براند', 'العلامة التجارية'],
  Collection: ['کۆکراوەکان', 'المجموعات'],
  Models: ['مۆدێلەکان', 'الطرازات'],
  Media: ['وێنە و ڤیدیۆ', 'الصور والفيديو'],
  Carousels: ['کارۆسێلەکان', 'الدوّارات'],
  Forms: ['فۆرمەکان', 'النماذج'],
  Finance: ['شێوازی پارەدان', 'التمويل'],
  Quizzes: ['پرسیارەکان', 'الاختبارات'],
  Vehicles: ['ئۆتۆمبێلەکان', 'السيارات'],
  Other: ['هیتر', 'أخرى'],
};

/** Select field choices by their English label. */
export const OPTION_LABELS: Readonly<Record<string, KuAr>> = {
  // Heading levels: the tag stays, the level is said in words.
  H1: ['ئاستی ١ (H1)', 'المستوى ١ (H1)'],
  H2: ['ئاستی ٢ (H2)', 'المستوى ٢ (H2)'],
  H3: ['ئاستی ٣ (H3)', 'المستوى ٣ (H3)'],
  H4: ['ئاستی ٤ (H4)', 'المستوى ٤ (H4)'],
  H5: ['ئاستی ٥ (H5)', 'المستوى ٥ (H5)'],
  H6: ['ئاستی ٦ (H6)', 'المستوى ٦ (H6)'],
  '1': ['١', '١'],
  '2': ['٢', '٢'],
  '3': ['٣', '٣'],
  '4': ['٤', '٤'],

  // Colours and themes.
  'Light text on dark picture': ['دەقی ڕووناک لەسەر وێنەی تاریک', 'نص فاتح على صورة داكنة'],
  'Dark text on light picture': ['دەقی تاریک لەسەر وێنەی ڕووناک', 'نص داكن على صورة فاتحة'],
  Light: ['ڕووناک', 'فاتح'],
  Dark: ['تاریک', 'داكن'],
  White: ['سپی', 'أبيض'],
  Stone: ['بەردی', 'حجري'],
  Ink: ['مەرەکەبی', 'حبري'],

  // Places and alignment. Start and end follow the reading direction (right first in ku and ar).
  Start: ['سەرەتای دێڕ', 'بداية السطر'],
  End: ['کۆتایی دێڕ', 'نهاية السطر'],
  Centre: ['ناوەڕاست', 'الوسط'],
  Center: ['ناوەڕاست', 'الوسط'],
  Middle: ['ناوەڕاست', 'الوسط'],
  Inline: ['لە هەمان دێڕدا', 'في السطر نفسه'],
  Row: ['ڕیزێک', 'صف'],
  'Wide, centred': ['پان، لە ناوەڕاست', 'عريض، في الوسط'],
  'Narrow, centred': ['تەسک، لە ناوەڕاست', 'ضيق، في الوسط'],

  // The choices that name a side of the screen (site/blocks/shared/side-labels.ts): a stored "left"
  // is the line's start, so the right of a Kurdish or Arabic page; each label says where it lands.
  [SIDE_LABELS.start]: [
    'سەرەتا (ڕاست لە پەڕەی کوردی و عەرەبی، چەپ لە ئینگلیزی)',
    'البداية (اليمين في الصفحات الكردية والعربية، اليسار في الإنجليزية)',
  ],
  [SIDE_LABELS.end]: [
    'کۆتایی (چەپ لە پەڕەی کوردی و عەرەبی، ڕاست لە ئینگلیزی)',
    'النهاية (اليسار في الصفحات الكردية والعربية، اليمين في الإنجليزية)',
  ],
  [SIDE_LABELS.startTop]: [
    'سەرەتا، سەرەوە (ڕاست لە پەڕەی کوردی و عەرەبی، چەپ لە ئینگلیزی)',
    'البداية، في الأعلى (اليمين في الصفحات الكردية والعربية، اليسار في الإنجليزية)',
  ],
  [SIDE_LABELS.startMiddle]: [
    'سەرەتا، ناوەڕاست (ڕاست لە پەڕەی کوردی و عەرەبی، چەپ لە ئینگلیزی)',
    'البداية، في الوسط (اليمين في الصفحات الكردية والعربية، اليسار في الإنجليزية)',
  ],
  [SIDE_LABELS.startBottom]: [
    'سەرەتا، خوارەوە (ڕاست لە پەڕەی کوردی و عەرەبی، چەپ لە ئینگلیزی)',
    'البداية، في الأسفل (اليمين في الصفحات الكردية والعربية، اليسار في الإنجليزية)',
  ],
  [SIDE_LABELS.wideStart]: [
    'پان، لە سەرەتا (ڕاست لە پەڕەی کوردی و عەرەبی، چەپ لە ئینگلیزی)',
    'عريض، في البداية (اليمين في الصفحات الكردية والعربية، اليسار في الإنجليزية)',
  ],
  [SIDE_LABELS.narrowStart]: [
    'تەسک، لە سەرەتا (ڕاست لە پەڕەی کوردی و عەرەبی، چەپ لە ئینگلیزی)',
    'ضيق، في البداية (اليمين في الصفحات الكردية والعربية، اليسار في الإنجليزية)',
  ],

  // Sizes and layouts.
  Grid: ['تۆڕ', 'شبكة'],
  Carousel: ['کارۆسێل', 'دوّار'],
  Compact: ['بچووک', 'مضغوط'],
  Tall: ['بەرز', 'طويل'],
  Medium: ['مامناوەند', 'متوسط'],
  'Full screen': ['هەموو شاشە', 'ملء الشاشة'],
  Auto: ['خۆکار', 'تلقائي'],
  'Medium (half the screen)': ['مامناوەند (نیوەی شاشە)', 'متوسط (نصف الشاشة)'],
  'Large (the whole screen)': ['گەورە (هەموو شاشە)', 'كبير (الشاشة كلها)'],
  'Full: list and map': ['تەواو: لیست و نەخشە', 'كامل: القائمة والخريطة'],
  'List only': ['تەنها لیست', 'القائمة فقط'],
  'Compact: search and nearest three': ['بچووک: گەڕان و نزیکترین سێ', 'مضغوط: البحث وأقرب ثلاثة'],
  'Video on top': ['ڤیدیۆ لە سەرەوە', 'الفيديو في الأعلى'],
  'Video at the bottom': ['ڤیدیۆ لە خوارەوە', 'الفيديو في الأسفل'],
  Cover: ['پڕکردنەوەی چوارچێوە', 'ملء الإطار'],
  Contain: ['هەمووی دیار بێت', 'إظهار كامل الصورة'],
  Default: ['بنەڕەت', 'الافتراضي'],
  MENA: ['ڕۆژهەڵاتی ناوەڕاست و باکووری ئەفریقا (MENA)', 'الشرق الأوسط وشمال أفريقيا (MENA)'],

  // Content kinds.
  HTML: ['HTML', 'HTML'],
  'Finance calculator': ['ژمێرەری قیست', 'حاسبة التمويل'],
  'Finance options table': ['خشتەی شێوازەکانی پارەدان', 'جدول خيارات التمويل'],
  Form: ['فۆرم', 'نموذج'],
  None: ['هیچ', 'لا شيء'],
  none: ['هیچ', 'لا شيء'],
  Video: ['ڤیدیۆ', 'فيديو'],
  'Video background': ['ڤیدیۆ وەک پاشبنەما', 'فيديو كخلفية'],
  'Image hero slider': ['خلیسکێنی وێنەی سەرەکی', 'شريط الصور الرئيسي'],
  'Exterior 360': ['360ی دەرەوە', 'العرض الخارجي 360'],
  'Interior 360': ['360ی ناوەوە', 'العرض الداخلي 360'],
  Enquiry: ['پرسیار', 'استفسار'],
  'Test drive': ['تاقیکردنەوەی لێخوڕین', 'تجربة القيادة'],
  Brochure: ['بڕۆشوور', 'الكتيّب'],
  Contact: ['پەیوەندی', 'تواصل'],
  'Keep me informed': ['ئاگادارم بکەرەوە', 'أبقني على اطلاع'],

  // When a widget loads.
  'At once': ['یەکسەر', 'فوراً'],
  'When scrolled into view': ['کاتێک دەگاتە بەرچاو', 'عند ظهوره على الشاشة'],
  'On first interaction': ['لە یەکەم کارلێکدا', 'عند أول تفاعل'],

  // Icons (site/blocks/shared icons), named by what they show.
  car: ['ئۆتۆمبێل', 'سيارة'],
  pin: ['نیشانەی شوێن', 'دبوس الموقع'],
  info: ['زانیاری', 'معلومات'],
  question: ['پرسیار', 'سؤال'],
  phone: ['تەلەفۆن', 'هاتف'],
  calendar: ['ڕۆژژمێر', 'تقويم'],
  mail: ['ئیمەیڵ', 'بريد'],
  chat: ['گفتوگۆ', 'محادثة'],
  document: ['بەڵگەنامە', 'مستند'],
  seat: ['کورسی', 'مقعد'],
  engine: ['بزوێنەر', 'المحرك'],
  speed: ['خێرایی', 'السرعة'],
  fuel: ['سووتەمەنی', 'الوقود'],
  range: ['مەودا', 'المدى'],

  // Body styles, brands, languages and units.
  suv: ['SUV', 'SUV'],
  coupe: ['کووپێ', 'كوبيه'],
  saloon: ['سالۆن', 'سيدان'],
  Defender: ['Defender', 'Defender'],
  'Range Rover': ['Range Rover', 'Range Rover'],
  Discovery: ['Discovery', 'Discovery'],
  English: ['ئینگلیزی', 'الإنجليزية'],
  Arabic: ['عەرەبی', 'العربية'],
  'Kurdish (Sorani)': ['کوردی (سۆرانی)', 'الكردية (السورانية)'],
  'The page language': ['زمانی پەڕەکە', 'لغة الصفحة'],
  km: ['کم', 'كم'],
  mile: ['میل', 'ميل'],
  Kilometres: ['کیلۆمەتر', 'كيلومتر'],
  Miles: ['میل', 'ميل'],
};
