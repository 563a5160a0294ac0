/** Map update (catalogue): how to update the navigation maps, in steps, with a picture and a download link. */
import {
  headedBlockDefaults,
  headedBlockFields,
  fieldGroups,
  IMAGE_SIZES_HALF,
  imageField,
  longTextField,
  textField,
  arrayField,
} from '../shared/catalogue-fields.js';
import { emptyLink, linkField } from '../shared/link-fields.js';
import { thumbnail } from '../shared/thumbnail.js';
import type { BlockTemplate, ImageValue, LinkValue, HeadedBlockProps } from '../types.js';

export type MapUpdateStep = { title: string; text: string };

export interface MapUpdateProps extends HeadedBlockProps {
  intro: string;
  image: ImageValue;
  steps: MapUpdateStep[];
  link: LinkValue;
  note: string;
}

export const MAP_UPDATE_MAX = 8;
const step: MapUpdateStep = { title: 'Step', text: '' };

export const mapUpdateTemplate: BlockTemplate<MapUpdateProps> = {
  key: 'map_update',
  name: 'Map update',
  description: 'How to update the navigation maps: an introduction, numbered steps, a picture and a download link.',
  short_description: 'Map update steps',
  group: 'Owners',
  hidden: false,
  area: 'content',
  list_priority: 80,
  ...fieldGroups('steps', MAP_UPDATE_MAX, 3),
  thumbnail: thumbnail([
    { kind: 'media', x: 90, y: 10, w: 62, h: 70 },
    { kind: 'text', x: 8, y: 14, w: 60, h: 6 },
    { kind: 'dot', x: 12, y: 34 },
    { kind: 'text', x: 20, y: 32, w: 50 },
    { kind: 'dot', x: 12, y: 48 },
    { kind: 'text', x: 20, y: 46, w: 50 },
    { kind: 'button', x: 8, y: 64 },
  ]),
  fields: {
    ...headedBlockFields(),
    intro: longTextField('Introduction'),
    image: imageField('Image', IMAGE_SIZES_HALF),
    steps: arrayField('Steps', MAP_UPDATE_MAX, step, {
      title: textField('Step title'),
      text: longTextField('Step text'),
    }),
    link: linkField('Download button'),
    note: longTextField('Note'),
  },
  defaultProps: {
    ...headedBlockDefaults('Map update'),
    intro: '',
    image: { src: '/media/scenes/interior-ebony', alt: '' },
    steps: [step, step, step],
    link: emptyLink,
    note: '',
  },
};
