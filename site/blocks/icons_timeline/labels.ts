/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  icons_timeline: {
    name: ['هێڵی کاتی ئایکۆن', 'خط زمني بالأيقونات'],
    description: [
      'قۆناغەکان لەسەر هێڵێک، هەریەکە بە ئایکۆن، ساڵ، ناونیشان و دەق.',
      'محطات على خط، لكل منها أيقونة وتسمية كسنة وعنوان ونص.',
    ],
    fields: { label: ['ناونیشان (ساڵ)', 'التسمية (السنة)'] },
  },
};
