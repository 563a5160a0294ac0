/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  map_update: {
    name: ['نوێکردنەوەی نەخشە', 'تحديث الخرائط'],
    description: [
      'چۆنیەتی نوێکردنەوەی نەخشەکانی ڕێنیشاندەر: پێشەکی، هەنگاو، وێنە و بەستەری داگرتن.',
      'كيفية تحديث خرائط الملاحة: مقدمة وخطوات مرقمة وصورة ورابط تنزيل.',
    ],
    fields: { intro: ['پێشەکی', 'المقدمة'], note: ['تێبینی', 'ملاحظة'] },
  },
};
