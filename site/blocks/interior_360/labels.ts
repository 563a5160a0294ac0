/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  interior_360: {
    name: ['360ی ناوەوە', 'العرض الداخلي 360'],
    description: ['سەیری ناوەوەی ئۆتۆمبێل بکە: ڕایبکێشە یان کلیلی تیرەکان بەکاربهێنە.', 'تجوّل في المقصورة: اسحب أو استخدم مفاتيح الأسهم.'],
  },
};
