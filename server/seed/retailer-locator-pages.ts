/**
 * The "Find a retailer" page (`/retailer-locator` in ku, ar and en; the collection item block's
 * Find Us link leads there) with the full retailer locator over the seeded dealers, and the
 * locator and retailer cards blocks as the QA page /blocks shows them.
 */
import type { Language } from '../../domain/languages.js';
import { pageTitleBlock } from './page-title-block.js';
import { RETAILER_LOCATOR_PATH } from '../../site/blocks/collection_item/template.js';
import { inEveryLanguage, type SeedPage, t, type Texts, titledPage } from './seed-page-parts.js';

const TEXTS = {
  title: t('بریکارێک بدۆزەرەوە', 'ابحث عن وكيل', 'Find a retailer'),
  description: t(
    'بریکارە فەرمییەکانی لاند ڕۆڤەر لە عێراق بە پێی پارێزگا، شار یان نزیکی بدۆزەرەوە.',
    'اعثر على وكلاء لاند روفر المعتمدين في العراق حسب المحافظة أو المدينة أو الأقرب إليك.',
    'Find the authorised Land Rover retailers in Iraq by governorate, city or distance.',
  ),
  cardsTitle: t('بریکارەکانمان لە هەرێمی کوردستان', 'وكلاؤنا في إقليم كردستان', 'Our retailers in the Kurdistan Region'),
  service: t('خزمەتگوزاری', 'الصيانة', 'Service'),
  sales: t('فرۆشتن', 'المبيعات', 'Sales'),
  call: t('پەیوەندی', 'اتصال', 'Call'),
  // The branches' streets as each page's visitors read them (docs/listing-api.md, "Retailers and dealers"); digits are localised on display.
  road100: t('شەقامی 100 مەتری', 'شارع 100 متر', '100 Meter Road'),
  // The street alone: the card names its city after it.
  salimStreet: t('شەقامی سالم', 'شارع سالم', 'Salim Street'),
};

export const FIND_A_RETAILER_NAV: Texts = TEXTS.title;

export function retailerLocatorBlock(language: Language, variant: 'full' | 'list' | 'compact' = 'full') {
  void language; // The locator needs no texts of its own: its translations are the widget's.
  return {
    id: `retailer-locator-${variant}`,
    template: 'retailer_locator',
    props: { block_scroll_id: `find-a-retailer-${variant}`, variant },
  };
}

export function retailerCardsBlock(language: Language) {
  const contact = (label: string, href: string, type = 'phone') => ({ type, icon: type, label, href });
  return {
    id: 'retailer-cards',
    template: 'retailer_cards',
    props: {
      block_scroll_id: 'retailer-cards',
      translations: JSON.stringify({ title: TEXTS.cardsTitle[language] }),
      distance_unit: 'km',
      retailers: [
        // Two of the seeded dealers (dealers.ts), so the cards name retailers that exist: a trading
        // name is the one Latin text a Kurdish or Arabic page shows as written (docs/site-shell.md,
        // "The page sweep").
        {
          name: 'Hawler Premium Motors',
          address: TEXTS.road100[language],
          city: 'Erbil',
          latitude: 36.1911,
          longitude: 44.0092,
          contact_info: JSON.stringify([contact(`${TEXTS.call[language]} 0750 441 2200`, 'tel:+9647504412200')]),
          services: JSON.stringify([
            { icon: 'car', label: TEXTS.sales[language] },
            { icon: 'wrench', label: TEXTS.service[language] },
          ]),
        },
        {
          name: 'Slemani Azadi Motors',
          address: TEXTS.salimStreet[language],
          city: 'Sulaymaniyah',
          latitude: 35.5613,
          longitude: 45.4375,
          contact_info: JSON.stringify([
            contact(`${TEXTS.call[language]} 0770 461 3300`, 'tel:+9647704613300'),
            contact('WhatsApp', 'https://wa.me/9647704613300', 'whatsapp'),
          ]),
          services: JSON.stringify([{ icon: 'wrench', label: TEXTS.service[language] }]),
        },
      ],
    },
  };
}

function page(language: Language): SeedPage {
  // The page's title block names the locator: the locator's own title would repeat it.
  return titledPage(language, RETAILER_LOCATOR_PATH, TEXTS, [
    pageTitleBlock('find-a-retailer', TEXTS.title[language], TEXTS.description[language]),
    { ...retailerLocatorBlock(language, 'full'), props: { block_scroll_id: 'find-a-retailer-full', variant: 'full', hide_title: true } },
  ]);
}

export const RETAILER_LOCATOR_PAGES = inEveryLanguage(page);
