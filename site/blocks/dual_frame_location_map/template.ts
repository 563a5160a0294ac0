/**
 * Dual-frame dealer location map: two frames side by side — the retailer's details (name,
 * address, phone, email, opening hours) and the map of where it is (the editor's map picture, or
 * a drawn locator), with a directions link to the coordinates in the visitor's map app.
 */
import {
  emptyImage,
  imageField,
  keyField,
  textField,
  headedBlockFields,
  headedBlockDefaults,
  selectField,
  longTextField,
  numberField,
} from '../shared/catalogue-fields.js';
import { thumbnail } from '../shared/thumbnail.js';
import type { BlockTemplate, ImageValue, HeadedBlockProps } from '../types.js';

export interface DualFrameLocationMapProps extends HeadedBlockProps {
  dealer_name: string;
  address: string;
  phone: string;
  email: string;
  opening_hours: string;
  latitude: number;
  longitude: number;
  map_image: ImageValue;
  directions_label: string;
  map_position: string;
}

export const dualFrameLocationMapTemplate: BlockTemplate<DualFrameLocationMapProps> = {
  key: 'dual_frame_location_map',
  name: 'Dual-frame dealer location map',
  description: 'A retailer’s address, phone and opening hours beside a map of where it is, with directions.',
  short_description: 'Retailer details beside a map',
  group: 'Retailers',
  hidden: false,
  area: 'content',
  list_priority: 80,
  thumbnail: thumbnail([
    { kind: 'panel', x: 0, y: 0, w: 64, h: 90 },
    { kind: 'text', x: 8, y: 16, w: 44, h: 6 },
    { kind: 'text', x: 8, y: 32, w: 40 },
    { kind: 'text', x: 8, y: 40, w: 34 },
    { kind: 'button', x: 8, y: 60 },
    { kind: 'line', x: 70, y: 20, w: 90, h: 40 },
    { kind: 'line', x: 70, y: 70, w: 90, h: -50 },
    { kind: 'dot', x: 114, y: 44, w: 6 },
  ]),
  fields: {
    ...headedBlockFields(),
    dealer_name: textField('Retailer name'),
    address: longTextField('Address'),
    phone: keyField('Phone', '+964'),
    email: keyField('Email'),
    opening_hours: longTextField('Opening hours'),
    latitude: numberField('Latitude', -90, 90),
    longitude: numberField('Longitude', -180, 180),
    map_image: imageField('Map picture'),
    directions_label: textField('Directions link text'),
    map_position: selectField('Map position', [
      ['end', 'End'],
      ['start', 'Start'],
    ]),
  },
  defaultProps: {
    ...headedBlockDefaults(),
    dealer_name: 'Retailer',
    address: '',
    phone: '',
    email: '',
    opening_hours: '',
    latitude: 36.1911,
    longitude: 44.0092,
    map_image: emptyImage(),
    directions_label: '',
    map_position: 'end',
  },
};
