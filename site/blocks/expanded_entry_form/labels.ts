/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  expanded_entry_form: {
    name: ['فۆرمی داخڵکردنی فراوان', 'نموذج الإدخال الموسّع'],
    description: ['فۆرم لە تابەکاندا، هەر تابێک بە ئایکۆن و وێنە.', 'نماذج في تبويبات، لكل تبويب أيقونة وصورة.'],
    fields: {
      tab_x_padding: ['بۆشایی لای تاب (px)', 'الحشوة الجانبية للتبويب (px)'],
      top_tabs_limit: ['تابەکانی ڕیزی سەرەوە', 'التبويبات في الصف العلوي'],
    },
  },
};
