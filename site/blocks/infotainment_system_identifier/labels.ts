/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  infotainment_system_identifier: {
    name: ['ناسینەوەی سیستەمی ڕاگەیاندن', 'محدد نظام المعلومات والترفيه'],
    description: ['مۆدێل و ساڵ هەڵبژێرە بۆ زانینی سیستەمی ڕاگەیاندنەکەی.', 'اختر طرازًا وسنة لمعرفة نظام المعلومات والترفيه فيه.'],
    fields: {
      dropdown_placeholder: ['دەقی نموونەی لیست', 'النص التوضيحي للقائمة'],
      features: ['تایبەتمەندییەکان (هەر یەکە لە دێڕێک)', 'الميزات (واحدة في كل سطر)'],
      model_title: ['ناونیشانی مۆدێل', 'عنوان الطراز'],
      system_description: ['وەسفی سیستەم', 'وصف النظام'],
      system_name: ['ناوی سیستەم', 'اسم النظام'],
    },
  },
};
