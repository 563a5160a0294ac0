/**
 * Hotspots container (catalogue: image and hotspots JSON config). hotspots:
 * `[{ "x": 40, "y": 55, "title": "…", "text": "…" }]`, x and y in percent of the picture from its
 * top-left corner (the picture is never mirrored, so neither are the points).
 */
import { emptyImage, imageField, jsonField, headedBlockFields, headedBlockDefaults } from '../shared/catalogue-fields.js';
import { THUMBNAILS } from '../shared/thumbnails.js';
import type { BlockTemplate, ImageValue, HeadedBlockProps } from '../types.js';

export interface HotspotsContainerProps extends HeadedBlockProps {
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
    ...headedBlockFields(),
    image: imageField('Image'),
    hotspots: jsonField('Hotspots (JSON: [{"x","y","title","text"}])'),
  },
  defaultProps: { ...headedBlockDefaults(), image: emptyImage(), hotspots: '[]' },
};
