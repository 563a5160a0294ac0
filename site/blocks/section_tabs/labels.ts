/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  section_tabs: {
    name: ['تابی بەشەکان', 'تبويبات الأقسام'],
    description: [
      'تاب بۆ ئەو بلۆکانەی دواتر دێن، بە هەڵبژاردن لەگەڵ پەنجەرەی کارتی کورتە.',
      'تبويبات فوق الكتل التالية، مع نافذة اختيارية لبطاقات الملخص.',
    ],
    fields: {
      has_modal: ['پەنجەرەی هەیە', 'له نافذة منبثقة'],
      modal_button_label: ['دەقی دوگمەی پەنجەرە', 'نص زر النافذة'],
      modal_card_image: ['وێنەی کارتی پەنجەرە', 'صورة بطاقة النافذة'],
      modal_card_text: ['دەقی کارتی پەنجەرە', 'نص بطاقة النافذة'],
      modal_card_title: ['ناونیشانی کارتی پەنجەرە', 'عنوان بطاقة النافذة'],
    },
  },
};
