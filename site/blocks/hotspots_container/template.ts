/**
 * Hotspots container (catalogue: image and hotspots JSON config). hotspots:
 * `[{ "x": 40, "y": 55, "title": "…", "text": "…" }]`, x and y in percent of the picture from its
 * top-left corner (the picture is never mirrored, so neither are the points).
 */
import { emptyImage, imageField, jsonField, textField } from '../shared/catalogue-fields.js';
import { headingLevelField } from '../shared/link-fields.js';
import { THUMBNAILS } from '../shared/thumbnails.js';
import { scrollIdField, type BaseBlockProps, type BlockTemplate, type ImageValue } from '../types.js';

export interface HotspotsContainerProps extends BaseBlockProps {
  heading: string;
  heading_level: string;
  image: ImageValue;
  hotspots: string;
}

export const HOTSPOTS_MAX = 20;

export const hotspotsContainerTemplate: BlockTemplate<HotspotsContainerProps> = {
  key: 'hotspots_container',
  name: 'Hotspots container',
  description: 'A picture with points that open a short explanation.',
  group: 'Media',
  short_description: 'A picture with explained points.',
  area: 'content',
  list_priority: 56,
  thumbnail: THUMBNAILS.hotspots,
  fields: {
    block_scroll_id: scrollIdField,
    heading: textField('Heading'),
    heading_level: headingLevelField(),
    image: imageField('Image'),
    hotspots: jsonField('Hotspots (JSON: [{"x","y","title","text"}])'),
  },
  defaultProps: { block_scroll_id: '', heading: '', heading_level: '2', image: emptyImage(), hotspots: '[]' },
};
