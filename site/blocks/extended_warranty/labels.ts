/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  extended_warranty: {
    name: ['گەرەنتیی درێژکراوە', 'الضمان الممتد'],
    description: ['نرخی دەستپێکی گەرەنتیی درێژکراوە بۆ هەر مۆدێلێک و فۆرمی داواکاری.', 'أسعار بدء الضمان الممتد لكل طراز ونموذج الطلب.'],
    fields: {
      table_caption: ['ناونیشانی خشتە', 'عنوان الجدول'],
      table_content: ['ناوەڕۆکی خشتە (JSON)', 'محتوى الجدول (JSON)'],
      table_model_label: ['ناونیشانی ستوونی مۆدێل', 'تسمية عمود الطراز'],
      table_price_label: ['ناونیشانی ستوونی نرخ', 'تسمية عمود السعر'],
    },
  },
};
