/**
 * These blocks' name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  retailer_schema: {
    name: ['داتای بریکار', 'مخطط الوكيل'],
    description: ['داتای ڕێکخراو (schema.org AutoDealer) بۆ بزوێنەرەکانی گەڕان.', 'بيانات منظمة (schema.org AutoDealer) لمحركات البحث.'],
  },
  retailer_service_schema: {
    name: ['داتای خزمەتگوزاریی بریکار', 'مخطط خدمة الوكيل'],
    description: ['داتای ڕێکخراو (schema.org AutoRepair) بۆ بزوێنەرەکانی گەڕان.', 'بيانات منظمة (schema.org AutoRepair) لمحركات البحث.'],
  },
};
