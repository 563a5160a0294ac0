/**
 * Collection carousel (catalogue): cards of image (420x495, 325x383 on phones), url (http/https
 * means external, opened in a new tab when target is set), title and description.
 */
import { boolField, emptyImage, headingLevelFieldB, imageField, urlField, textField } from '../shared/catalogue-fields.js';
import { THUMBNAILS } from '../shared/thumbnails.js';
import { scrollIdField, type BaseBlockProps, type BlockTemplate, type ImageValue } from '../types.js';

export interface CollectionCard {
  image: ImageValue;
  url: string;
  target: boolean;
  title: string;
  description: string;
}

export interface CollectionCarouselProps extends BaseBlockProps {
  heading: string;
  heading_level: string;
  cards: CollectionCard[];
}

export const COLLECTION_CARD_SIZES = ['420x495', '325x383'] as const;
export const COLLECTION_CAROUSEL_MAX = 30;

export const collectionCarouselTemplate: BlockTemplate<CollectionCarouselProps> = {
  key: 'collection_carousel',
  name: 'Collection carousel',
  description: 'A swipeable row of portrait cards linking to collection items or other sites.',
  group: 'Collection',
  short_description: 'Portrait cards of a collection in a carousel.',
  area: 'content',
  list_priority: 42,
  thumbnail: THUMBNAILS.cards,
  field_groups: 'cards',
  field_groups_seed: 1,
  max_field_groups: COLLECTION_CAROUSEL_MAX,
  fields: {
    block_scroll_id: scrollIdField,
    heading: textField('Heading'),
    heading_level: headingLevelFieldB(),
    cards: {
      label: 'Cards',
      type: 'array',
      max: COLLECTION_CAROUSEL_MAX,
      defaultItemProps: { image: emptyImage(), url: '', target: false, title: '', description: '' },
      arrayFields: {
        image: imageField('Image', COLLECTION_CARD_SIZES),
        url: urlField('URL (http/https = external)'),
        target: boolField('Open in a new tab'),
        title: textField('Title'),
        description: { label: 'Description', type: 'text', translatable: true },
      },
    },
  },
  defaultProps: { block_scroll_id: '', heading: '', heading_level: '2', cards: [] },
};
