/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  retailer_locator: {
    name: ['دۆزەرەوەی بریکار', 'محدد الوكلاء'],
    description: [
      'بریکارێک بدۆزەرەوە بە پارێزگا، شار یان ناو، یان نزیکی سەردانکەر.',
      'ابحث عن وكيل حسب المحافظة أو المدينة أو الاسم أو بالقرب من الزائر.',
    ],
    fields: {
      variant: ['جۆر', 'النوع'],
      hide_title: ['ناونیشانی دۆزەرەوەکە بشارەوە (سەردێڕێکی سەرەوە ناوی دەبات)', 'إخفاء عنوان المحدد (عنوان أعلاه يسمّيه)'],
    },
  },
};
