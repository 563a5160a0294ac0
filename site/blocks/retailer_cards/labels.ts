/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  retailer_cards: {
    name: ['کارتی بریکاران', 'بطاقات الوكلاء'],
    description: ['کارتی بریکارە هەڵبژێردراوەکان لەگەڵ بەستەر و خزمەتگوزارییەکانیان.', 'بطاقات وكلاء مختارين مع روابطهم وخدماتهم.'],
    fields: { city: ['شار', 'المدينة'], retailers: ['بریکاران', 'الوكلاء'], services: ['خزمەتگوزارییەکان (JSON)', 'الخدمات (JSON)'] },
  },
};
