/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  stock_carousel: {
    name: ['کارۆسێلی کۆگا', 'دوّار المخزون'],
    description: [
      'کارۆسێلی ئۆتۆمبێلەکانی لە کۆگادا، بە خێزان، مۆدێل یان بارودۆخ.',
      'دوّار للسيارات في المخزون، مصفّى حسب العائلة أو الطراز أو الحالة.',
    ],
    fields: {
      family: ['خێزان (بە کۆما جیاکراوە)', 'العائلة (مفصولة بفواصل)'],
      sort: ['ڕیزکردن', 'الترتيب'],
      states: ['بارودۆخەکان (نوێ، بەکارهاتوو)', 'الحالات (جديدة، مستعملة)'],
    },
  },
};
