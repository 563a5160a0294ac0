/**
 * The seeded infotainment system identifier (QA page /ku/blocks, ku/ar/en): three model-and-year
 * options, each with its system (Pivi Pro, Touch Pro Duo, InControl Touch), features and how-to.
 */
import type { Language } from '../../domain/languages.js';
import type { PageBlock } from '../../domain/page.js';
import { infotainmentTemplate } from '../../site/blocks/infotainment_system_identifier/template.js';

type L = Record<Language, string>;

interface SeedSystem {
  option: L;
  system: string;
  description: L;
  features: L;
  blocksCount: number;
  howTo: L;
}

const SYSTEMS: SeedSystem[] = [
  {
    option: { ku: 'Defender 2020–2024', ar: 'Defender 2020–2024', en: 'Defender 2020–2024' },
    system: 'Pivi Pro',
    description: {
      ku: 'شاشەی دەستلێدانی ١١.٤ ئینچی، نوێکردنەوەی نەرمەکاڵا بە هەوا و دوو پەیوەندیی مۆبایل لە یەک کاتدا.',
      ar: 'شاشة لمس ١١٫٤ بوصة، تحديثات برمجية عبر الهواء واتصال هاتفين في وقت واحد.',
      en: '11.4-inch touchscreen, software updates over the air and two phones connected at once.',
    },
    features: {
      ku: 'Apple CarPlay و Android Auto بێ وایەر\nنەخشەی ڕێنمایی لەگەڵ هاتوچۆی ڕاستەوخۆ\nنوێکردنەوەی بە هەوا',
      ar: 'Apple CarPlay وAndroid Auto لاسلكياً\nملاحة مع حركة المرور المباشرة\nتحديثات عبر الهواء',
      en: 'Wireless Apple CarPlay and Android Auto\nNavigation with live traffic\nUpdates over the air',
    },
    blocksCount: 0,
    howTo: {
      ku: 'ئۆتۆمبێلەکە بە Wi-Fi ببەستەوە، پاشان ڕێکخستنەکان ← نوێکردنەوەی نەرمەکاڵا هەڵبژێرە.',
      ar: 'اربط السيارة بشبكة Wi-Fi، ثم اختر الإعدادات ← تحديثات البرامج.',
      en: 'Connect the vehicle to Wi-Fi, then choose Settings → Software updates.',
    },
  },
  {
    option: { ku: 'Range Rover Velar 2018–2020', ar: 'Range Rover Velar 2018–2020', en: 'Range Rover Velar 2018–2020' },
    system: 'Touch Pro Duo',
    description: {
      ku: 'دوو شاشەی دەستلێدانی ١٠ ئینچی: سەرەوە بۆ نەخشە و میدیا، خوارەوە بۆ کەشوهەوا و ڕێکخستنی ئۆتۆمبێل.',
      ar: 'شاشتا لمس ١٠ بوصات: العليا للملاحة والوسائط، والسفلى للتكييف وإعدادات السيارة.',
      en: 'Two 10-inch touchscreens: the upper for navigation and media, the lower for climate and vehicle settings.',
    },
    features: {
      ku: 'نەخشەی ڕێنمایی Navigation Pro\nڕادیۆی دیجیتاڵ\nبەستنەوەی مۆبایل بە بلووتووس',
      ar: 'ملاحة Navigation Pro\nراديو رقمي\nاتصال الهاتف عبر البلوتوث',
      en: 'Navigation Pro\nDigital radio\nBluetooth phone connection',
    },
    blocksCount: 2,
    howTo: {
      ku: 'نوێکردنەوەی نەخشە لە ڕێگەی USB یان لای بریکاری فەرمی دەکرێت.',
      ar: 'تُحدَّث الخرائط عبر USB أو لدى الوكيل المعتمد.',
      en: 'Maps are updated with a USB stick or at your authorised retailer.',
    },
  },
  {
    option: { ku: 'Discovery Sport 2015–2019', ar: 'Discovery Sport 2015–2019', en: 'Discovery Sport 2015–2019' },
    system: 'InControl Touch',
    description: {
      ku: 'شاشەی دەستلێدانی ٨ ئینچی بۆ میدیا، مۆبایل و نەخشە.',
      ar: 'شاشة لمس ٨ بوصات للوسائط والهاتف والملاحة.',
      en: '8-inch touchscreen for media, phone and navigation.',
    },
    features: {
      ku: 'بەستنەوەی مۆبایل بە بلووتووس\nنەخشەی ڕێنمایی (بە پێی ئامێرەکان)',
      ar: 'اتصال الهاتف عبر البلوتوث\nملاحة (حسب التجهيزات)',
      en: 'Bluetooth phone connection\nNavigation (depending on equipment)',
    },
    blocksCount: 0,
    howTo: {
      ku: 'نوێکردنەوەی نەرمەکاڵا تەنها لای بریکاری فەرمی دەکرێت.',
      ar: 'تُجرى تحديثات البرامج لدى الوكيل المعتمد فقط.',
      en: 'Software updates are done at your authorised retailer only.',
    },
  },
];

const HOW_TO: L = { ku: 'چۆن نوێی بکەیتەوە', ar: 'كيفية التحديث', en: 'How to update' };

export function infotainmentBlock(language: Language): PageBlock {
  return {
    id: 'infotainment',
    template: 'infotainment_system_identifier',
    props: {
      // The block's own defaults (its template), with the seeded systems.
      ...infotainmentTemplate.defaultProps,
      groups: SYSTEMS.map((s) => ({
        option_label: s.option[language],
        system_name: s.system,
        system_description: s.description[language],
        image: { src: '', alt: '' },
        features: s.features[language],
        blocks_count: s.blocksCount,
        modal_button_text: HOW_TO[language],
        modal_title: `${s.system} — ${HOW_TO[language]}`,
        modal_description: s.howTo[language],
      })),
    },
  };
}
