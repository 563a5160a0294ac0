/**
 * Exterior 360 (catalogue: has_slider_with_handle, has_sidebar, has_autostart). Frames are a JSON
 * array of picture URLs in turning order; with none, the generated pictures of body_style and the
 * first colour are used. The sidebar lists the colours (20), each with its own frames.
 */
import { boolField, jsonField, keyField, selectField, textField, headedGroups } from '../shared/catalogue-fields.js';
import { THUMBNAILS } from '../shared/thumbnails.js';
import type { BlockTemplate, HeadedBlockProps } from '../types.js';
import { PICTURE_BODIES } from '../../../domain/vehicle-picture.js';

export interface Exterior360Colour {
  name: string;
  hex: string;
  frames: string;
}

export interface Exterior360Props extends HeadedBlockProps {
  alt: string;
  body_style: string;
  frames: string;
  has_slider_with_handle: boolean;
  has_sidebar: boolean;
  has_autostart: boolean;
  colours: Exterior360Colour[];
}

export const EXTERIOR_360_COLOURS_MAX = 20;

export const exterior360Template: BlockTemplate<Exterior360Props> = {
  key: 'exterior_360',
  name: 'Exterior 360',
  description: 'Turn the car all the way round, with a handle slider and a colour sidebar.',
  group: 'Media',
  short_description: 'Turn the car all the way round.',
  area: 'content',
  list_priority: 20,
  thumbnail: THUMBNAILS.view360,
  ...headedGroups(
    'colours',
    'Colours',
    EXTERIOR_360_COLOURS_MAX,
    { name: '', hex: '#1f2a30', frames: '' },
    {
      name: textField('Colour name'),
      hex: keyField('Colour (#rrggbb)', '#1f2a30'),
      frames: jsonField('Frames of this colour (JSON array of URLs)'),
    },
    {
      fields: {
        alt: textField('Picture description'),
        body_style: selectField('Body style (generated frames)', PICTURE_BODIES),
        frames: jsonField('Frames (JSON array of URLs)'),
        has_slider_with_handle: boolField('Slider with handle'),
        has_sidebar: boolField('Sidebar'),
        has_autostart: boolField('Autostart'),
      },
      defaults: { alt: '', body_style: 'suv', frames: '', has_slider_with_handle: true, has_sidebar: true, has_autostart: false },
    },
  ),
};
