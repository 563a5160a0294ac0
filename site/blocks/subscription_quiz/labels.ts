/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  subscription_quiz: {
    name: ['پرسیاری بەشداریکردن', 'اختبار الاشتراك'],
    description: ['مەبەست، ماوە و مەودا کە دەگەنە بەرهەمێک و جێگرەوەکانی.', 'الغرض والمدة والمسافة تقود إلى منتج رئيسي وبدائله.'],
  },
};
