/**
 * The demo page of the owners' tools (`/vehicle-services` in ku, ar and en): the local VIN checker
 * over the seeded service campaigns (vin-campaigns-seed.ts; the paragraph names a VIN to try) and
 * select-vehicle-to-update with three infotainment generations. `vinCheckerBlock` and
 * `updateCheckerBlock` also feed the QA page /blocks.
 */
import type { Language } from '../../domain/languages.js';
import { inEveryLanguage, link, t, titledPage } from './seed-page-parts.js';

export const VEHICLE_SERVICES_PATH = '/vehicle-services';

const TEXTS = {
  title: t('خزمەتگوزارییەکانی ئۆتۆمبێل', 'خدمات السيارة', 'Vehicle services'),
  description: t(
    'بزانە ئایا ئۆتۆمبێلەکەت پێویستی بە چاککردنێکی بەخۆڕایی هەیە، و نەرمەکاڵای ئۆتۆمبێلەکەت نوێ بکەرەوە.',
    'اعرف ما إذا كانت سيارتك تحتاج إلى إجراء خدمة مجاني، وحدّث برامج سيارتك.',
    'Find out whether your vehicle needs a free service action, and update its software.',
  ),
  vinTitle: t('پشکنینی ژمارەی شاسی', 'فحص رقم الهيكل', 'Check your VIN'),
  // What a visitor reads: how to find their own VIN, never a test VIN (the tests know DEMO_AFFECTED_VIN).
  vinParagraph: t(
    'ژمارەی شاسیی ١٧ پیتی ئۆتۆمبێلەکەت بنووسە، لەسەر کارتی تۆمارکردن یان ژێر شووشەی پێشەوە دەیدۆزیتەوە.',
    'أدخل رقم الهيكل المكوّن من ١٧ خانة، تجده في سنوية السيارة أو أسفل الزجاج الأمامي.',
    'Enter your 17-character VIN: you find it on your registration card or under the windscreen.',
  ),
  positive: t(
    'ئۆتۆمبێلەکەت لەو ئۆتۆمبێلانەیە کە کێشەکەیان هەیە. تکایە پەیوەندی بە سەنتەری خزمەتگوزارییەوە بکە بۆ دانانی کاتێک بۆ گۆڕینی پارچەکان.',
    'سيارتك من السيارات المشمولة. يرجى التواصل مع مركز الخدمة لحجز موعد لاستبدال القطع.',
    'Your vehicle is affected. Please contact the service centre to book an appointment for parts replacement.',
  ),
  updateTitle: t('نوێکردنەوەی نەرمەکاڵا', 'تحديث البرامج', 'Software update'),
  resultText: t('ڕێنماییەکانی نوێکردنەوە', 'تعليمات التحديث', 'Update instructions'),
  info: t(
    'نوێکردنەوە نزیکەی ٣٠ خولەک دەخایەنێت؛ بزوێنەر کار پێ بکە و ئۆتۆمبێلەکە لە شوێنێکی کراوەدا ڕابگرە.',
    'يستغرق التحديث نحو ٣٠ دقيقة؛ أبقِ المحرك يعمل والسيارة في مكان مفتوح.',
    'An update takes about 30 minutes; keep the engine running and the vehicle in the open.',
  ),
  viewAll: t('هەموو نوێکردنەوەکان', 'جميع التحديثات', 'All updates'),
  howTo: t('چۆن نوێی بکەیتەوە', 'طريقة التحديث', 'How to update'),
  book: t('کاتێک دابنێ', 'احجز موعدًا', 'Book a visit'),
  groups: {
    'pivi-pro': {
      title: t('Pivi Pro: نوێکردنەوە بە ئینتەرنێت', 'Pivi Pro: تحديث عبر الإنترنت', 'Pivi Pro: over-the-air update'),
      text: t(
        'ئۆتۆمبێلەکە بە تۆڕی وایفای ببەستەوە، پاشان ڕێکخستنەکان ← نوێکردنەوەی نەرمەکاڵا هەڵبژێرە.',
        'صِل السيارة بشبكة واي فاي، ثم اختر الإعدادات ← تحديث البرامج.',
        'Connect the vehicle to Wi-Fi, then choose Settings → Software update.',
      ),
    },
    pivi: {
      title: t('Pivi: نوێکردنەوە بە USB', 'Pivi: تحديث عبر USB', 'Pivi: USB update'),
      text: t(
        'فایلی نوێکردنەوە لە ماڵپەڕەکەوە دابەزێنە، بیخەرە سەر USB و USBەکە لە ئۆتۆمبێلەکەدا دابنێ.',
        'نزّل ملف التحديث من الموقع، وانسخه إلى USB ثم صِله بالسيارة.',
        'Download the update file from the website, copy it to a USB stick and plug it into the vehicle.',
      ),
    },
    incontrol: {
      title: t('InControl Touch Pro: لە لای بریکار', 'InControl Touch Pro: لدى الوكيل', 'InControl Touch Pro: at your retailer'),
      text: t(
        'ئەم سیستەمە لە لای بریکاری فەرمی نوێ دەکرێتەوە.',
        'يتم تحديث هذا النظام لدى الوكيل المعتمد.',
        'This system is updated at an authorised retailer.',
      ),
    },
  },
};

const MAPPER = {
  dropdowns: [
    { label: 'Defender', key: 'defender', children: ['2020', '2021', '2022', '2023', '2024'] },
    { label: 'Discovery', key: 'discovery', children: ['2019', '2020', '2021', '2022'] },
    { label: 'Range Rover Sport', key: 'range_rover_sport', children: ['2018', '2019', '2020', '2021', '2022', '2023'] },
  ],
  subblocks_groups: [
    {
      key: 'pivi-pro',
      match_dropdowns: [
        { parent_key: 'defender', child_key: ['2021', '2022', '2023', '2024'] },
        { parent_key: 'discovery', child_key: ['2021', '2022'] },
        { parent_key: 'range_rover_sport', child_key: ['2023'] },
      ],
    },
    { key: 'pivi', match_dropdowns: [{ parent_key: 'defender', child_key: ['2020'] }] },
    {
      key: 'incontrol',
      match_dropdowns: [
        { parent_key: 'discovery', child_key: ['2019', '2020'] },
        { parent_key: 'range_rover_sport', child_key: ['2018', '2019', '2020', '2021', '2022'] },
      ],
    },
  ],
};

export function vinCheckerBlock(language: Language) {
  return {
    id: 'vin-checker',
    template: 'vin_checker',
    props: {
      block_scroll_id: 'vin-checker',
      section_class: 'narrow-centered',
      section_height: 'auto',
      section_title: TEXTS.vinTitle[language],
      section_paragraph: TEXTS.vinParagraph[language],
      label_text: '',
      button_text: '',
      response_positive: TEXTS.positive[language],
      response_negative: '',
      error_text: '',
    },
  };
}

export function updateCheckerBlock(language: Language) {
  return {
    id: 'update-checker',
    template: 'select_vehicle_to_update',
    props: {
      block_scroll_id: 'software-update',
      title: TEXTS.updateTitle[language],
      result_text: TEXTS.resultText[language],
      info_text_below: TEXTS.info[language],
      view_all_link_text: TEXTS.viewAll[language],
      view_all_link: link(TEXTS.viewAll[language], VEHICLE_SERVICES_PATH, 'tertiary'),
      subblocks_mapper: JSON.stringify(MAPPER),
      groups: (['pivi-pro', 'pivi', 'incontrol'] as const).map((key) => ({
        subblock_key: key,
        button_text: TEXTS.howTo[language],
        modal_title: TEXTS.groups[key].title[language],
        modal_description: TEXTS.groups[key].text[language],
        modal_button: link(TEXTS.book[language], '/contact-us'),
      })),
    },
  };
}

const vehicleServicesPage = (language: Language) =>
  titledPage(language, VEHICLE_SERVICES_PATH, TEXTS, [vinCheckerBlock(language), updateCheckerBlock(language)]);

export const VEHICLE_SERVICES_PAGES = inEveryLanguage(vehicleServicesPage);
