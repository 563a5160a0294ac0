/** Specification at a glance (catalogue: up to 4 per row, 20 groups): big figures with a label. */
import { selectField, textField, longTextField, headedGroups } from '../shared/catalogue-fields.js';
import { ICON_NAMES } from '../shared/icon.js';
import { THUMBNAILS } from '../shared/thumbnails.js';
import type { BlockTemplate, HeadedBlockProps } from '../types.js';

export interface GlanceItem {
  icon: string;
  value: string;
  unit: string;
  label: string;
}

export interface SpecificationAtAGlanceProps extends HeadedBlockProps {
  per_row: string;
  disclaimer: string;
  items: GlanceItem[];
}

export const SPECIFICATION_AT_A_GLANCE_MAX = 20;

export const specificationAtAGlanceTemplate: BlockTemplate<SpecificationAtAGlanceProps> = {
  key: 'specification_at_a_glance',
  name: 'Specification at a glance',
  description: 'Key figures of a model in large type, up to four per row.',
  group: 'Models',
  short_description: 'Key figures in large type.',
  area: 'content',
  list_priority: 14,
  thumbnail: THUMBNAILS.specs,
  ...headedGroups(
    'items',
    'Figures',
    SPECIFICATION_AT_A_GLANCE_MAX,
    { icon: '', value: '', unit: '', label: '' },
    {
      icon: selectField('Icon', [['', 'none'], ...ICON_NAMES]),
      value: textField('Value'),
      unit: textField('Unit'),
      label: textField('Label'),
    },
    {
      fields: { per_row: selectField('Per row', ['2', '3', '4']), disclaimer: longTextField('Disclaimer') },
      defaults: { per_row: '4', disclaimer: '' },
    },
  ),
};
