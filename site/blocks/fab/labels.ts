/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  fab: {
    name: ['بەستەرە خێراکان', 'الروابط السريعة'],
    description: [
      'بەستەرە خێراکانی تەنها ئەم پەڕەیە: جێگەی بەستەرە خێراکانی هەموو ماڵپەڕ دەگرنەوە.',
      'روابط سريعة لهذه الصفحة فقط: تحل محل الروابط السريعة للموقع كله.',
    ],
    fields: {
      dc_strategy: ['ناوەڕۆکی گۆڕاو (JSON)', 'المحتوى الديناميكي (JSON)'],
      desktop_count: ['بەستەرەکان لە کۆمپیوتەر', 'الروابط على سطح المكتب'],
      mobile_count: ['بەستەرەکان لە مۆبایل', 'الروابط على الهواتف'],
    },
  },
};
