/** Interior 360 (catalogue): a wide interior picture to look around by drag or arrow keys. */
import { emptyImage, imageField, headedBlockFields, headedBlockDefaults } from '../shared/catalogue-fields.js';
import { THUMBNAILS } from '../shared/thumbnails.js';
import type { BlockTemplate, ImageValue, HeadedBlockProps } from '../types.js';

export interface Interior360Props extends HeadedBlockProps {
  image: ImageValue;
}

export const interior360Template: BlockTemplate<Interior360Props> = {
  key: 'interior_360',
  name: 'Interior 360',
  description: 'Look around the cabin: drag or use the arrow keys.',
  group: 'Media',
  short_description: 'Look around the cabin.',
  area: 'content',
  list_priority: 21,
  thumbnail: THUMBNAILS.view360,
  fields: {
    ...headedBlockFields(),
    image: imageField('Panorama', ['1920x1080', '1600x900']),
  },
  defaultProps: { ...headedBlockDefaults(), image: emptyImage() },
};
