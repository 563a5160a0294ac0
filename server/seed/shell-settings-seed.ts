/**
 * Settings of the shell's interactive parts (domain/shell/setting-keys.ts), copy in Kurdish,
 * English and Arabic: the basic cookie banner, four quick links (3 on phones), the exit popup for
 * links that leave for other sites except the brand's own, and the modal form's close rules.
 */
import type { Insertable } from 'kysely';
import { LANGUAGES, type Language } from '../../domain/languages.js';
import { SHELL_SETTING_KEYS } from '../../domain/shell/setting-keys.js';
import { shellElementStrings } from '../../site/i18n/shell-elements.js';
import type { SettingsTable } from '../db/schema.js';

const perLanguage = <T>(pick: (language: Language) => T): Record<Language, T> =>
  Object.fromEntries(LANGUAGES.map((language) => [language, pick(language)])) as Record<Language, T>;

const QUICK_LINK_TEXTS: Record<Language, { stock: string; retailers: string; about: string; faq: string }> = {
  ku: { stock: 'ئۆتۆمبێلە بەردەستەکان', retailers: 'بریکارەکان', about: 'دەربارەی ئێمە', faq: 'پرسیارە باوەکان' },
  en: { stock: 'Vehicles in stock', retailers: 'Retailers', about: 'About us', faq: 'Questions' },
  ar: { stock: 'السيارات المتوفرة', retailers: 'الوكلاء', about: 'من نحن', faq: 'الأسئلة الشائعة' },
};

const link = (url: string, link_text: string) => ({ url, link_text, target: '_self', type: 'internal' });

export const SEEDED_FAB = perLanguage((language) => {
  const t = QUICK_LINK_TEXTS[language];
  return {
    desktop_count: 4,
    mobile_count: 3,
    items: [
      { link: link('/stock', t.stock), icon: 'car', dc_strategy: null },
      { link: link('/contact-us', t.retailers), icon: 'pin', dc_strategy: null },
      { link: link('/about-us', t.about), icon: 'info', dc_strategy: null },
      { link: link('/about-us#faq', t.faq), icon: 'question', dc_strategy: null },
    ],
  };
});

export function shellSettingRows(): Insertable<SettingsTable>[] {
  const k = SHELL_SETTING_KEYS;
  const entries: [string, string][] = [
    [k.cookieConsentStrategy, 'basic'],
    [k.cookieConsentTexts, JSON.stringify(perLanguage((language) => shellElementStrings(language).cookieConsent))],
    [k.fab, JSON.stringify(SEEDED_FAB)],
    [k.exitPopupDoUrl, JSON.stringify(['https://*', 'http://*'])],
    [k.exitPopupDontUrl, JSON.stringify(['landrover.com', 'youtube.com', 'youtube-nocookie.com'])],
    [k.exitPopupCopy, JSON.stringify(perLanguage((language) => shellElementStrings(language).exitPopup))],
    [k.modalForm, JSON.stringify({ allow_escape: true, close_on_backdrop: true, prevent_close: false })],
  ];
  return entries.map(([key, value]) => ({ key, value }));
}
