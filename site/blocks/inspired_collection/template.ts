/** Inspired collection (catalogue: 4 groups): up to four inspiration cards in an editorial grid. */
import { longTextField, headedGroups } from '../shared/catalogue-fields.js';
import { emptySlide, slideFields, type Slide } from '../shared/slide-fields.js';
import { THUMBNAILS } from '../shared/thumbnails.js';
import type { BlockTemplate, HeadedBlockProps } from '../types.js';

export interface InspiredCollectionProps extends HeadedBlockProps {
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
  ...headedGroups('items', 'Cards', INSPIRED_COLLECTION_MAX, emptySlide(), slideFields(), {
    fields: { paragraph: longTextField('Paragraph') },
    defaults: { paragraph: '' },
  }),
};
