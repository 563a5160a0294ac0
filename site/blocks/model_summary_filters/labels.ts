/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  model_summary_filters: {
    name: ['پاڵاوتنەکانی کورتەی مۆدێل', 'مرشحات ملخص الطراز'],
    description: ['هەڵبژاردنی شێوەی لاشە و مۆدێل بۆ پاڵاوتنی جۆرەکانی پەڕەکە.', 'قوائم نوع الهيكل والطراز لتصفية الفئات المعروضة.'],
    fields: {
      all_label: ['دەقی «هەموو»', 'نص «الكل»'],
      selectBodystyle: ['ناونیشانی هەڵبژاردنی شێوەی لاشە', 'تسمية اختيار نوع الهيكل'],
      selectModel: ['ناونیشانی هەڵبژاردنی مۆدێل', 'تسمية اختيار الطراز'],
      submit: ['دەقی ناردن', 'نص الإرسال'],
    },
  },
};
