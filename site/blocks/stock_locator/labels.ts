/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';
import { CURATED_VEHICLES_LABEL } from './curated-field.js';
import { filterToggleLabels } from './filter-toggles.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  stock_locator: {
    name: ['دۆزەرەوەی کۆگا', 'محدد المخزون'],
    description: ['گەڕان و پاڵاوتنی ئۆتۆمبێلەکانی لە کۆگادا لە لیستێکدا.', 'ابحث وصفِّ السيارات في المخزون ضمن قائمة واحدة.'],
    fields: { ...filterToggleLabels(), vehicles: CURATED_VEHICLES_LABEL },
  },
};
