/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  single_offer: {
    name: ['یەک ئۆفەر', 'عرض واحد'],
    description: [
      'ئۆفەرێک: وێنە، ئۆفەرەکە، نرخەکەی و ماوەکەی، مەرجەکان و دوو دوگمە.',
      'عرض واحد: صورة، العرض، سطر السعر والصلاحية، الشروط وزران.',
    ],
    fields: { price_note: ['تێبینیی نرخ', 'ملاحظة السعر'], valid_until: ['بەردەوامە تا (دەق)', 'صالح حتى (نص)'] },
  },
};
