/**
 * Settings of the site's navigation and footer in the three languages (shapes in
 * docs/site-shell.md): brand logos by path, the NaaS service (the local stand-in), the offers
 * banner and retailer bar, and the footer (columns of links and social icons, retailers, middle
 * HTML, legal links, bottom HTML). Re-seeding keeps whatever an editor changed since.
 */
import type { Kysely } from 'kysely';
import type { Language } from '../../domain/languages.js';
import { SETTING_KEYS } from '../../domain/setting-keys.js';
import type { Database } from '../db/schema.js';
import { FAMILY_PAGE_PATHS, SECTION_LABELS } from './nav-entries-seed.js';

const social = (icon: string, url: string) => ({ type: 'social', label: icon, icon, url, target: '_blank', rel: 'noreferrer' });

const SOCIAL_ITEMS = [
  social('facebook', 'https://www.facebook.com/landrover'),
  social('instagram', 'https://www.instagram.com/landrover'),
  social('youtube', 'https://www.youtube.com/landrover'),
  social('x', 'https://x.com/landrover'),
  social('tiktok', 'https://www.tiktok.com/@landrover'),
  social('linkedin', 'https://www.linkedin.com/company/land-rover'),
];

/** Retailers of the demo (server/seed/dealers.ts); the contact page lists their details. */
const RETAILERS: [string, Record<Language, string>][] = [
  ['Hawler Premium Motors', { ku: 'هەولێر', ar: 'أربيل', en: 'Erbil' }],
  ['Slemani Azadi Motors', { ku: 'سلێمانی', ar: 'السليمانية', en: 'Sulaymaniyah' }],
  ['Al-Mansour Motors', { ku: 'بەغدا', ar: 'بغداد', en: 'Baghdad' }],
  ['Shatt Al-Arab Motors', { ku: 'بەسرە', ar: 'البصرة', en: 'Basra' }],
];

interface FooterWords {
  models: string;
  families: [string, string, string];
  buying: string;
  states: [string, string, string];
  company: string;
  about: string;
  faq: string;
  contact: string;
  follow: string;
  retailers: string;
  legal: string;
  legalLinks: [string, string, string];
  middle: string;
  bottom: string;
  offers: string;
  offersLink: string;
  retailerBar: string;
  retailerLink: string;
}

const WORDS: Record<Language, FooterWords> = {
  ku: {
    models: 'مۆدێلەکان',
    families: ['ڕەینج ڕۆڤەر', 'دیفێندەر', 'دیسکەڤەری'],
    buying: 'کڕین',
    states: ['ئۆتۆمبێلی نوێ', 'ئۆتۆمبێلی بەکارهاتووی پەسەندکراو', 'ئۆتۆمبێلی بەکارهاتوو'],
    company: 'لاند ڕۆڤەر لە عێراق',
    about: 'دەربارەی ئێمە',
    faq: 'پرسیارە باوەکان',
    contact: 'پەیوەندیمان پێوە بکە',
    follow: 'بەدوامان بکەوە',
    retailers: 'بریکارە ڕێگەپێدراوەکان',
    legal: 'یاسایی',
    legalLinks: ['مەرج و ڕێساکان', 'سیاسەتی تایبەتمەندی', 'سیاسەتی کووکی'],
    middle: '<p>نرخ و تایبەتمەندییەکان بۆ بازاڕی عێراقن و لەوانەیە بەبێ ئاگادارکردنەوە بگۆڕدرێن. وێنەکان تەنها بۆ ڕوونکردنەوەن.</p>',
    bottom: '<p>ئۆتۆمبێلەکانی لاند ڕۆڤەر لە عێراق لە ڕێگەی بریکارە ڕێگەپێدراوە سەربەخۆکانەوە دەفرۆشرێن.</p>',
    offers: 'ئۆفەری ئەم وەرزە: پێنج ساڵ خزمەتگوزاری بەخۆڕایی لەگەڵ هەموو دیفێندەرێک',
    offersLink: 'ببینە',
    retailerBar: 'بریکارە ڕێگەپێدراوەکانی لاند ڕۆڤەر لە عێراق',
    retailerLink: 'ناونیشان و کاتەکانی کارکردن',
  },
  ar: {
    models: 'الطرازات',
    families: ['رينج روفر', 'ديفندر', 'ديسكفري'],
    buying: 'الشراء',
    states: ['سيارات جديدة', 'سيارات مستعملة معتمدة', 'سيارات مستعملة'],
    company: 'لاند روفر في العراق',
    about: 'من نحن',
    faq: 'الأسئلة الشائعة',
    contact: 'اتصل بنا',
    follow: 'تابعنا',
    retailers: 'الوكلاء المعتمدون',
    legal: 'معلومات قانونية',
    legalLinks: ['الشروط والأحكام', 'سياسة الخصوصية', 'سياسة ملفات تعريف الارتباط'],
    middle: '<p>الأسعار والمواصفات خاصة بالسوق العراقية وقد تتغير دون إشعار مسبق. الصور للتوضيح فقط.</p>',
    bottom: '<p>تُباع سيارات لاند روفر في العراق عبر وكلاء معتمدين مستقلين.</p>',
    offers: 'عرض الموسم: خمس سنوات صيانة مجانية مع كل ديفندر',
    offersLink: 'اكتشف العرض',
    retailerBar: 'وكلاء لاند روفر المعتمدون في العراق',
    retailerLink: 'العناوين وساعات العمل',
  },
  en: {
    models: 'Models',
    families: ['Range Rover', 'Defender', 'Discovery'],
    buying: 'Buying',
    states: ['New vehicles', 'Approved used vehicles', 'Used vehicles'],
    company: 'Land Rover in Iraq',
    about: 'About us',
    faq: 'Frequently asked questions',
    contact: 'Contact us',
    follow: 'Follow us',
    retailers: 'Authorised retailers',
    legal: 'Legal',
    legalLinks: ['Terms and conditions', 'Privacy policy', 'Cookie policy'],
    middle: '<p>Prices and specifications are for the Iraq market and may change without notice. Images are for illustration only.</p>',
    bottom: '<p>Land Rover vehicles in Iraq are sold by independent authorised retailers.</p>',
    offers: 'This season: five years of free servicing with every Defender',
    offersLink: 'See the offer',
    retailerBar: 'Authorised Land Rover retailers in Iraq',
    retailerLink: 'Addresses and opening hours',
  },
};

const STATE_VALUES = ['new', 'approved', 'used'] as const;

/** A footer column: one row under an h2 heading, which may itself be a link. */
const column = (type: 'links' | 'social', heading: string, items: readonly object[], headingLink?: { url: string; target: string }) => ({
  type,
  rows: [{ heading, heading_html_tag: 'h2', ...(headingLink ? { heading_link: headingLink } : {}), items }],
});

export function footerConfiguration(language: Language): unknown {
  const w = WORDS[language];
  const section = SECTION_LABELS[language];
  const item = (label: string, url: string) => ({ type: 'link', label, url });
  return {
    columns: [
      // The family pages and the pages that help choose one; their stock is under "Buying".
      column('links', w.models, [
        ...FAMILY_PAGE_PATHS.map((path, index) => item(w.families[index] ?? path, path)),
        item(section.electric, '/electric'),
        item(section.quizzes, '/quizzes'),
      ]),
      column(
        'links',
        w.buying,
        [
          ...STATE_VALUES.map((state, index) => item(w.states[index] ?? state, `/stock?states=${state}`)),
          item(section.reserve, '/reserve'),
          item(section.offers, '/offers-and-finance'),
          item(section.rent, '/rent-a-car'),
        ],
        { url: '/stock', target: '_self' },
      ),
      column('links', w.company, [
        item(w.about, '/about-us'),
        item(w.faq, '/about-us#faq'),
        item(section.services, '/vehicle-services'),
        item(w.contact, '/contact-us'),
      ]),
      column('social', w.follow, SOCIAL_ITEMS),
    ],
    retailers: {
      heading: w.retailers,
      items: RETAILERS.map(([name, city]) => ({ type: 'link', label: `${city[language]} – ${name}`, url: '/contact-us' })),
    },
    middle_html: w.middle,
    medium_links: {
      heading: w.legal,
      items: ['/terms-conditions', '/privacy-policy', '/cookie-policy'].map((url, index) => ({
        type: 'link',
        label: w.legalLinks[index],
        url,
      })),
    },
    bottom_html: w.bottom,
  };
}

export function navigationSettingRows(): { key: string; value: string }[] {
  const perLanguage = (['ku', 'ar', 'en'] as const).flatMap((language) => {
    const w = WORDS[language];
    return [
      { key: `${SETTING_KEYS.footerConfiguration}.${language}`, value: JSON.stringify(footerConfiguration(language)) },
      {
        key: `${SETTING_KEYS.offersBanner}.${language}`,
        value: JSON.stringify({
          text: w.offers,
          link: { url: '/stock?family=Defender', label: w.offersLink },
          paths: ['/stock', '/about-us'],
        }),
      },
      {
        key: `${SETTING_KEYS.retailerBar}.${language}`,
        value: JSON.stringify({
          name: w.retailerBar,
          phone: '+964 750 123 4567',
          link: { url: '/contact-us', label: w.retailerLink },
          paths: ['/stock'],
        }),
      },
    ];
  });
  return [
    ...perLanguage,
    {
      key: SETTING_KEYS.brandLogos,
      value: JSON.stringify([
        { matchingPath: '/range-rover*', homepage: '/range-rover', logo: 'range-rover' },
        { matchingPath: '/defender*', homepage: '/defender', logo: 'defender' },
        { matchingPath: '/discovery*', homepage: '/discovery', logo: 'discovery' },
      ]),
    },
    // Empty origin: the site's own /naas/ stand-in. Pages use it when navigation.variants lists them.
    { key: SETTING_KEYS.naasConfiguration, value: JSON.stringify({ origin: '', locales: { ku: 'ckb-iq', ar: 'ar-iq', en: 'en-iq' } }) },
    { key: SETTING_KEYS.navigationVariants, value: JSON.stringify({ naas: [], light: [], logo_only: [] }) },
  ];
}

export async function seedNavigationSettings(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('settings')
    .values(navigationSettingRows())
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}
