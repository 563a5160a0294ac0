/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  number_button_carousel: {
    name: ['کارۆسێلی دوگمەی ژمارەدار', 'دوّار الأزرار المرقمة'],
    description: ['سلاید کە بە دوگمەی ژمارەدار هەڵدەبژێردرێن.', 'شرائح تُختار بأزرار مرقمة.'],
  },
};
