/**
 * Demo content built from the catalogue blocks: the home page's immersive hero and
 * house of brands, and the QA page `/blocks` that shows each block once, in ku / ar / en.
 * Pictures are generated scenes of the media pipeline (domain/media-scenes.ts).
 */
import type { Language } from '../../domain/languages.js';
import { scenePath } from '../../domain/media-scenes.js';
import { formatNumber } from '../../domain/number-format.js';
import { familyStockPath, link, scrolledBlock, type SeedPage, t, type Texts } from './seed-page-parts.js';
import { toolsQaBlocks } from './tools-blocks-seed.js';
import { storyBlocksQa } from './story-blocks-seed.js';
import { modelBlocksQa } from './model-blocks-seed.js';
import { firstBlocksQa } from './qa-first-blocks-seed.js';
import { updateCheckerBlock, vinCheckerBlock } from './vehicle-services-pages.js';
import { rangeCalculatorBlock } from './electric-pages.js';
import { infotainmentBlock } from './infotainment-seed.js';
import { specificationAccordionBlock } from './specification-accordion-seed.js';
import { retailerCardsBlock, retailerLocatorBlock } from './retailer-locator-pages.js';

const HERO = {
  eyebrow: t('لاند ڕۆڤەر لە عێراق', 'لاند روفر في العراق', 'Land Rover in Iraq'),
  heading: t('ئامادە بۆ هەر ڕێگایەک', 'جاهزة لكل طريق', 'Ready for any road'),
  paragraph: t(
    'لە شەقامەکانی هەولێرەوە تا چیاکانی کوردستان، ئۆتۆمبێلەکانی لاند ڕۆڤەر بۆ هەموو گەشتێک دروستکراون.',
    'من شوارع أربيل إلى جبال كردستان، صُنعت سيارات لاند روفر لكل رحلة.',
    'From the streets of Erbil to the mountains of Kurdistan, Land Rover vehicles are built for every journey.',
  ),
  primary: t('ئۆتۆمبێلە بەردەستەکان ببینە', 'شاهد السيارات المتوفرة', 'See vehicles in stock'),
  secondary: t('خێزانەکان بناسە', 'تعرّف على العائلات', 'Meet the families'),
};

export function homeHeroBlock(language: Language) {
  return {
    id: 'home-hero',
    template: 'immersive_video_hero',
    props: {
      eyebrow: HERO.eyebrow[language],
      heading: HERO.heading[language],
      paragraph: HERO.paragraph[language],
      image: { src: scenePath('suv-1b1c1e-mountains-dusk'), alt: '' },
      content_placement: 'left-bottom',
      buttons_placement: 'inline',
      scroll_to: 'families',
      primary_link: link(HERO.primary[language], '/stock'),
      secondary_link: link(HERO.secondary[language], '#families', 'secondary'),
    },
  };
}

const FAMILIES = [
  {
    brand: 'range-rover',
    family: 'Range Rover',
    scene: 'suv-1b1c1e-city-night',
    line: t('ئاسوودەیی و شکۆمەندی بێ سازش.', 'رفاهية وفخامة بلا مساومة.', 'Refinement without compromise.'),
    cta: t('ڕەینج ڕۆڤەرە بەردەستەکان', 'رينج روفر المتوفرة', 'Range Rover in stock'),
  },
  {
    brand: 'defender',
    family: 'Defender',
    scene: 'suv-5e6b4e-mountains-day',
    line: t('بەهێز و خۆڕاگر بۆ سەختترین ڕێگاکان.', 'قوية وصلبة لأصعب الطرق.', 'Tough and capable on the hardest roads.'),
    cta: t('دیفێندەرە بەردەستەکان', 'ديفندر المتوفرة', 'Defender in stock'),
  },
  {
    brand: 'discovery',
    family: 'Discovery',
    scene: 'suv-c9cac5-mountains-dawn',
    line: t('جێگای فراوان بۆ هەموو خێزان.', 'مساحة واسعة لكل العائلة.', 'Room for the whole family.'),
    cta: t('دیسکڤەرییە بەردەستەکان', 'ديسكفري المتوفرة', 'Discovery in stock'),
  },
];

export function houseOfBrandsBlock(language: Language) {
  return {
    id: 'home-families',
    template: 'house_of_brands',
    props: {
      block_scroll_id: 'families',
      heading: t('خێزانەکانی لاند ڕۆڤەر', 'عائلات لاند روفر', 'The Land Rover families')[language],
      heading_level: '2',
      brands: FAMILIES.map((family) => ({
        brand: family.brand,
        background_image: { src: scenePath(family.scene), alt: '' },
        tagline: family.line[language],
        link: link(family.cta[language], familyStockPath(family.family), 'secondary'),
      })),
    },
  };
}

const QA = {
  title: t('هەموو بلۆکەکان', 'جميع الكتل', 'All blocks'),
  step: t('هەنگاو', 'خطوة', 'Step'),
  stepText: t(
    'ئەم هەنگاوە بە کورتی ڕوون دەکاتەوە چی بکەیت.',
    'تشرح هذه الخطوة باختصار ما عليك فعله.',
    'This step explains briefly what to do.',
  ),
  explore: t('زیاتر بزانە', 'اعرف المزيد', 'Learn more'),
  testDrive: t('تاقیکردنەوەی لێخوڕین', 'تجربة القيادة', 'Test drive'),
  retailer: t('بریکارێک بدۆزەرەوە', 'ابحث عن وكيل', 'Find a retailer'),
  stock: t('ئۆتۆمبێلە بەردەستەکان', 'السيارات المتوفرة', 'Vehicles in stock'),
  quote: t(
    'باشترین ڕێگا ئەو ڕێگایەیە کە هێشتا نەتبڕیوە.',
    'أفضل طريق هو الطريق الذي لم تسلكه بعد.',
    'The best road is the one you have not driven yet.',
  ),
  author: t('ئاراس کەریم', 'آراس كريم', 'Aras Karim'),
  position: t('ڕێبەری گەشتی چیا', 'دليل رحلات جبلية', 'Mountain expedition guide'),
  accolade: t('باشترین ئۆتۆمبێلی خێزانی ساڵ', 'أفضل سيارة عائلية لهذا العام', 'Family car of the year'),
  awardedBy: t('گۆڤاری ئۆتۆمبێلی عێراق', 'مجلة السيارات العراقية', 'Iraq Auto Magazine'),
  offer: t('دیفێندەر ١١٠ بە پێشەکیی کەم', 'ديفندر 110 بدفعة أولى منخفضة', 'Defender 110 with a low down payment'),
  offerPrice: t('لە ٨٧٬٣٠٠ دۆلارەوە', 'ابتداءً من ٨٧٬٣٠٠ دولار', 'From $87,300'),
  offerValid: t('تا کۆتایی مانگی داهاتوو', 'حتى نهاية الشهر القادم', 'Until the end of next month'),
  offerTerms: t('نرخەکان بەبێ باج و تۆمارکردنن.', 'الأسعار لا تشمل الضرائب والتسجيل.', 'Prices exclude taxes and registration.'),
  timeline: t('مێژووی لاند ڕۆڤەر', 'تاريخ لاند روفر', 'Land Rover through the years'),
  mapUpdate: t('نوێکردنەوەی نەخشەکان', 'تحديث الخرائط', 'Map update'),
  carRent: t('بەکرێگرتنی ئۆتۆمبێل', 'تأجير السيارات', 'Car rent'),
  perDay: t('لە ڕۆژێکدا', 'في اليوم', 'per day'),
  seats: t('٧ کورسی', '٧ مقاعد', '7 seats'),
  automatic: t('ئۆتۆماتیک', 'أوتوماتيك', 'Automatic'),
  navigation: t('نەخشەی ڕێگا', 'نظام الملاحة', 'Navigation'),
  bluetooth: t('بلووتوس', 'بلوتوث', 'Bluetooth'),
  childSeat: t('کورسی منداڵ', 'مقعد أطفال', 'Child seat'),
  extras: t('کەرەستەی زیادە', 'تجهيزات إضافية', 'Additional equipment'),
};

const years = ['1948', '1970', '1989', '2020'];

/**
 * `/blocks`: every block once, for QA (blocks-qa-page.test.ts checks it against the registry).
 * Part A is written here; the other parts come from their seed files.
 */
export function blocksQaPage(language: Language): SeedPage {
  const l = (texts: Texts) => texts[language];
  const step = (n: number) => ({ title: `${l(QA.step)} ${formatNumber(n, language)}`, text: l(QA.stepText) });
  return {
    path: '/blocks',
    title: l(QA.title),
    meta_title: l(QA.title),
    meta_description: l(QA.title),
    // A QA page (README), not one for visitors: no link leads to it.
    nav_hidden: true,
    blocks: [
      homeHeroBlock(language),
      houseOfBrandsBlock(language),
      scrolledBlock('qa-title-banner', 'hero_title_banner', 'title-banner', {
        eyebrow: l(HERO.eyebrow),
        title: l(QA.title),
        heading_level: '2',
        image: { src: scenePath('city-dusk'), alt: '' },
      }),
      scrolledBlock('qa-sign-post', 'sign_post', 'sign-post', {
        items: [
          {
            image: { src: scenePath('suv-8a1c1c-city-day'), alt: '' },
            title: l(QA.explore),
            link: link(l(QA.explore), '/about-us', 'tertiary'),
          },
          {
            image: { src: scenePath('interior-tan'), alt: '' },
            title: l(QA.testDrive),
            link: link(l(QA.testDrive), '/contact-us', 'tertiary'),
          },
          {
            image: { src: scenePath('city-day'), alt: '' },
            title: l(QA.retailer),
            link: link(l(QA.retailer), '/contact-us', 'tertiary'),
          },
        ],
      }),
      {
        id: 'qa-text-steps',
        template: 'text_steps',
        props: { block_scroll_id: 'text-steps', heading: l(QA.testDrive), steps: [step(1), step(2), step(3)] },
      },
      {
        id: 'qa-quote',
        template: 'quote',
        props: { block_scroll_id: 'quote', quote: l(QA.quote), author: l(QA.author), author_position: l(QA.position), alignment: 'center' },
      },
      scrolledBlock('qa-accolade', 'accolade_image_box', 'accolade', {
        image: { src: scenePath('suv-c9cac5-mountains-day'), alt: '' },
        accolade: l(QA.accolade),
        awarded_by: l(QA.awardedBy),
        link: link(l(QA.explore), '/about-us', 'secondary'),
      }),
      scrolledBlock('qa-offer', 'single_offer', 'offer', {
        image: { src: scenePath('suv-5e6b4e-city-dusk'), alt: '' },
        heading: l(QA.offer),
        price: l(QA.offerPrice),
        valid_until: l(QA.offerValid),
        disclaimer: l(QA.offerTerms),
        primary_link: link(l(QA.stock), '/stock'),
        secondary_link: link(l(QA.testDrive), '/contact-us', 'secondary'),
      }),
      scrolledBlock('qa-timeline', 'icons_timeline', 'timeline', {
        heading: l(QA.timeline),
        items: years.map((year, i) => ({
          icon: ['star', 'mountain', 'road', 'bolt'][i],
          label: year,
          title: year,
          text: l(QA.stepText),
        })),
      }),
      scrolledBlock('qa-map-update', 'map_update', 'map-update', {
        heading: l(QA.mapUpdate),
        steps: [step(1), step(2), step(3)],
        image: { src: scenePath('interior-ebony'), alt: '' },
      }),
      scrolledBlock('qa-car-rent', 'car_rent', 'car-rent', {
        heading: l(QA.carRent),
        vehicle_name: 'Discovery Sport',
        image: { src: scenePath('suv-c9cac5-studio'), alt: '' },
        price: language === 'en' ? '$140' : language === 'ar' ? '١٤٠ دولار' : '١٤٠ دۆلار',
        price_period: l(QA.perDay),
        icons: [
          { icon: 'seat', label: l(QA.seats) },
          { icon: 'gauge', label: l(QA.automatic) },
          { icon: 'navigation', label: l(QA.navigation) },
          { icon: 'bluetooth', label: l(QA.bluetooth) },
        ],
        equipment_heading: l(QA.extras),
        equipment: [{ label: l(QA.childSeat), price: language === 'en' ? '$50' : language === 'ar' ? '٥٠ دولار' : '٥٠ دۆلار' }],
        link: link(l(QA.carRent), '/contact-us'),
      }),
      // Models, specifications, galleries, collection and stock (model-blocks-seed.ts).
      ...modelBlocksQa(language),
      // Rent-a-car and the lead-form blocks.
      ...toolsQaBlocks(language),
      // Stories, news and the retailer on the map (story-blocks-seed.ts).
      ...storyBlocksQa(language),
      // The owners' tools, as on /vehicle-services.
      { ...vinCheckerBlock(language), id: 'qa-vin-checker' },
      { ...updateCheckerBlock(language), id: 'qa-update-checker' },
      // The electric range calculator (docs/range-calculator.md), as on /electric.
      { ...rangeCalculatorBlock(language), id: 'qa-range-calculator' },
      { ...infotainmentBlock(language), id: 'qa-infotainment' },
      { ...specificationAccordionBlock(language), id: 'qa-specification-accordion' },
      // The blocks that came before the catalogue (qa-first-blocks-seed.ts).
      ...firstBlocksQa(language),
      // The retailer locator's three variants (docs/retailer-locator.md, "Variants") and the retailer cards.
      { ...retailerLocatorBlock(language, 'full'), id: 'qa-retailer-locator-full' },
      { ...retailerLocatorBlock(language, 'list'), id: 'qa-retailer-locator-list' },
      { ...retailerLocatorBlock(language, 'compact'), id: 'qa-retailer-locator-compact' },
      { ...retailerCardsBlock(language), id: 'qa-retailer-cards' },
    ],
  };
}
