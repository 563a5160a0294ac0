/**
 * The offers and finance page (/offers-and-finance) in Kurdish, Arabic and English: the finance
 * calculator block with three products (hire purchase, murabaha at a flat rate, hire purchase with
 * a final payment) over four models, and an accordion with a finance options table. Prices are in
 * the demo's currency (price settings: US dollars).
 */
import type { Language } from '../../domain/languages.js';
import { DEFAULT_INPUT_CONFIGURATION, DEFAULT_OUTPUT_CONFIGURATION } from '../../site/blocks/finance_calculator/template.js';
import type { SeedPage } from './seed-page-parts.js';

export const FINANCE_PAGE_PATH = '/offers-and-finance';

const MODEL_PRICES = [
  { nameplate_key: 'defender', price: 95000 },
  { nameplate_key: 'range_rover_sport', price: 135000 },
  { nameplate_key: 'range_rover_velar', price: 78000 },
  { nameplate_key: 'discovery', price: 85000 },
] as const;
const MODEL_NAMES = ['Defender 110', 'Range Rover Sport', 'Range Rover Velar', 'Discovery'];

/** The block's own defaults (its template): each product keeps them but for its rate, the balloon adds its final payment. */
const INPUT = JSON.parse(DEFAULT_INPUT_CONFIGURATION) as Record<string, unknown>;
const OUTPUTS = JSON.parse(DEFAULT_OUTPUT_CONFIGURATION) as string[];

interface FinanceTexts {
  title: string;
  meta: string;
  calculatorTitle: string;
  freeItem: string;
  disclaimers: string;
  products: { hp: [string, string]; murabaha: [string, string]; balloon: [string, string] };
  balloonDisclaimer: [string, string];
  apply: string;
  testDrive: string;
  accordionHeading: string;
  tableTitle: string;
  options: [string, string, string];
}

const TEXTS: Record<Language, FinanceTexts> = {
  ku: {
    title: 'پێشکەشکراوەکان و شێوازی پارەدان',
    meta: 'قیستی مانگانەی ئۆتۆمبێلەکانی لاند ڕۆڤەر هەژمار بکە: پێشەکی، ماوە و ڕێژەی سوود هەڵبژێرە.',
    calculatorTitle: 'ژمێرەری قیست',
    freeItem: 'سێ ساڵ خزمەتگوزاریی بەخۆڕایی',
    disclaimers: 'ئەم هەژمارانە تەنها بۆ نموونەن و پێشکەشکردنی فەرمی نین. مەرجەکانی کۆتایی لەلایەن بریکار و لایەنی داراییەوە دیاری دەکرێن.',
    products: {
      hp: ['قیستی ئاسایی', 'پێشەکی بدە و باقی نرخەکە لە ٤٨ بۆ ٨٤ قیستی مانگانەدا بدە.'],
      murabaha: ['موڕابەحە', 'ڕێژەیەکی جێگیر لەسەر هەموو بڕی قەرزەکە بۆ هەموو ساڵێکی ماوەکە.'],
      balloon: ['قیست لەگەڵ پارەدانی کۆتایی', 'قیستی مانگانەی کەمتر، بەشێک لە نرخەکە لە کۆتاییدا دەدرێت.'],
    },
    balloonDisclaimer: ['مەرجەکانی پارەدانی کۆتایی', 'زۆرترین ڕێگای گرێبەست ١٢٠٬٠٠٠ کیلۆمەتر بۆ بەنزین و ١٥٠٬٠٠٠ کیلۆمەتر بۆ دیزڵ.'],
    apply: 'داوای پێشکەشکراو بکە',
    testDrive: 'تاقیکردنەوەی لێخوڕین',
    accordionHeading: 'شێوازەکانی پارەدان بە کورتی',
    tableTitle: 'قیستەکان بۆ Defender 110',
    options: ['قیستی ئاسایی، ٤ ساڵ', 'قیستی ئاسایی، ٧ ساڵ', 'بێ سوود، پێشەکیی ٥٠٪'],
  },
  ar: {
    title: 'العروض والتمويل',
    meta: 'احسب القسط الشهري لسيارات لاند روفر: اختر الدفعة الأولى والمدة ونسبة الفائدة.',
    calculatorTitle: 'حاسبة التمويل',
    freeItem: 'صيانة مجانية لمدة ثلاث سنوات',
    disclaimers: 'هذه الحسابات للتوضيح فقط وليست عرضاً رسمياً. يحدد الوكيل وجهة التمويل الشروط النهائية.',
    products: {
      hp: ['التقسيط', 'ادفع الدفعة الأولى وسدّد باقي السعر على ٤٨ إلى ٨٤ قسطاً شهرياً.'],
      murabaha: ['المرابحة', 'نسبة ثابتة على كامل مبلغ التمويل عن كل سنة من المدة.'],
      balloon: ['التقسيط مع دفعة أخيرة', 'أقساط شهرية أقل، ويُدفع جزء من السعر في النهاية.'],
    },
    balloonDisclaimer: ['شروط الدفعة الأخيرة', 'الحد الأقصى لمسافة العقد ١٢٠٬٠٠٠ كم للبنزين و١٥٠٬٠٠٠ كم للديزل.'],
    apply: 'اطلب العرض',
    testDrive: 'تجربة القيادة',
    accordionHeading: 'خيارات التمويل باختصار',
    tableTitle: 'الأقساط لسيارة Defender 110',
    options: ['تقسيط، ٤ سنوات', 'تقسيط، ٧ سنوات', 'بدون فائدة، دفعة أولى ٥٠٪'],
  },
  en: {
    title: 'Offers and finance',
    meta: 'Work out the monthly payment of a Land Rover: choose the down payment, the duration and the rate.',
    calculatorTitle: 'Finance calculator',
    freeItem: 'Three years of free servicing',
    disclaimers: 'These figures are an illustration, not an offer. The retailer and the finance provider set the final terms.',
    products: {
      hp: ['Hire purchase', 'Pay a down payment and the rest of the price in 48 to 84 monthly payments.'],
      murabaha: ['Murabaha', 'A fixed rate on the whole amount of credit for every year of the term.'],
      balloon: ['Hire purchase with a final payment', 'Lower monthly payments, with part of the price paid at the end.'],
    },
    balloonDisclaimer: ['Final payment terms', 'Maximum contract mileage 120,000 km for petrol and 150,000 km for diesel.'],
    apply: 'Request this offer',
    testDrive: 'Book a test drive',
    accordionHeading: 'Finance options at a glance',
    tableTitle: 'Payments for the Defender 110',
    options: ['Hire purchase, 4 years', 'Hire purchase, 7 years', 'Interest free, 50% down'],
  },
};

const button = (label: string, url: string) => ({
  link_text: label,
  url,
  type: 'internal',
  target: '_self',
  ui_type: 'primary',
  size: 'medium',
});
const noLink = button('', '');

function financePage(language: Language): SeedPage {
  const t = TEXTS[language];
  const models = MODEL_PRICES.map((m, i) => ({ ...m, name: MODEL_NAMES[i], ...(i === 0 ? { free_items: [t.freeItem] } : {}) }));
  const group = (finance_product: string, [name, description]: [string, string], input: object, extra: object = {}) => ({
    finance_product,
    name,
    description,
    link: noLink,
    main_button: button(t.apply, `/${language}/contact-us`),
    additional_buttons: JSON.stringify([{ label: t.testDrive, url: `/${language}/contact-us` }]),
    input_configuration: JSON.stringify(input),
    output_configuration: JSON.stringify(OUTPUTS),
    disclaimer_title: '',
    disclaimer_body: '',
    ...extra,
  });
  return {
    path: FINANCE_PAGE_PATH,
    title: t.title,
    meta_title: null,
    meta_description: t.meta,
    blocks: [
      {
        id: 'finance-calculator',
        template: 'finance_calculator',
        props: {
          block_scroll_id: 'calculator',
          title: t.calculatorTitle,
          header_tag: 'h1',
          calculator_style: 'default',
          nameplate_key_filter: '',
          models_info: JSON.stringify(models),
          ci_key_list: '',
          vehicle_id: '',
          labels: '',
          disclaimers: t.disclaimers,
          hide_free_items: false,
          groups: [
            group('hire_purchase', t.products.hp, { ...INPUT, interest_rate: 4.5 }),
            group('murabaha', t.products.murabaha, { ...INPUT, interest_rate: 3.5 }),
            group(
              'hire_purchase_balloon',
              t.products.balloon,
              {
                ...INPUT,
                interest_rate: { min: 3, max: 9, default: 5.5, interval: 0.5, editable: true },
                balloon: { min: 10, max: 40, default: 30, interval: 5 },
              },
              {
                output_configuration: JSON.stringify([...OUTPUTS.slice(0, 4), 'final_payment', ...OUTPUTS.slice(4)]),
                disclaimer_title: t.balloonDisclaimer[0],
                disclaimer_body: t.balloonDisclaimer[1],
              },
            ),
          ],
        },
      },
      {
        id: 'finance-options',
        template: 'accordion',
        props: {
          heading: t.accordionHeading,
          heading_level: '2',
          has_schema: false,
          has_border: true,
          has_margin: true,
          items: [
            {
              title: t.tableTitle,
              content_type: 'finance_options_table',
              content: '',
              calculator: '',
              finance_options: JSON.stringify({
                price: 95000,
                options: [
                  { label: t.options[0], finance_product: 'hire_purchase', down_payment: 20, duration: 4, interest_rate: 4.5 },
                  { label: t.options[1], finance_product: 'hire_purchase', down_payment: 20, duration: 7, interest_rate: 4.5 },
                  { label: t.options[2], finance_product: 'hire_purchase', down_payment: 50, duration: 4, interest_rate: 0 },
                ],
              }),
              open: true,
            },
          ],
        },
      },
    ],
  };
}

export const FINANCE_PAGES: Readonly<Record<Language, SeedPage>> = { ku: financePage('ku'), ar: financePage('ar'), en: financePage('en') };
