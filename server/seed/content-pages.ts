/**
 * The demo's CMS pages: home, about us (with FAQ), vehicles in stock, contact, offers and finance (finance-pages.ts), written here in
 * Kurdish Sorani, with their Arabic (content-pages-ar.ts) and English (content-pages-en.ts)
 * versions at the same paths, and the legal pages (legal-pages.ts) in all three.
 * Paths are stored without the language segment; links inside blocks likewise ("/stock").
 */
import type { Language } from '../../domain/languages.js';
import { DEMO_LIST_KEY } from '../../domain/demo-listing.js';
import { AR_PAGES } from './content-pages-ar.js';
import { EN_PAGES } from './content-pages-en.js';
import { ELECTRIC_PAGES } from './electric-pages.js';
import { FAMILY_PAGES } from './family-pages.js';
import { FINANCE_PAGES } from './finance-pages.js';
import { LEGAL_PAGES } from './legal-pages.js';
import { blocksQaPage, homeHeroBlock, houseOfBrandsBlock } from './catalogue-blocks-seed.js';
import { homeNewsBlock } from './story-blocks-seed.js';
import { QUIZ_PAGES } from './quiz-pages.js';
import { TOOLS_PAGES } from './tools-blocks-seed.js';
import { VEHICLE_SERVICES_PAGES } from './vehicle-services-pages.js';
import { RETAILER_LOCATOR_PAGES } from './retailer-locator-pages.js';
import { card, link, type SeedPage } from './seed-page-parts.js';

const home: SeedPage = {
  path: '/',
  title: 'لاند ڕۆڤەر لە عێراق',
  meta_title: 'لاند ڕۆڤەر عێراق | ئۆتۆمبێلی نوێ و پەسەندکراو',
  meta_description: 'ئۆتۆمبێلەکانی ڕەینج ڕۆڤەر، دیفێندەر و دیسکڤەری لە لای بریکارە فەرمییەکانی لاند ڕۆڤەر لە عێراق ببینە و بەراوردیان بکە.',
  blocks: [
    homeHeroBlock('ku'),
    {
      id: 'home-intro',
      template: 'snippet',
      props: {
        heading: 'ئۆتۆمبێلی نوێ و پەسەندکراو',
        paragraph:
          'دیفێندەر، دیسکڤەری و ڕەینج ڕۆڤەر لە لای بریکارە فەرمییەکانمان لە سەرانسەری عێراق بەردەستن. ئۆتۆمبێلەکەت هەڵبژێرە، تایبەتمەندییەکانی بەراورد بکە و ڕاستەوخۆ لەگەڵ بریکار پەیوەندی بکە.',
        alignment: 'center',
        link: link('زیاتر دەربارەی ئێمە بزانە', '/about-us', 'secondary'),
      },
    },
    houseOfBrandsBlock('ku'),
    {
      id: 'home-stock',
      template: 'stock_locator',
      props: {
        block_scroll_id: 'stock',
        heading: 'ئۆتۆمبێلە بەردەستەکان لە عێراق',
        paragraph: 'دوایین ئۆتۆمبێلە بەردەستەکانی بریکارەکانمان ببینە و بەپێی مۆدێل، ساڵ و نرخ فلتەریان بکە.',
        ci_key_list: DEMO_LIST_KEY,
        load_on: 'visible',
      },
    },
    homeNewsBlock('ku'),
  ],
};

const faq = [
  {
    title: 'چۆن ئۆتۆمبێلێکی بەردەست بدۆزمەوە؟',
    content:
      '<p>بڕۆ بۆ پەڕەی <a href="/ku/stock">ئۆتۆمبێلە بەردەستەکان</a>، بەپێی مۆدێل، ساڵ، ڕەنگ و نرخ فلتەر بکە و ئەو ئۆتۆمبێلەی بەدڵتە هەڵبژێرە.</p>',
  },
  {
    title: 'دەتوانم ئۆتۆمبێلێک بە ئۆنلاین بۆ خۆم ڕابگرم؟',
    content:
      '<p>بەڵێ. لە پەڕەی ئۆتۆمبێلەکەدا دەتوانیت بە پێدانی بڕێکی کەمی پێشەکی ئۆتۆمبێلەکە بۆ خۆت ڕابگریت، پاشان بریکارەکە پەیوەندیت پێوە دەکات بۆ تەواوکردنی کڕینەکە.</p>',
  },
  {
    title: 'جیاوازیی ئۆتۆمبێلی نوێ و پەسەندکراو چییە؟',
    content:
      '<p>ئۆتۆمبێلی پەسەندکراو پێشتر بەکارهاتووە، بەڵام لە لایەن تەکنیککارە ڕاهێنراوەکانی لاند ڕۆڤەرەوە پشکنینی تەواوی بۆ کراوە و مێژوویەکی ڕوونی هەیە.</p>',
  },
  {
    title: 'خزمەتگوزاری و چاککردنەوە لە کوێ دەکرێت؟',
    content:
      '<p>بریکارە فەرمییەکانمان لە شارە سەرەکییەکانی عێراق خزمەتگوزاریی تەواو و پارچەی ڕەسەن پێشکەش دەکەن. بۆ وەرگرتنی کات <a href="/ku/contact-us">پەیوەندیمان پێوە بکە</a>.</p>',
  },
];

const aboutUs: SeedPage = {
  path: '/about-us',
  title: 'دەربارەی ئێمە',
  meta_title: 'دەربارەی لاند ڕۆڤەر لە عێراق',
  meta_description: 'لاند ڕۆڤەر لە عێراق: مێژووی براندەکە، بریکارە فەرمییەکان، خزمەتگوزاری و وەڵامی پرسیارە باوەکان.',
  blocks: [
    {
      id: 'about-hero',
      template: 'hero_banner',
      props: {
        heading: 'لاند ڕۆڤەر لە عێراق',
        heading_level: '1',
        paragraph: 'زیاتر لە حەفتا ساڵە ئۆتۆمبێل بۆ هەموو جۆرە ڕێگایەک دروست دەکەین.',
        image: { src: '', alt: '' },
      },
    },
    {
      id: 'about-story',
      template: 'snippet',
      props: {
        heading: 'چیرۆکەکەمان',
        alignment: 'start',
        paragraph:
          'یەکەم لاند ڕۆڤەر لە ساڵی ١٩٤٨ دروستکرا، وەک ئۆتۆمبێلێکی سادە و بەهێز بۆ کێڵگە و ڕێگا سەختەکان. لەو کاتەوە ناوی لاند ڕۆڤەر بووەتە هاوواتای توانا لە دەرەوەی ڕێگا و ئاسوودەیی لە ناو شار.\n\nئەمڕۆ لە عێراق و هەرێمی کوردستان، تۆڕێک لە بریکارە فەرمییەکان فرۆشتنی ئۆتۆمبێلی نوێ و پەسەندکراو، خزمەتگوزاری و پارچەی ڕەسەن پێشکەش دەکەن.',
      },
    },
    {
      id: 'about-why',
      template: 'content_blocks',
      props: {
        heading: 'بۆچی لاند ڕۆڤەر؟',
        layout: 'carousel',
        columns: '3',
        items: [
          card('توانای هەموو ڕێگایەک', 'سیستەمی چوار تایەی ئۆتۆمبێلەکانمان لە بەفر، لم، قوڕ و بەرددا تاقیکراوەتەوە.'),
          card(
            'بریکاری فەرمی',
            'لە بریکارە فەرمییەکانماندا ئۆتۆمبێلەکەت بە گەرەنتی و مێژوویەکی ڕوونەوە وەردەگریت.',
            undefined,
            link('پەیوەندیمان پێوە بکە', '/contact-us', 'tertiary'),
          ),
          card('پارچە و خزمەتگوزاریی ڕەسەن', 'تەکنیککارە ڕاهێنراوەکانمان تەنها پارچەی ڕەسەنی لاند ڕۆڤەر بەکاردەهێنن.'),
        ],
      },
    },
    {
      id: 'about-faq',
      template: 'accordion',
      props: {
        block_scroll_id: 'faq',
        heading: 'پرسیارە باوەکان',
        has_schema: true,
        open_all_label: 'هەمووی بکەرەوە',
        close_all_label: 'هەمووی دابخە',
        items: faq.map((item, index) => ({ ...item, open: index === 0 })),
      },
    },
  ],
};

const stock: SeedPage = {
  path: '/stock',
  title: 'ئۆتۆمبێلە بەردەستەکان',
  meta_title: 'ئۆتۆمبێلە بەردەستەکانی لاند ڕۆڤەر لە عێراق',
  meta_description: 'هەموو ئۆتۆمبێلە نوێ و پەسەندکراوەکانی لاند ڕۆڤەر کە ئێستا لە عێراق بەردەستن، بەپێی مۆدێل، ساڵ و نرخ بگەڕێ.',
  blocks: [
    {
      id: 'stock-locator',
      template: 'stock_locator',
      props: {
        heading: 'ئۆتۆمبێلە بەردەستەکان',
        heading_level: '1',
        paragraph: 'لە ناو ئۆتۆمبێلە نوێ و پەسەندکراوەکانی بریکارەکانمان بگەڕێ، ئەوانەی بەدڵتن هەڵبگرە و ڕاستەوخۆ داوایان بکە.',
        ci_key_list: DEMO_LIST_KEY,
        load_on: 'ready',
      },
    },
  ],
};

const contactUs: SeedPage = {
  path: '/contact-us',
  title: 'پەیوەندیمان پێوە بکە',
  meta_title: null,
  meta_description: 'پەیوەندی بە بریکارە فەرمییەکانی لاند ڕۆڤەر لە عێراق بکە بۆ فرۆشتن، تاقیکردنەوەی لێخوڕین و خزمەتگوزاری.',
  blocks: [
    {
      id: 'contact-intro',
      template: 'snippet',
      props: {
        heading: 'پەیوەندیمان پێوە بکە',
        heading_level: '1',
        alignment: 'start',
        paragraph:
          'تیمەکانی فرۆشتن و خزمەتگوزاری لە بریکارە فەرمییەکانمان ئامادەن یارمەتیت بدەن: بۆ تاقیکردنەوەی لێخوڕین، پرسیار دەربارەی نرخ و شێوازی پارەدان، یان وەرگرتنی کات بۆ چاککردنەوە.',
        link: link('ئۆتۆمبێلێک هەڵبژێرە', '/stock'),
      },
    },
    {
      id: 'contact-ways',
      template: 'content_blocks',
      props: {
        heading: 'چۆن دەتوانین یارمەتیت بدەین؟',
        layout: 'grid',
        columns: '3',
        items: [
          card(
            'فرۆشتن',
            'ئۆتۆمبێلێکی بەردەست هەڵبژێرە و لە پەڕەی ئۆتۆمبێلەکەدا داوای پەیوەندی بکە؛ بریکارەکە زوو وەڵامت دەداتەوە.',
            undefined,
            link('ئۆتۆمبێلە بەردەستەکان', '/stock', 'tertiary'),
          ),
          card('خزمەتگوزاری', 'بۆ وەرگرتنی کات بۆ چاککردنەوە و پشکنینی خولی، ڕاستەوخۆ پەیوەندی بە نزیکترین بریکارەوە بکە.'),
          card(
            'پرسیارە باوەکان',
            'وەڵامی زۆربەی پرسیارەکان لە بەشی پرسیارە باوەکاندا دەدۆزیتەوە.',
            undefined,
            link('پرسیارە باوەکان', '/about-us#faq', 'tertiary'),
          ),
        ],
      },
    },
    {
      id: 'contact-form',
      template: 'form',
      props: {
        block_scroll_id: 'contact-form',
        heading: 'نامەیەکمان بۆ بنێرە',
        heading_level: '2',
        paragraph: 'پرسیارەکەت بنووسە و لە ماوەی یەک ڕۆژی کاردا وەڵامت دەدەینەوە.',
        form_kind: 'contact',
      },
    },
    {
      id: 'contact-retailers',
      template: 'retailer_list',
      props: {
        block_scroll_id: 'retailers',
        heading: 'بریکارە فەرمییەکانمان',
        heading_level: '2',
        paragraph: 'ژمارەی تەلەفۆن، ناونیشان و کاتەکانی کارکردنی هەموو بریکارە فەرمییەکانی لاند ڕۆڤەر لە عێراق.',
      },
    },
  ],
};

const KU_PAGES: readonly SeedPage[] = [home, aboutUs, stock, contactUs, blocksQaPage('ku')];

/** Every seeded page per language; the same path in each language is the same page, translated. */
export const SEED_PAGES: Readonly<Record<Language, readonly SeedPage[]>> = {
  ku: [
    ...KU_PAGES,
    ...FAMILY_PAGES.ku,
    FINANCE_PAGES.ku,
    ...LEGAL_PAGES.ku,
    ...QUIZ_PAGES.ku,
    ...TOOLS_PAGES.ku,
    ...VEHICLE_SERVICES_PAGES.ku,
    ...ELECTRIC_PAGES.ku,
    ...RETAILER_LOCATOR_PAGES.ku,
  ],
  ar: [
    ...AR_PAGES,
    ...FAMILY_PAGES.ar,
    FINANCE_PAGES.ar,
    ...LEGAL_PAGES.ar,
    ...QUIZ_PAGES.ar,
    ...TOOLS_PAGES.ar,
    ...VEHICLE_SERVICES_PAGES.ar,
    ...ELECTRIC_PAGES.ar,
    ...RETAILER_LOCATOR_PAGES.ar,
  ],
  en: [
    ...EN_PAGES,
    ...FAMILY_PAGES.en,
    FINANCE_PAGES.en,
    ...LEGAL_PAGES.en,
    ...QUIZ_PAGES.en,
    ...TOOLS_PAGES.en,
    ...VEHICLE_SERVICES_PAGES.en,
    ...ELECTRIC_PAGES.en,
    ...RETAILER_LOCATOR_PAGES.en,
  ],
};
