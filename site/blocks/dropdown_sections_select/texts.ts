/**
 * Default texts of the dropdown sections select where the editor left a field empty, per language
 * (block texts replace them). Kurdish follows docs/glossary-ku.md.
 */
import type { Language } from '../../../domain/languages.js';

export interface SectionsSelectTexts {
  select: string;
  all: string;
  apply: string;
  selection: string;
  edit: string;
  clear: string;
}

export const SECTIONS_SELECT_TEXTS: Readonly<Record<Language, SectionsSelectTexts>> = {
  ku: {
    select: 'بەشێک هەڵبژێرە',
    all: 'هەموو بەشەکان',
    apply: 'پیشاندان',
    selection: 'هەڵبژاردەی تۆ:',
    edit: 'گۆڕین',
    clear: 'سڕینەوە',
  },
  ar: {
    select: 'اختر قسماً',
    all: 'كل الأقسام',
    apply: 'عرض',
    selection: 'اختيارك:',
    edit: 'تعديل',
    clear: 'مسح',
  },
  en: {
    select: 'Choose a section',
    all: 'All sections',
    apply: 'Show',
    selection: 'Your selection:',
    edit: 'Change',
    clear: 'Clear',
  },
};
