/** Interior 360 (catalogue): a wide interior picture to look around by drag or arrow keys. */
import { emptyImage, imageField, textField } from '../shared/catalogue-fields.js';
import { headingLevelField } from '../shared/link-fields.js';
import { THUMBNAILS } from '../shared/thumbnails.js';
import { scrollIdField, type BaseBlockProps, type BlockTemplate, type ImageValue } from '../types.js';

export interface Interior360Props extends BaseBlockProps {
  heading: string;
  heading_level: string;
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
    block_scroll_id: scrollIdField,
    heading: textField('Heading'),
    heading_level: headingLevelField(),
    image: imageField('Panorama', ['1920x1080', '1600x900']),
  },
  defaultProps: { block_scroll_id: '', heading: '', heading_level: '2', image: emptyImage() },
};
