/** Dual frame carousel 2.0 (catalogue): each slide pairs a large and a small picture with its text. */
import { emptyImage, imageField, textField, longTextField, headedGroups } from '../shared/catalogue-fields.js';
import { emptyLink, linkField } from '../shared/link-fields.js';
import { THUMBNAILS } from '../shared/thumbnails.js';
import type { BlockTemplate, ImageValue, LinkValue, HeadedBlockProps } from '../types.js';

export interface DualFrameSlide {
  image_primary: ImageValue;
  image_secondary: ImageValue;
  heading: string;
  paragraph: string;
  link: LinkValue;
}

export interface DualFrameCarouselProps extends HeadedBlockProps {
  slides: DualFrameSlide[];
}

export const DUAL_FRAME_CAROUSEL_MAX = 20;

export const dualFrameCarouselTemplate: BlockTemplate<DualFrameCarouselProps> = {
  key: 'dual_frame_carousel',
  name: 'Dual frame carousel 2.0',
  description: 'Slides of two framed pictures with a heading, text and link.',
  group: 'Carousels',
  short_description: 'Two framed pictures per slide.',
  area: 'content',
  list_priority: 52,
  thumbnail: THUMBNAILS.carousel,
  ...headedGroups(
    'slides',
    'Slides',
    DUAL_FRAME_CAROUSEL_MAX,
    { image_primary: emptyImage(), image_secondary: emptyImage(), heading: '', paragraph: '', link: emptyLink },
    {
      image_primary: imageField('Large picture'),
      image_secondary: imageField('Small picture', ['640x360']),
      heading: textField('Heading'),
      paragraph: longTextField('Text'),
      link: linkField(),
    },
  ),
};
