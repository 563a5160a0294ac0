/** Inspired collection (catalogue: 4 groups): up to four inspiration cards in an editorial grid. */
import { textField } from '../shared/catalogue-fields.js';
import { headingLevelField } from '../shared/link-fields.js';
import { slideArrayField, type Slide } from '../shared/slide-fields.js';
import { THUMBNAILS } from '../shared/thumbnails.js';
import { scrollIdField, type BaseBlockProps, type BlockTemplate } from '../types.js';

export interface InspiredCollectionProps extends BaseBlockProps {
  heading: string;
  heading_level: string;
  paragraph: string;
  items: Slide[];
}

export const INSPIRED_COLLECTION_MAX = 4;

export const inspiredCollectionTemplate: BlockTemplate<InspiredCollectionProps> = {
  key: 'inspired_collection',
  name: 'Inspired collection',
  description: 'Up to four inspiration cards: a large one and three beside it.',
  group: 'Layout',
  short_description: 'Up to four inspiration cards.',
  area: 'content',
  list_priority: 55,
  thumbnail: THUMBNAILS.grid,
  field_groups: 'items',
  field_groups_seed: 1,
  max_field_groups: INSPIRED_COLLECTION_MAX,
  fields: {
    block_scroll_id: scrollIdField,
    heading: textField('Heading'),
    heading_level: headingLevelField(),
    paragraph: { label: 'Paragraph', type: 'text', translatable: true },
    items: slideArrayField('Cards', INSPIRED_COLLECTION_MAX),
  },
  defaultProps: { block_scroll_id: '', heading: '', heading_level: '2', paragraph: '', items: [] },
};
