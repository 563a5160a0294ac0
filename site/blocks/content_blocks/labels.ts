/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  content_blocks: {
    name: ['بلۆکی ناوەڕۆک', 'كتل المحتوى'],
    description: [
      'کارت بە وێنە، سەردێڕ، دەق و بەستەر، لە تۆڕێک یان ڕیزێکی خلیسکێندا.',
      'بطاقات بصورة وعنوان ونص ورابط، في شبكة أو صف قابل للسحب.',
    ],
    fields: { columns: ['کارت لە هەر ڕیزێکدا', 'البطاقات في كل صف'], layout: ['شێوەی دانان', 'التخطيط'] },
  },
};
