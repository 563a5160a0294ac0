/**
 * Words of the navigation and footer parts added with the settings-driven shell, per language
 * (kept beside the layouts so the shared site/i18n tables stay untouched by this part).
 */
import type { Language } from '../../domain/languages.js';

export interface NavStrings {
  menu: string;
  breadcrumbs: string;
  home: string;
  retailer: string;
  offers: string;
  /** Accessible name of a brand homepage link: "{brand} – home page". */
  brandHome: (brand: string) => string;
  /** Accessible name of a social icon link without its own aria label. */
  social: (network: string) => string;
  opensInNewWindow: string;
}

const NETWORK_NAMES: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  twitter: 'X',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
  snapchat: 'Snapchat',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  pinterest: 'Pinterest',
  threads: 'Threads',
  vimeo: 'Vimeo',
  wechat: 'WeChat',
  weibo: 'Weibo',
  line: 'LINE',
  vk: 'VK',
};

export function networkName(key: string): string {
  return NETWORK_NAMES[key] ?? key;
}

export const NAV_STRINGS: Record<Language, NavStrings> = {
  ku: {
    menu: 'لیست',
    breadcrumbs: 'شوێنی ئێستا',
    home: 'سەرەکی',
    retailer: 'بریکارەکەت',
    offers: 'ئۆفەرەکان',
    brandHome: (brand) => `${brand} - پەڕەی سەرەکی`,
    social: (network) => `لاند ڕۆڤەر لە ${networkName(network)}`,
    opensInNewWindow: '(لە پەنجەرەیەکی نوێ دەکرێتەوە)',
  },
  ar: {
    menu: 'القائمة',
    breadcrumbs: 'مسار التنقل',
    home: 'الرئيسية',
    retailer: 'الوكيل',
    offers: 'العروض',
    brandHome: (brand) => `${brand} - الصفحة الرئيسية`,
    social: (network) => `لاند روفر على ${networkName(network)}`,
    opensInNewWindow: '(يفتح في نافذة جديدة)',
  },
  en: {
    menu: 'Menu',
    breadcrumbs: 'Breadcrumb',
    home: 'Home',
    retailer: 'Your retailer',
    offers: 'Offers',
    brandHome: (brand) => `${brand} – home page`,
    social: (network) => `Land Rover on ${networkName(network)}`,
    opensInNewWindow: '(opens in a new window)',
  },
};
