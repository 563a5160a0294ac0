/**
 * Collection slider (catalogue): items of image, image_hover, item_name, item_label (max 30), and
 * an optional external feed (lang en/ar, market, collection, limit default 10, grouped,
 * show_pagination) that the server reads with a timeout. error_text shows when the feed fails.
 */
import {
  boolField,
  emptyImage,
  imageField,
  keyField,
  urlField,
  textField,
  selectField,
  numberField,
  headedGroups,
} from '../shared/catalogue-fields.js';
import { THUMBNAILS } from '../shared/thumbnails.js';
import type { BlockTemplate, ImageValue, HeadedBlockProps } from '../types.js';
import { COLLECTION_LIMIT_DEFAULT, type FeedQuery } from './feed.js';

export interface CollectionSliderItem {
  image: ImageValue;
  image_hover: ImageValue;
  item_name: string;
  item_label: string;
  url: string;
}

/** The feed's query (feed.ts `FeedQuery`) is part of the block's own props. */
export interface CollectionSliderProps extends HeadedBlockProps, FeedQuery {
  show_pagination: boolean;
  error_text: string;
  items: CollectionSliderItem[];
}

export const COLLECTION_SLIDER_MAX = 30;

export const collectionSliderTemplate: BlockTemplate<CollectionSliderProps> = {
  key: 'collection_slider',
  name: 'Collection slider',
  description: 'A slider of collection items, written here or read from an external feed.',
  group: 'Collection',
  short_description: 'Collection items in a slider, from the editor or a feed.',
  area: 'content',
  list_priority: 41,
  thumbnail: THUMBNAILS.carousel,
  ...headedGroups(
    'items',
    'Items',
    COLLECTION_SLIDER_MAX,
    { image: emptyImage(), image_hover: emptyImage(), item_name: '', item_label: '', url: '' },
    {
      image: imageField('Image', ['640x360']),
      image_hover: imageField('Image on hover', ['640x360']),
      item_name: textField('Name'),
      item_label: textField('Label'),
      url: urlField('Link'),
    },
    {
      fields: {
        api_url: urlField('Feed URL (https)', 'https://'),
        lang: selectField('Feed language', [
          ['en', 'English'],
          ['ar', 'Arabic'],
        ]),
        market: keyField('Market'),
        collection: keyField('Collection'),
        limit: numberField('Limit', 1, 100),
        grouped: boolField('Grouped'),
        show_pagination: boolField('Show pagination'),
        error_text: textField('Error text'),
      },
      defaults: {
        api_url: '',
        lang: 'en',
        market: '',
        collection: '',
        limit: COLLECTION_LIMIT_DEFAULT,
        grouped: false,
        show_pagination: true,
        error_text: '',
      },
    },
  ),
};
