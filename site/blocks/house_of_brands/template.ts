/** House of brands (catalogue): the three families (Defender, Range Rover, Discovery), each on a background image or video. */
import {
  headedBlockDefaults,
  headedBlockFields,
  fieldGroups,
  IMAGE_SIZES_HALF,
  imageField,
  textField,
  urlField,
  arrayField,
} from '../shared/catalogue-fields.js';
import { emptyLink, linkField } from '../shared/link-fields.js';
import { cardRowShapes, thumbnail } from '../shared/thumbnail.js';
import type { BlockTemplate, ImageValue, LinkValue, HeadedBlockProps } from '../types.js';

export type HouseOfBrandsItem = {
  brand: string;
  background_image: ImageValue;
  background_video: string;
  animation_video: string;
  tagline: string;
  link: LinkValue;
};

export interface HouseOfBrandsProps extends HeadedBlockProps {
  brands: HouseOfBrandsItem[];
}

export const BRANDS = [
  { label: 'Defender', value: 'defender' },
  { label: 'Range Rover', value: 'range-rover' },
  { label: 'Discovery', value: 'discovery' },
] as const;

const item = (brand: string, scene: string): HouseOfBrandsItem => ({
  brand,
  background_image: { src: scene, alt: '' },
  background_video: '',
  animation_video: '',
  tagline: '',
  link: emptyLink,
});

export const houseOfBrandsTemplate: BlockTemplate<HouseOfBrandsProps> = {
  key: 'house_of_brands',
  name: 'House of brands',
  description: 'The three families side by side, each with its name, a line, a link and a background picture or video.',
  short_description: 'Defender, Range Rover, Discovery',
  group: 'Brand',
  hidden: false,
  area: 'content',
  list_priority: 20,
  ...fieldGroups('brands', 3, 3),
  thumbnail: thumbnail(cardRowShapes({ count: 3, x: 0, step: 54, y: 0, w: 52, h: 90, text: { inset: 8, y: 70, w: 36 } })),
  fields: {
    ...headedBlockFields(),
    brands: arrayField('Brands', 3, item('defender', '/media/scenes/suv-5e6b4e-mountains-day'), {
      brand: { label: 'Brand', type: 'select', options: BRANDS },
      background_image: imageField('Background image', IMAGE_SIZES_HALF),
      background_video: urlField('Background video', 'https://…/brand.mp4'),
      animation_video: urlField('Animation video', 'https://…/animation.mp4'),
      tagline: textField('Line'),
      link: linkField(),
    }),
  },
  defaultProps: {
    ...headedBlockDefaults(),
    brands: [
      item('range-rover', '/media/scenes/suv-1b1c1e-city-night'),
      item('defender', '/media/scenes/suv-5e6b4e-mountains-day'),
      item('discovery', '/media/scenes/suv-c9cac5-mountains-dawn'),
    ],
  },
};
