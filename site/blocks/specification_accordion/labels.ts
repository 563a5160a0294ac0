/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  specification_accordion: {
    name: ['ئەکۆردیۆنی تایبەتمەندییەکان', 'أكورديون المواصفات'],
    description: [
      'مۆدێل و بزوێنەر هەڵبژێرە و بەشەکانی تایبەتمەندییەکانی ئەو ئۆتۆمبێلە ببینە.',
      'اختر طرازًا ومحركًا واعرض أقسام مواصفات تلك السيارة.',
    ],
    fields: {
      select_model_label: ['دەقی هەڵبژاردنی مۆدێل', 'نص اختيار الطراز'],
      select_engine_label: ['دەقی هەڵبژاردنی بزوێنەر', 'نص اختيار المحرك'],
      specification_label: ['دەقی تایبەتمەندییەکان', 'نص المواصفات'],
      model_key_additional: [
        'کلیلی ئەو مۆدێلانەی پێشکەش دەکرێن (بە فاریزە جیاکراونەتەوە؛ بەتاڵ = هەموو)',
        'مفاتيح الطرازات المعروضة (مفصولة بفواصل؛ فارغ = الكل)',
      ],
      specifications: ['تایبەتمەندییەکان', 'المواصفات'],
      model_label: ['ناوی مۆدێل', 'اسم الطراز'],
      engine_label: ['بزوێنەر', 'المحرك'],
      rows: ['ڕیزەکان (هەر دێڕێک «ناونیشان | بەها»)', 'الصفوف (سطر لكل «تسمية | قيمة»)'],
    },
  },
};
