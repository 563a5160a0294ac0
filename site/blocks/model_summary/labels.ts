/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  model_summary: {
    name: ['کورتەی مۆدێل', 'ملخص الطراز'],
    description: [
      'جۆرەکانی مۆدێلێک لەتەنیشت یەک، هەریەکە بە سێ ژمارەی سەرەکی.',
      'فئات الطراز جنبًا إلى جنب مع ثلاثة أرقام رئيسية لكل منها.',
    ],
    fields: {
      derivatives: ['جۆرەکان', 'الفئات'],
      engine_key: ['کلیلی بزوێنەر', 'مفتاح المحرك'],
      has_columns: ['پیشاندان لە ستووندا', 'العرض في أعمدة'],
      model: ['مۆدێل', 'الطراز'],
      spec_key_1: ['کلیلی تایبەتمەندی 1', 'مفتاح المواصفة 1'],
      spec_key_2: ['کلیلی تایبەتمەندی 2', 'مفتاح المواصفة 2'],
      spec_key_3: ['کلیلی تایبەتمەندی 3', 'مفتاح المواصفة 3'],
      spec_label_1: ['ناونیشانی تایبەتمەندی 1', 'تسمية المواصفة 1'],
      spec_label_2: ['ناونیشانی تایبەتمەندی 2', 'تسمية المواصفة 2'],
      spec_label_3: ['ناونیشانی تایبەتمەندی 3', 'تسمية المواصفة 3'],
      spec_value_1: ['بەهای تایبەتمەندی 1', 'قيمة المواصفة 1'],
      spec_value_2: ['بەهای تایبەتمەندی 2', 'قيمة المواصفة 2'],
      spec_value_3: ['بەهای تایبەتمەندی 3', 'قيمة المواصفة 3'],
    },
  },
};
