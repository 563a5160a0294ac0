/**
 * Tabbed component (catalogue: component_type image hero slider, exterior 360, interior 360).
 * Each tab holds one component; images is a JSON array of URLs (slides, frames or the panorama),
 * empty = the generated pictures of body_style in colour.
 */
import { jsonField, keyField, selectField, textField, headedGroups } from '../shared/catalogue-fields.js';
import { THUMBNAILS } from '../shared/thumbnails.js';
import type { BlockTemplate, HeadedBlockProps } from '../types.js';
import { PICTURE_BODIES } from '../../../domain/vehicle-picture.js';

export const COMPONENT_TYPES = ['image_hero_slider', 'exterior_360', 'interior_360'] as const;

export interface TabbedComponentTab {
  tab_label: string;
  component_type: string;
  images: string;
  alt: string;
  body_style: string;
  colour: string;
}

export interface TabbedComponentProps extends HeadedBlockProps {
  tabs: TabbedComponentTab[];
}

export const TABBED_COMPONENT_MAX = 3;

export const tabbedComponentTemplate: BlockTemplate<TabbedComponentProps> = {
  key: 'tabbed_component',
  name: 'Tabbed component',
  description: 'Tabs between an image slider, the exterior 360 and the interior 360.',
  group: 'Media',
  short_description: 'Slider, exterior 360 and interior 360 in tabs.',
  area: 'content',
  list_priority: 32,
  thumbnail: THUMBNAILS.tabs,
  ...headedGroups(
    'tabs',
    'Tabs',
    TABBED_COMPONENT_MAX,
    { tab_label: '', component_type: 'image_hero_slider', images: '', alt: '', body_style: 'suv', colour: '#1f2a30' },
    {
      tab_label: textField('Tab label'),
      component_type: selectField('Component type', [
        ['image_hero_slider', 'Image hero slider'],
        ['exterior_360', 'Exterior 360'],
        ['interior_360', 'Interior 360'],
      ]),
      images: jsonField('Images (JSON array of URLs)'),
      alt: textField('Picture description'),
      body_style: selectField('Body style (generated pictures)', PICTURE_BODIES),
      colour: keyField('Colour (#rrggbb)', '#1f2a30'),
    },
  ),
};
