/**
 * This block's name, description and the field labels only it words in Kurdish Sorani and Arabic for the
 * editor; English is the template's own text, and a field name every block shares is labelled in
 * site/blocks/shared/field-labels.ts. Words follow docs/glossary-ku.md.
 */
import type { BlockLabels } from '../define-block.js';
import { CURATED_VEHICLES_LABEL } from '../stock_locator/curated-field.js';
import { filterToggleLabels } from '../stock_locator/filter-toggles.js';

export const labels: Readonly<Record<string, BlockLabels>> = {
  stock_locator_overseas: {
    name: ['دۆزەرەوەی کۆگا (دەرەوەی وڵات)', 'محدد المخزون (خارجي)'],
    description: ['دۆزەرەوەی کۆگا بۆ کڕیارانی دەرەوەی وڵات: تەنها کڕینی نەختینە.', 'محدد المخزون للمشترين من الخارج: عروض نقدية فقط.'],
    fields: { ...filterToggleLabels(), vehicles: CURATED_VEHICLES_LABEL },
  },
};
