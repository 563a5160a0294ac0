/**
 * The dealer location map's own words (the details' keys, the map's label, and the directions link
 * when the editor left it empty), per language. Kurdish follows docs/glossary-ku.md.
 */
import type { Language } from '../../../domain/languages.js';

export interface LocationMapTexts {
  directions: string;
  phone: string;
  email: string;
  openingHours: string;
  mapLabel: string;
}

export const LOCATION_MAP_TEXTS: Readonly<Record<Language, LocationMapTexts>> = {
  ku: {
    directions: 'ڕێنمایی ڕێگا',
    phone: 'تەلەفۆن',
    email: 'ئیمەیڵ',
    openingHours: 'کاتەکانی کارکردن',
    mapLabel: 'نەخشەی شوێن',
  },
  ar: {
    directions: 'الاتجاهات',
    phone: 'الهاتف',
    email: 'البريد الإلكتروني',
    openingHours: 'ساعات العمل',
    mapLabel: 'خريطة الموقع',
  },
  en: {
    directions: 'Directions',
    phone: 'Phone',
    email: 'Email',
    openingHours: 'Opening hours',
    mapLabel: 'Location map',
  },
};
