/** The server-rendered fallback of the VIN checker (shown until the widget runs, or without script). */
import type { Language } from '../../../domain/languages.js';

export interface VinFallbackTexts {
  title: string;
  label: string;
  button: string;
  noScript: string;
}

export const VIN_FALLBACK_TEXTS: Readonly<Record<Language, VinFallbackTexts>> = {
  ku: {
    title: 'ئۆتۆمبێلەکەت بپشکنە',
    label: 'ژمارەی شاسی بنووسە',
    button: 'پشکنین',
    noScript: 'بۆ پشکنینی ژمارەی شاسی، تکایە جاڤاسکریپت لە وێبگەڕەکەتدا چالاک بکە.',
  },
  ar: {
    title: 'افحص سيارتك',
    label: 'أدخل رقم الهيكل',
    button: 'افحص الرقم',
    noScript: 'لفحص رقم الهيكل، يرجى تفعيل جافاسكريبت في متصفحك.',
  },
  en: {
    title: 'Check your vehicle',
    label: 'Enter VIN Number',
    button: 'Check Vin',
    noScript: 'To check a VIN, please turn on JavaScript in your browser.',
  },
};
