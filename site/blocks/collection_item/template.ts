/**
 * Collection item (catalogue: images as a JSON array of URLs, images_alt, html with a photos
 * placeholder). `{photos}` in the html marks where the photo row goes; without it the photos come
 * first. A Find Us link leads to the retailer locator (the catalogue's only internal link).
 */
import { jsonField, richHtmlField, textField } from '../shared/catalogue-fields.js';
import { THUMBNAILS } from '../shared/thumbnails.js';
import { scrollIdField, type BaseBlockProps, type BlockTemplate } from '../types.js';

export interface CollectionItemProps extends BaseBlockProps {
  images: string;
  images_alt: string;
  html: string;
}

export const PHOTOS_PLACEHOLDER = '{photos}';
export const RETAILER_LOCATOR_PATH = '/retailer-locator';

export const collectionItemTemplate: BlockTemplate<CollectionItemProps> = {
  key: 'collection_item',
  name: 'Collection item',
  description: 'One item of a collection: a row of photos and its description, with a Find Us link.',
  group: 'Collection',
  short_description: 'Photos and a description of one collection item.',
  area: 'content',
  list_priority: 40,
  thumbnail: THUMBNAILS.grid,
  fields: {
    block_scroll_id: scrollIdField,
    images: jsonField('Images (JSON array of URLs)'),
    images_alt: textField('Images alt text'),
    html: richHtmlField('Description (use {photos} for the photos)'),
  },
  defaultProps: { block_scroll_id: '', images: '[]', images_alt: '', html: `<h2>Item</h2>${PHOTOS_PLACEHOLDER}` },
};
