/** Gallery Carousel (catalogue: 40 groups): pictures in a carousel, each opening a lightbox. */
import { emptyImage, imageField, textField, headedGroups } from '../shared/catalogue-fields.js';
import { THUMBNAILS } from '../shared/thumbnails.js';
import type { BlockTemplate, ImageValue, HeadedBlockProps } from '../types.js';

export interface GalleryPicture {
  image: ImageValue;
  caption: string;
}

export interface GalleryCarouselProps extends HeadedBlockProps {
  pictures: GalleryPicture[];
}

export const GALLERY_CAROUSEL_MAX = 40;

export const galleryCarouselTemplate: BlockTemplate<GalleryCarouselProps> = {
  key: 'gallery_carousel',
  name: 'Gallery Carousel',
  description: 'Up to forty pictures in a carousel; each opens full screen.',
  group: 'Media',
  short_description: 'Up to forty pictures with a lightbox.',
  area: 'content',
  list_priority: 58,
  thumbnail: THUMBNAILS.carousel,
  ...headedGroups(
    'pictures',
    'Pictures',
    GALLERY_CAROUSEL_MAX,
    { image: emptyImage(), caption: '' },
    { image: imageField('Image', ['1600x900', '1024x576', '640x360']), caption: textField('Caption') },
  ),
};
