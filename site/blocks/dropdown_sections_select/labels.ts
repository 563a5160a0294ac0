/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  dropdown_sections_select: {
    name: ['هەڵبژاردنی بەش بە لیست', 'اختيار الأقسام بقائمة'],
    description: ['لیستێک کە تەنها بلۆکەکانی هەڵبژاردەکە پیشان دەدات.', 'قائمة منسدلة تعرض كتل الخيار المختار فقط.'],
    fields: {
      button_label: ['دەقی دوگمە', 'نص الزر'],
      dropdown_default: ['دەقی نموونەی لیست', 'النص التوضيحي للقائمة'],
      edit_text: ['دەقی گۆڕین', 'نص التعديل'],
      modal_text: ['دەق', 'النص'],
      option_blocks: ['ناسنامەی بلۆکەکان (بە کۆما)', 'معرّفات الكتل (مفصولة بفواصل)'],
      options: ['هەڵبژاردەکان', 'الخيارات'],
      selection_text: ['دەقی هەڵبژاردن', 'نص الاختيار'],
    },
  },
};
