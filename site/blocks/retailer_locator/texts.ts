/** Texts of the locator's server-rendered fallback (the widget has its own translations). */
import type { Language } from '../../../domain/languages.js';

export interface LocatorFallbackTexts {
  title: string;
  call: string;
  directions: string;
  hours: string;
  none: string;
  noScript: string;
}

export const LOCATOR_FALLBACK_TEXTS: Readonly<Record<Language, LocatorFallbackTexts>> = {
  ku: {
    title: 'بریکارێک بدۆزەرەوە',
    call: 'پەیوەندی',
    directions: 'ڕێگا',
    hours: 'کاتەکانی کارکردن',
    none: 'لە ئێستادا هیچ بریکارێک لە لیستەکەدا نییە.',
    noScript: 'بۆ گەڕان و نەخشە، تکایە جاڤاسکریپت لە وێبگەڕەکەتدا چالاک بکە.',
  },
  ar: {
    title: 'ابحث عن وكيل',
    call: 'اتصال',
    directions: 'الاتجاهات',
    hours: 'ساعات العمل',
    none: 'لا يوجد وكلاء في القائمة حاليًا.',
    noScript: 'للبحث وعرض الخريطة، يرجى تفعيل جافاسكريبت في متصفحك.',
  },
  en: {
    title: 'Find a retailer',
    call: 'Call',
    directions: 'Directions',
    hours: 'Opening hours',
    none: 'There are no retailers to list at the moment.',
    noScript: 'To search and see the map, please turn on JavaScript in your browser.',
  },
};
