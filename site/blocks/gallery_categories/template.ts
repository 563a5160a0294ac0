/** Gallery Categories (catalogue: 4 groups): picture tiles that lead to a gallery (usually a gallery carousel's anchor). */
import { emptyImage, imageField, urlField, textField } from '../shared/catalogue-fields.js';
import { headingLevelField } from '../shared/link-fields.js';
import { THUMBNAILS } from '../shared/thumbnails.js';
import { scrollIdField, type BaseBlockProps, type BlockTemplate, type ImageValue } from '../types.js';

export interface GalleryCategory {
  title: string;
  image: ImageValue;
  url: string;
}

export interface GalleryCategoriesProps extends BaseBlockProps {
  heading: string;
  heading_level: string;
  categories: GalleryCategory[];
}

export const GALLERY_CATEGORIES_MAX = 4;

export const galleryCategoriesTemplate: BlockTemplate<GalleryCategoriesProps> = {
  key: 'gallery_categories',
  name: 'Gallery Categories',
  description: 'Up to four picture tiles, one per gallery (exterior, interior, on the road…).',
  group: 'Media',
  short_description: 'Up to four gallery tiles.',
  area: 'content',
  list_priority: 57,
  thumbnail: THUMBNAILS.grid,
  field_groups: 'categories',
  field_groups_seed: 1,
  max_field_groups: GALLERY_CATEGORIES_MAX,
  fields: {
    block_scroll_id: scrollIdField,
    heading: textField('Heading'),
    heading_level: headingLevelField(),
    categories: {
      label: 'Categories',
      type: 'array',
      max: GALLERY_CATEGORIES_MAX,
      defaultItemProps: { title: '', image: emptyImage(), url: '' },
      arrayFields: { title: textField('Title'), image: imageField('Image', ['640x360']), url: urlField('Link (#gallery-id or page)') },
    },
  },
  defaultProps: { block_scroll_id: '', heading: '', heading_level: '2', categories: [] },
};
