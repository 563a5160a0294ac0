/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  accordion: {
    name: ['ئەکۆردیۆن', 'الأكورديون'],
    description: [
      'پرسیار یان بەش کە دەکرێنەوە و دادەخرێن، بە هەڵبژاردن وەک FAQ بۆ بزوێنەرەکانی گەڕان.',
      'أسئلة أو أقسام تُفتح وتُغلق، ويمكن وسمها كأسئلة شائعة لمحركات البحث.',
    ],
    fields: {
      calculator: ['ژمێرەر (JSON)', 'الحاسبة (JSON)'],
      close_all_label: ['دەقی «هەمووی دابخە»', 'نص «إغلاق الكل»'],
      content: ['ناوەڕۆک', 'المحتوى'],
      content_type: ['جۆری ناوەڕۆک', 'نوع المحتوى'],
      finance_options: ['شێوازی پارەدان (JSON)', 'خيارات التمويل (JSON)'],
      has_border: ['چوارچێوە', 'الإطار'],
      has_margin: ['پەراوێز', 'الهامش'],
      has_schema: ['زیادکردنی schemaی FAQ', 'إضافة مخطط الأسئلة الشائعة'],
      open_all_label: ['دەقی «هەمووی بکەرەوە»', 'نص «فتح الكل»'],
    },
  },
};
