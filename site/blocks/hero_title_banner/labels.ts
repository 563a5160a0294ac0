/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  hero_title_banner: {
    name: ['بانەری ناونیشانی سەرەکی', 'بانر العنوان الرئيسي'],
    description: [
      'ناونیشانی پەڕە و ژێرناونیشانێک لەسەر وێنەیەکی پان، لە سەرەوەی پەڕە.',
      'عنوان الصفحة وعنوان فرعي فوق صورة بعرض كامل أعلى الصفحة.',
    ],
    fields: { content_alignment: ['ڕیزکردنی ناوەڕۆک', 'محاذاة المحتوى'], subtitle: ['ژێرناونیشان', 'العنوان الفرعي'] },
  },
};
