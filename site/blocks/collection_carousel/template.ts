/**
 * Collection carousel (catalogue): cards of image (420x495, 325x383 on phones), url (http/https
 * means external, opened in a new tab when target is set), title and description.
 */
import { boolField, emptyImage, imageField, urlField, textField, longTextField, headedGroups } from '../shared/catalogue-fields.js';
import { THUMBNAILS } from '../shared/thumbnails.js';
import type { BlockTemplate, ImageValue, HeadedBlockProps } from '../types.js';

export interface CollectionCard {
  image: ImageValue;
  url: string;
  target: boolean;
  title: string;
  description: string;
}

export interface CollectionCarouselProps extends HeadedBlockProps {
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
  ...headedGroups(
    'cards',
    'Cards',
    COLLECTION_CAROUSEL_MAX,
    { image: emptyImage(), url: '', target: false, title: '', description: '' },
    {
      image: imageField('Image', COLLECTION_CARD_SIZES),
      url: urlField('URL (http/https = external)'),
      target: boolField('Open in a new tab'),
      title: textField('Title'),
      description: longTextField('Description'),
    },
  ),
};
