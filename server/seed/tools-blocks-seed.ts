/**
 * The interactive-tool and lead-form blocks in the demo content (docs/forms.md, "Seed"): the car-rental enquiry, extended warranty, offers to
 * Salesforce, entry form and expanded entry form once each on the QA page `/blocks`, and the demo
 * page `/rent-a-car` (ku, ar, en) with the rental inquiry and the warranty prices. Places, cars and
 * extras are the catalogue's samples (3 cities, 140–189 a day, extras 200, 50 and 75) with Iraqi
 * cities named in the page language.
 */
import { pageTitleBlock } from './page-title-block.js';
import type { Language } from '../../domain/languages.js';
import { scenePath } from '../../domain/media-scenes.js';
import { SAMPLE_VEHICLES } from '../../domain/rent-a-car/defaults.js';
import { inEveryLanguage, scrolledBlock, type SeedPage, t, type Texts } from './seed-page-parts.js';

const TEXT = {
  rentHeading: t('ئۆتۆمبێلێک بەکرێ بگرە', 'استأجر سيارة', 'Rent a car'),
  rentParagraph: t(
    'لە هەولێر، سلێمانی یان بەغدا ئۆتۆمبێلێکی لاند ڕۆڤەر وەربگرە. داواکارییەکەت بنێرە و بریکارەکە پەیوەندیت پێوە دەکات.',
    'استلم سيارة لاند روفر في أربيل أو السليمانية أو بغداد. أرسل استفسارك وسيتواصل معك الوكيل.',
    'Pick up a Land Rover in Erbil, Sulaymaniyah or Baghdad. Send your inquiry and the retailer will contact you.',
  ),
  protection: t('پاراستن', 'الحماية', 'Protection'),
  insurance: t('بیمەی تەواو', 'تأمين شامل', 'Full insurance'),
  noExcess: t('بێ بەشداری لە زیان', 'بدون تحمّل', 'No excess'),
  once: t('یەک جار', 'مرة واحدة', 'once'),
  each: t('هەر دانەیەک', 'للقطعة', 'each'),
  added: t('زیادکرا', 'تمت الإضافة', 'Added'),
  add: t('زیادکردن', 'إضافة', 'Add'),
  equipment: t('کەرەستە', 'التجهيزات', 'Equipment'),
  babySeat: t('کورسی منداڵ', 'مقعد أطفال', 'Baby seat'),
  navigation: t('نەخشەی ڕێگا', 'نظام الملاحة', 'Navigation'),
  airport: t('فڕۆکەخانە', 'المطار', 'Airport'),
  warranty: t('گەرەنتیی درێژکراوە', 'الضمان الممتد', 'Extended warranty'),
  warrantyText: t(
    'ئۆتۆمبێلەکەت دوای کۆتایی گەرەنتیی کارگە بپارێزە. نرخەکان لەمەوە دەست پێدەکەن:',
    'احمِ سيارتك بعد انتهاء ضمان المصنع. الأسعار تبدأ من:',
    'Protect your car after the factory warranty ends. Prices start from:',
  ),
  startingPrices: t('نرخی دەستپێک', 'أسعار البداية', 'Starting prices'),
  model: t('مۆدێل', 'الطراز', 'Model'),
  from: t('لە', 'من', 'From'),
  offers: t('پێشکەشکراوەکانمان بۆت دەنێرین', 'نرسل إليك عروضنا', 'Get our offers'),
  offersText: t(
    'ناونیشانی ئیمەیڵەکەت بنووسە و یەکەم کەس بە لە پێشکەشکراوەکانی دیفێندەر و ڕەینج ڕۆڤەر ئاگادار بە.',
    'اكتب بريدك الإلكتروني وكن أول من يعرف عروض ديفندر ورينج روفر.',
    'Leave your e-mail address and be the first to hear about Defender and Range Rover offers.',
  ),
  offersError: t('داواکاری پێشکەشکراوەکان سەرکەوتوو نەبوو', 'خطأ في طلب العروض', 'Offers request error'),
  tryAgain: t('دووبارە هەوڵ بدەرەوە', 'حاول مرة أخرى', 'Try again'),
  entry: t('پەیوەندیمان پێوە بکە', 'تواصل معنا', 'Get in touch'),
  entryText: t(
    'پرسیارەکەت بنووسە، بەم زووانە وەڵامت دەدەینەوە.',
    'اكتب سؤالك وسنرد عليك قريبًا.',
    'Write your question and we will answer soon.',
  ),
  tabs: t('فۆڕمەکان', 'النماذج', 'Forms'),
  enquiryTab: t('پرسیار', 'استفسار', 'Enquiry'),
  testDriveTab: t('تاقیکردنەوەی لێخوڕین', 'تجربة القيادة', 'Test drive'),
  brochureTab: t('بڕۆشوور', 'الكتيّب', 'Brochure'),
  expanded: t('چۆن یارمەتیت بدەین؟', 'كيف يمكننا مساعدتك؟', 'How can we help?'),
  pageTitle: t('بەکرێگرتنی ئۆتۆمبێل', 'استئجار سيارة', 'Rent a car'),
};

const CITIES: Record<string, Texts> = {
  erbil: t('هەولێر', 'أربيل', 'Erbil'),
  sulaymaniyah: t('سلێمانی', 'السليمانية', 'Sulaymaniyah'),
  baghdad: t('بەغدا', 'بغداد', 'Baghdad'),
};

function locations(language: Language) {
  const l = (x: Texts) => x[language];
  return {
    locations_list: [
      {
        name_key: 'erbil',
        city_name: l(CITIES.erbil!),
        point_name: l(TEXT.airport),
        address: 'Erbil International Airport',
        coordinates: { lat: 36.2376, lng: 43.9632 },
      },
      {
        name_key: 'sulaymaniyah',
        city_name: l(CITIES.sulaymaniyah!),
        point_name: '',
        address: 'Salim Street',
        coordinates: { lat: 35.5613, lng: 45.4306 },
      },
      {
        name_key: 'baghdad',
        city_name: l(CITIES.baghdad!),
        point_name: '',
        address: '14th of Ramadan Street',
        coordinates: { lat: 33.3152, lng: 44.3661 },
      },
    ],
  };
}

function extras(language: Language) {
  const l = (x: Texts) => x[language];
  const toggler = { type: 'toggler', true_label: l(TEXT.added), false_label: l(TEXT.add), default: false };
  return {
    items: [
      {
        heading: l(TEXT.protection),
        subitems: [
          {
            heading: l(TEXT.insurance),
            price: 200,
            price_string_context: l(TEXT.once),
            features_list: [l(TEXT.noExcess)],
            controller: toggler,
          },
        ],
      },
      {
        heading: l(TEXT.equipment),
        subitems: [
          {
            heading: l(TEXT.babySeat),
            price: 50,
            price_string_context: l(TEXT.each),
            features_list: [],
            controller: { type: 'amount', min: 0, max: 10, default: 0 },
          },
          { heading: l(TEXT.navigation), price: 75, price_string_context: l(TEXT.once), features_list: [], controller: toggler },
        ],
      },
    ],
  };
}

/** The car-rental enquiry block as the demo pages place it. */
export function carRentalEnquiryBlock(language: Language, id = 'car-rental-enquiry', loadOn = 'visible') {
  return {
    id,
    template: 'car_rental_enquiry',
    props: {
      block_scroll_id: 'car-rental-enquiry',
      heading: TEXT.rentHeading[language],
      paragraph: TEXT.rentParagraph[language],
      locations_json: JSON.stringify(locations(language)),
      vehicles_json: JSON.stringify(SAMPLE_VEHICLES),
      data_json: JSON.stringify(extras(language)),
      currency: 'USD',
      datepicker_disabled_days: '0',
      load_on: loadOn,
    },
  };
}

function warrantyBlock(language: Language, id: string) {
  const l = (x: Texts) => x[language];
  return {
    id,
    template: 'extended_warranty',
    props: {
      block_scroll_id: 'extended-warranty',
      heading: l(TEXT.warranty),
      paragraph: l(TEXT.warrantyText),
      table_caption: l(TEXT.startingPrices),
      table_model_label: l(TEXT.model),
      table_price_label: l(TEXT.from),
      form_kind: 'enquiry',
      has_two_columns: true,
      form_hidden_field_mapping: JSON.stringify({ campaign: 'extended-warranty' }),
    },
  };
}

/** The rent-a-car and lead-form blocks on the QA page `/blocks`, once each. */
export function toolsQaBlocks(language: Language) {
  const l = (x: Texts) => x[language];
  const tab = (label: Texts, id: string, kind: string, scene: string) => ({
    icon: 'car',
    label: l(label),
    tab_id: id,
    tab_x_padding: 22,
    image: { src: scenePath(scene), alt: '' },
    form_id: '',
    form_kind: kind,
    form_hidden_field_mapping: '',
  });
  return [
    carRentalEnquiryBlock(language, 'qa-car-rental-enquiry'),
    warrantyBlock(language, 'qa-extended-warranty'),
    scrolledBlock('qa-offers-salesforce', 'offers_salesforce', 'offers', {
      category: 'newsletter',
      new_cars: true,
      defender: true,
      range_rover: true,
      form_title: l(TEXT.offers),
      form_subtile: l(TEXT.offersText),
      form_kind: 'keep_informed',
      has_two_columns: true,
      button_position: 'right',
      error_text: l(TEXT.offersError),
      error_button_text: l(TEXT.tryAgain),
    }),
    scrolledBlock('qa-entry-form', 'entry_form', 'entry-form', {
      heading: l(TEXT.entry),
      paragraph: l(TEXT.entryText),
      image: { src: scenePath('suv-5e6b4e-mountains-day'), alt: '' },
      form_position: 'left',
      form_kind: 'contact',
    }),
    scrolledBlock('qa-expanded-entry-form', 'expanded_entry_form', 'expanded-entry-form', {
      heading: l(TEXT.expanded),
      label: l(TEXT.tabs),
      top_tabs_limit: 3,
      tabs: [
        tab(TEXT.enquiryTab, 'entry-enquiry', 'enquiry', 'suv-1b1c1e-city-night'),
        tab(TEXT.testDriveTab, 'entry-test-drive', 'test_drive', 'suv-c9cac5-mountains-day'),
        tab(TEXT.brochureTab, 'entry-brochure', 'brochure', 'interior-ebony'),
      ],
    }),
  ];
}

function rentPage(language: Language): SeedPage {
  return {
    path: '/rent-a-car',
    title: TEXT.pageTitle[language],
    meta_title: TEXT.pageTitle[language],
    meta_description: TEXT.rentParagraph[language],
    blocks: [
      pageTitleBlock('rent-a-car', TEXT.pageTitle[language]),
      carRentalEnquiryBlock(language, 'rent-a-car', 'ready'),
      warrantyBlock(language, 'rent-a-car-warranty'),
    ],
  };
}

export const TOOLS_PAGES = inEveryLanguage(rentPage);
