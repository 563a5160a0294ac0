/** Car rent, static content (catalogue: 8 icon slots, 5 additional equipment slots). */
import {
  headedBlockDefaults,
  headedBlockFields,
  fieldGroups,
  IMAGE_SIZES_HALF,
  imageField,
  keyField,
  longTextField,
  textField,
  arrayField,
  iconField,
} from '../shared/catalogue-fields.js';
import { emptyLink, linkField } from '../shared/link-fields.js';
import { thumbnail } from '../shared/thumbnail.js';
import type { BlockTemplate, ImageValue, LinkValue, HeadedBlockProps } from '../types.js';

export type CarRentIcon = { icon: string; label: string };
export type CarRentEquipment = { label: string; price: string };

export interface CarRentProps extends HeadedBlockProps {
  vehicle_name: string;
  image: ImageValue;
  price: string;
  price_period: string;
  text: string;
  icons: CarRentIcon[];
  equipment_heading: string;
  equipment: CarRentEquipment[];
  link: LinkValue;
  disclaimer: string;
}

export const CAR_RENT_ICON_SLOTS = 8;
export const CAR_RENT_EQUIPMENT_SLOTS = 5;
const icon: CarRentIcon = { icon: 'seat', label: '' };
const equipment: CarRentEquipment = { label: '', price: '' };

export const carRentTemplate: BlockTemplate<CarRentProps> = {
  key: 'car_rent',
  name: 'Car rent',
  description: 'A rental vehicle with its daily price, up to 8 feature icons and up to 5 additional equipment items.',
  short_description: 'Rental car with features',
  group: 'Retail',
  hidden: false,
  area: 'content',
  list_priority: 85,
  ...fieldGroups('icons', CAR_RENT_ICON_SLOTS, 4),
  thumbnail: thumbnail([
    { kind: 'media', x: 8, y: 10, w: 80, h: 46 },
    { kind: 'dot', x: 14, y: 70 },
    { kind: 'dot', x: 30, y: 70 },
    { kind: 'dot', x: 46, y: 70 },
    { kind: 'dot', x: 62, y: 70 },
    { kind: 'text', x: 100, y: 16, w: 50, h: 7 },
    { kind: 'text', x: 100, y: 30, w: 40 },
    { kind: 'button', x: 100, y: 62 },
  ]),
  fields: {
    ...headedBlockFields(),
    vehicle_name: keyField('Vehicle name'),
    image: imageField('Image', IMAGE_SIZES_HALF),
    price: textField('Daily price'),
    price_period: textField('Price period'),
    text: longTextField('Text'),
    icons: arrayField('Feature icons', CAR_RENT_ICON_SLOTS, icon, { icon: iconField(), label: textField('Label') }),
    equipment_heading: textField('Additional equipment heading'),
    equipment: arrayField('Additional equipment', CAR_RENT_EQUIPMENT_SLOTS, equipment, {
      label: textField('Item'),
      price: textField('Price'),
    }),
    link: linkField(),
    disclaimer: longTextField('Disclaimer'),
  },
  defaultProps: {
    ...headedBlockDefaults('Car rent'),
    vehicle_name: '',
    image: { src: '/media/scenes/suv-5e6b4e-studio', alt: '' },
    price: '',
    price_period: '',
    text: '',
    icons: [icon, icon, icon, icon],
    equipment_heading: '',
    equipment: [],
    link: emptyLink,
    disclaimer: '',
  },
};
