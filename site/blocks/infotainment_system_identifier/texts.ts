/** Default texts of the infotainment system identifier, per language (block texts replace them). */
import type { Language } from '../../../domain/languages.js';

export interface InfotainmentTexts {
  title: string;
  modelTitle: string;
  dropdownLabel: string;
  placeholder: string;
  button: string;
  howTo: string;
  close: string;
}

export const INFOTAINMENT_TEXTS: Readonly<Record<Language, InfotainmentTexts>> = {
  ku: {
    title: 'ئۆتۆمبێلەکەم کام سیستەمی زانیاری و سەرگەرمی هەیە؟',
    modelTitle: 'ئۆتۆمبێلەکەت ({selectedOption}) ئەم سیستەمەی هەیە',
    dropdownLabel: 'مۆدێل و ساڵی مۆدێل',
    placeholder: 'ئۆتۆمبێلەکەت هەڵبژێرە',
    button: 'نیشانم بدە',
    howTo: 'چۆن بەکاری بهێنم',
    close: 'داخستن',
  },
  ar: {
    title: 'ما نظام المعلومات والترفيه في سيارتي؟',
    modelTitle: 'سيارتك {selectedOption} مزوّدة بـ',
    dropdownLabel: 'الطراز وسنة الطراز',
    placeholder: 'اختر سيارتك',
    button: 'أرني',
    howTo: 'كيفية الاستخدام',
    close: 'إغلاق',
  },
  en: {
    title: 'Which infotainment system do I have?',
    modelTitle: 'Your {selectedOption} has',
    dropdownLabel: 'Model and year',
    placeholder: 'Select your vehicle',
    button: 'Show me',
    howTo: 'How to use it',
    close: 'Close',
  },
};

/** The model title with the chosen option in place of {selectedOption}. */
export const fillModelTitle = (template: string, option: string) => template.replace(/\{selectedOption\}/g, option);
