/** Gallery Categories (catalogue: 4 groups): picture tiles that lead to a gallery (usually a gallery carousel's anchor). */
import { emptyImage, imageField, urlField, textField, headedGroups } from '../shared/catalogue-fields.js';
import { THUMBNAILS } from '../shared/thumbnails.js';
import type { BlockTemplate, ImageValue, HeadedBlockProps } from '../types.js';

export interface GalleryCategory {
  title: string;
  image: ImageValue;
  url: string;
}

export interface GalleryCategoriesProps extends HeadedBlockProps {
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
  ...headedGroups(
    'categories',
    'Categories',
    GALLERY_CATEGORIES_MAX,
    { title: '', image: emptyImage(), url: '' },
    { title: textField('Title'), image: imageField('Image', ['640x360']), url: urlField('Link (#gallery-id or page)') },
  ),
};
