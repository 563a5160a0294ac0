/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  vin_checker: {
    name: ['پشکنەری ژمارەی شاسی', 'فاحص رقم الهيكل'],
    description: ['دەڵێت ئایا ئۆتۆمبێلەکە لە هەڵمەتێکی خزمەتگوزاریدایە.', 'يخبر الزائر إن كانت سيارته ضمن حملة خدمة مفتوحة.'],
    fields: {
      label_text: ['دەقی ناونیشان', 'نص التسمية'],
      response_negative: ['وەڵامی نەرێنی', 'الرد السلبي'],
      response_positive: ['وەڵامی ئەرێنی', 'الرد الإيجابي'],
      section_class: ['کلاسی بەش', 'صنف القسم'],
      section_height: ['بەرزیی بەش', 'ارتفاع القسم'],
      section_paragraph: ['بڕگەی بەش', 'فقرة القسم'],
    },
  },
};
