/**
 * Colour picker / colour button carousel (catalogue: is_bigger_picker, main image, thumbnail,
 * link_label; 20 groups). The colour buttons are a native radio group, so choosing a colour
 * works by keyboard (arrow keys) and without script: CSS shows the chosen colour's picture.
 */
import { boolField, emptyImage, imageField, keyField, textField, headedGroups } from '../shared/catalogue-fields.js';
import { emptyLink, linkField } from '../shared/link-fields.js';
import { THUMBNAILS } from '../shared/thumbnails.js';
import type { BlockTemplate, ImageValue, LinkValue, HeadedBlockProps } from '../types.js';

export interface ColourOption {
  name: string;
  hex: string;
  main_image: ImageValue;
  thumbnail: ImageValue;
}

export interface ColorButtonCarouselProps extends HeadedBlockProps {
  is_bigger_picker: boolean;
  link_label: string;
  link: LinkValue;
  colours: ColourOption[];
}

export const COLOR_PICKER_MAX = 20;

export const colorButtonCarouselTemplate: BlockTemplate<ColorButtonCarouselProps> = {
  key: 'color_button_carousel',
  name: 'Colour picker',
  description: 'The car in each paint colour, chosen with a row of colour buttons.',
  group: 'Models',
  short_description: 'The car in each paint colour.',
  area: 'content',
  list_priority: 22,
  thumbnail: THUMBNAILS.colours,
  ...headedGroups(
    'colours',
    'Colours',
    COLOR_PICKER_MAX,
    { name: '', hex: '#1f2a30', main_image: emptyImage(), thumbnail: emptyImage() },
    {
      name: textField('Colour name'),
      hex: keyField('Colour (#rrggbb)', '#1f2a30'),
      main_image: imageField('Main image'),
      thumbnail: imageField('Thumbnail', ['96x96']),
    },
    {
      fields: { is_bigger_picker: boolField('Bigger picker'), link_label: textField('Link label'), link: linkField('Link') },
      defaults: { is_bigger_picker: false, link_label: '', link: emptyLink },
    },
  ),
};
