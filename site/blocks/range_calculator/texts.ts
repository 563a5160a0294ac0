/** The server-rendered fallback of the range calculator (shown until the widget runs, or without script). */
import type { Language } from '../../../domain/languages.js';

export interface RangeFallbackTexts {
  title: string;
  selectCar: string;
  discover: string;
  disclaimer: string;
  noScript: string;
}

export const RANGE_FALLBACK_TEXTS: Readonly<Record<Language, RangeFallbackTexts>> = {
  ku: {
    title: 'ژمێرەری مەودای کارەبایی',
    selectCar: 'ئۆتۆمبێلەکەت هەڵبژێرە',
    discover: 'زیاتر بزانە',
    disclaimer: 'مەودای ڕاستەقینە بەندە بە شێوازی لێخوڕین، پلەی گەرما، بار و باری پاترییەکە.',
    noScript: 'بۆ ژماردنی مەودا، تکایە جاڤاسکریپت لە وێبگەڕەکەتدا چالاک بکە.',
  },
  ar: {
    title: 'حاسبة المدى الكهربائي',
    selectCar: 'اختر سيارتك',
    discover: 'اكتشف المزيد',
    disclaimer: 'يعتمد المدى الفعلي على أسلوب القيادة ودرجة الحرارة والحمولة وحالة البطارية.',
    noScript: 'لحساب المدى، يرجى تفعيل جافاسكريبت في متصفحك.',
  },
  en: {
    title: 'Electric range calculator',
    selectCar: 'Choose your vehicle',
    discover: 'Discover',
    disclaimer: 'Real range depends on driving style, temperature, load and the battery’s condition.',
    noScript: 'To calculate the range, please turn on JavaScript in your browser.',
  },
};
