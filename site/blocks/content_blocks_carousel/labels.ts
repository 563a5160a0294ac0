/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  content_blocks_carousel: {
    name: ['کارۆسێلی بلۆکی ناوەڕۆک', 'دوّار كتل المحتوى'],
    description: [
      'کارتی ناوەڕۆک لە ڕیزێکی خلیسکێندا، سێ لە یەک کاتدا لە شاشەی پان.',
      'بطاقات محتوى في صف قابل للسحب، ثلاث في كل مرة على الشاشات العريضة.',
    ],
  },
};
