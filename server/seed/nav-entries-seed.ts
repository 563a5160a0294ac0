/**
 * The seeded navigation in the three languages, and the names of the site's sections the footer
 * shares with it (navigation-settings-seed.ts). Every published page of the seed is reached from
 * here or from a page that is (docs/site-shell.md, "Every page is reachable"), except the pages an
 * editor marked hidden from the navigation (seed-page-parts.ts, NAV_HIDDEN_PATHS).
 * URLs are full site paths as an editor types them.
 */
import type { Language } from '../../domain/languages.js';
import { FIND_A_RETAILER_NAV } from './retailer-locator-pages.js';
import { familyNavEntries, type SeedNavEntry } from './seed-page-parts.js';

export interface SectionLabels {
  models: string;
  /** Range Rover, Defender, Discovery as the page language writes them. */
  families: [string, string, string];
  electric: string;
  quizzes: string;
  stock: string;
  reserve: string;
  offers: string;
  services: string;
  rent: string;
  about: string;
  contact: string;
}

export const SECTION_LABELS: Readonly<Record<Language, SectionLabels>> = {
  ku: {
    models: 'مۆدێلەکان',
    families: ['ڕەینج ڕۆڤەر', 'دیفێندەر', 'دیسکڤەری'],
    electric: 'ئۆتۆمبێلە کارەبایییەکان',
    quizzes: 'پرسیارنامەکان',
    stock: 'ئۆتۆمبێلە بەردەستەکان',
    reserve: 'حیجزکردنی ئۆتۆمبێل بە ئۆنلاین',
    offers: 'پێشکەشکراوەکان و شێوازی پارەدان',
    services: 'خزمەتگوزارییەکان',
    rent: 'بەکرێگرتنی ئۆتۆمبێل',
    about: 'دەربارەی ئێمە',
    contact: 'پەیوەندی',
  },
  ar: {
    models: 'الطرازات',
    families: ['رينج روفر', 'ديفندر', 'ديسكفري'],
    electric: 'السيارات الكهربائية',
    quizzes: 'الاختبارات',
    stock: 'السيارات المتوفرة',
    reserve: 'احجز سيارتك عبر الإنترنت',
    offers: 'العروض والتمويل',
    services: 'خدمات السيارة',
    rent: 'استئجار سيارة',
    about: 'من نحن',
    contact: 'اتصل بنا',
  },
  en: {
    models: 'Models',
    families: ['Range Rover', 'Defender', 'Discovery'],
    electric: 'Electric vehicles',
    quizzes: 'Quizzes',
    stock: 'Vehicles in stock',
    reserve: 'Reserve online',
    offers: 'Offers and finance',
    services: 'Vehicle services',
    rent: 'Rent a car',
    about: 'About us',
    contact: 'Contact',
  },
};

/** The family pages, in the order of SectionLabels.families. */
export const FAMILY_PAGE_PATHS = ['/range-rover', '/defender', '/discovery'] as const;

/**
 * Five entries at the top (one row at 1280 px in every language; the logo leads home), the rest
 * one level down: models (the family pages, electric, the quizzes that help choose), stock (by
 * family, reserving online, offers and finance), services (renting a car), about us (contact),
 * retailers. "Models" leads to the home page's families section: there is no page of all models.
 */
function navEntries(language: Language): SeedNavEntry[] {
  const w = SECTION_LABELS[language];
  const at = (path: string) => `/${language}${path}`;
  return [
    {
      label: w.models,
      url: at('/#families'),
      children: [
        ...FAMILY_PAGE_PATHS.map((path, index) => ({ label: w.families[index] ?? path, url: at(path) })),
        { label: w.electric, url: at('/electric') },
        { label: w.quizzes, url: at('/quizzes') },
      ],
    },
    {
      label: w.stock,
      url: at('/stock'),
      children: [
        ...familyNavEntries(language, w.families),
        { label: w.reserve, url: at('/reserve') },
        { label: w.offers, url: at('/offers-and-finance') },
      ],
    },
    { label: w.services, url: at('/vehicle-services'), children: [{ label: w.rent, url: at('/rent-a-car') }] },
    { label: w.about, url: at('/about-us'), children: [{ label: w.contact, url: at('/contact-us') }] },
    { label: FIND_A_RETAILER_NAV[language], url: at('/retailer-locator') },
  ];
}

export const SEED_NAV_ENTRIES: Readonly<Record<Language, readonly SeedNavEntry[]>> = {
  ku: navEntries('ku'),
  ar: navEntries('ar'),
  en: navEntries('en'),
};
