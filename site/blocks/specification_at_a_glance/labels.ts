/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  specification_at_a_glance: {
    name: ['تایبەتمەندی بە کورتی', 'المواصفات في لمحة'],
    description: ['ژمارە سەرەکییەکانی مۆدێلێک بە پیتی گەورە، تا چوار لە ڕیزێکدا.', 'الأرقام الرئيسية للطراز بخط كبير، حتى أربعة في الصف.'],
    fields: { per_row: ['لە هەر ڕیزێکدا', 'في كل صف'] },
  },
};
