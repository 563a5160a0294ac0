/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  gallery_carousel: {
    name: ['کارۆسێلی گەلەری', 'دوّار المعرض'],
    description: ['تا چل وێنە لە کارۆسێلێکدا؛ هەریەکە بە پڕشاشە دەکرێتەوە.', 'حتى أربعين صورة في دوّار؛ كل منها يفتح بملء الشاشة.'],
    fields: { pictures: ['وێنەکان', 'الصور'] },
  },
};
