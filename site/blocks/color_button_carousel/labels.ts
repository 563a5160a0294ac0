/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  color_button_carousel: {
    name: ['هەڵبژێری ڕەنگ', 'منتقي اللون'],
    description: ['ئۆتۆمبێلەکە بە هەر ڕەنگێک، بە ڕیزێک دوگمەی ڕەنگ هەڵدەبژێردرێت.', 'السيارة بكل لون طلاء، يُختار بصف من أزرار الألوان.'],
    fields: {
      is_bigger_picker: ['هەڵبژێری گەورەتر', 'منتقي أكبر'],
      link_label: ['دەقی بەستەر', 'نص الرابط'],
      main_image: ['وێنەی سەرەکی', 'الصورة الرئيسية'],
      thumbnail: ['وێنۆچکە', 'الصورة المصغرة'],
    },
  },
};
