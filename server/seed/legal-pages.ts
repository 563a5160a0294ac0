/**
 * The legal pages in every language: terms and conditions, privacy policy and cookie policy, at the
 * paths other sites and the checkouts link to (/terms-conditions, /privacy-policy, /cookie-policy). The order-online and
 * reservation checkouts link to the terms page in their own language. Each page is an opening
 * snippet (its h1) followed by one snippet per section; the texts live in legal-texts-{ku,ar,en}.ts.
 */
import type { Language } from '../../domain/languages.js';
import type { SeedPage } from './seed-page-parts.js';
import { AR_LEGAL_TEXTS } from './legal-texts-ar.js';
import { EN_LEGAL_TEXTS } from './legal-texts-en.js';
import { KU_LEGAL_TEXTS } from './legal-texts-ku.js';
import type { LegalText, LegalTexts } from './legal-texts.js';

export const TERMS_PAGE_PATH = '/terms-conditions';
export const PRIVACY_PAGE_PATH = '/privacy-policy';
export const COOKIE_PAGE_PATH = '/cookie-policy';

function legalPage(path: string, key: string, text: LegalText): SeedPage {
  return {
    path,
    title: text.title,
    meta_title: null,
    meta_description: text.description,
    blocks: [
      {
        id: `${key}-intro`,
        template: 'snippet',
        props: { block_scroll_id: '', heading: text.title, heading_level: '1', alignment: 'start', paragraph: text.intro },
      },
      ...text.sections.map(([heading, paragraph], index) => ({
        id: `${key}-${index + 1}`,
        template: 'snippet',
        props: { block_scroll_id: `${key}-${index + 1}`, heading, heading_level: '2', alignment: 'start', paragraph },
      })),
    ],
  };
}

function legalPages(texts: LegalTexts): SeedPage[] {
  return [
    legalPage(TERMS_PAGE_PATH, 'terms', texts.terms),
    legalPage(PRIVACY_PAGE_PATH, 'privacy', texts.privacy),
    legalPage(COOKIE_PAGE_PATH, 'cookies', texts.cookies),
  ];
}

export const LEGAL_PAGES: Readonly<Record<Language, readonly SeedPage[]>> = {
  ku: legalPages(KU_LEGAL_TEXTS),
  ar: legalPages(AR_LEGAL_TEXTS),
  en: legalPages(EN_LEGAL_TEXTS),
};
