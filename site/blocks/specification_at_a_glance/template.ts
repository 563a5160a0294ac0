/** Specification at a glance (catalogue: up to 4 per row, 20 groups): big figures with a label. */
import { selectField, textField } from '../shared/catalogue-fields.js';
import { ICON_NAMES } from '../shared/icon.js';
import { headingLevelField } from '../shared/link-fields.js';
import { THUMBNAILS } from '../shared/thumbnails.js';
import { scrollIdField, type BaseBlockProps, type BlockTemplate } from '../types.js';

export interface GlanceItem {
  icon: string;
  value: string;
  unit: string;
  label: string;
}

export interface SpecificationAtAGlanceProps extends BaseBlockProps {
  heading: string;
  heading_level: string;
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
  field_groups: 'items',
  field_groups_seed: 1,
  max_field_groups: SPECIFICATION_AT_A_GLANCE_MAX,
  fields: {
    block_scroll_id: scrollIdField,
    heading: textField('Heading'),
    heading_level: headingLevelField(),
    per_row: selectField('Per row', ['2', '3', '4']),
    disclaimer: { label: 'Disclaimer', type: 'text', translatable: true },
    items: {
      label: 'Figures',
      type: 'array',
      max: SPECIFICATION_AT_A_GLANCE_MAX,
      defaultItemProps: { icon: '', value: '', unit: '', label: '' },
      arrayFields: {
        icon: {
          label: 'Icon',
          type: 'select',
          options: [{ label: 'none', value: '' }, ...ICON_NAMES.map((value) => ({ label: value, value }))],
        },
        value: textField('Value'),
        unit: textField('Unit'),
        label: textField('Label'),
      },
    },
  },
  defaultProps: { block_scroll_id: '', heading: '', heading_level: '2', per_row: '4', disclaimer: '', items: [] },
};
