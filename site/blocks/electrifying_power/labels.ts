/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  electrifying_power: {
    name: ['هێزی کارەبایی', 'القوة الكهربائية'],
    description: [
      'چیرۆکی کارەبایی و هایبریدی پلاگ-ئین: وێنەیەک لەتەنیشت سەردێڕ، دەق و ژمارەکان.',
      'قصة الكهربائي والهجين القابل للشحن: صورة بجانب عنوان ونص وأرقام.',
    ],
    fields: { figures: ['ژمارەکان', 'الأرقام'] },
  },
};
