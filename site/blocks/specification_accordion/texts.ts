/** Default texts of the specification accordion, per language (block texts replace them). */
import type { Language } from '../../../domain/languages.js';

export interface SpecificationAccordionTexts {
  heading: string;
  selectModel: string;
  selectEngine: string;
  specification: string;
}

export const SPECIFICATION_ACCORDION_TEXTS: Readonly<Record<Language, SpecificationAccordionTexts>> = {
  ku: {
    heading: 'تایبەتمەندییەکان',
    selectModel: 'مۆدێل هەڵبژێرە',
    selectEngine: 'بزوێنەر هەڵبژێرە',
    specification: 'تایبەتمەندییەکانی',
  },
  ar: {
    heading: 'المواصفات',
    selectModel: 'اختر الطراز',
    selectEngine: 'اختر المحرك',
    specification: 'مواصفات',
  },
  en: {
    heading: 'Specifications',
    selectModel: 'Select model',
    selectEngine: 'Select engine',
    specification: 'Specification',
  },
};
