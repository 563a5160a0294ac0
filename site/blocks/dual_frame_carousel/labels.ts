/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  dual_frame_carousel: {
    name: ['کارۆسێلی دوو چوارچێوە 2.0', 'دوّار الإطارين 2.0'],
    description: ['سلایدی دوو وێنەی چوارچێوەدار لەگەڵ سەردێڕ، دەق و بەستەر.', 'شرائح من صورتين بإطار مع عنوان ونص ورابط.'],
    fields: { image_primary: ['وێنەی گەورە', 'الصورة الكبيرة'], image_secondary: ['وێنەی بچووک', 'الصورة الصغيرة'] },
  },
};
