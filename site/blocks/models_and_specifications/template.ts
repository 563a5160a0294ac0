/**
 * Models and specifications (catalogue: car_key, car_title, price, fuel-type labels,
 * accordion_schema JSON, ready-to-go icons/links/paragraphs in 2 slots; 20 groups).
 * accordion_schema: `[{ "title": "Engine", "rows": [{ "label": "Power", "value": "400 PS" }] }]`.
 */
import { emptyImage, imageField, jsonField, keyField, urlField, textField, selectField, headedGroups } from '../shared/catalogue-fields.js';
import { THUMBNAILS } from '../shared/thumbnails.js';
import type { BlockTemplate, Field, ImageValue, HeadedBlockProps } from '../types.js';

export interface ModelSpecGroup {
  car_key: string;
  car_title: string;
  image: ImageValue;
  price: string;
  petrol_label: string;
  diesel_label: string;
  phev_label: string;
  bev_label: string;
  accordion_schema: string;
  ready_to_go_icon_1: string;
  ready_to_go_link_1: string;
  ready_to_go_paragraph_1: string;
  ready_to_go_icon_2: string;
  ready_to_go_link_2: string;
  ready_to_go_paragraph_2: string;
}

export interface ModelsAndSpecificationsProps extends HeadedBlockProps {
  models: ModelSpecGroup[];
}

export const MODELS_AND_SPECIFICATIONS_MAX = 20;
export const READY_TO_GO_ICONS = ['car', 'calendar', 'pin', 'document', 'phone'] as const;

const iconField = (label: string): Field => selectField(label, READY_TO_GO_ICONS);

const emptyGroup: ModelSpecGroup = {
  car_key: '',
  car_title: '',
  image: emptyImage(),
  price: '',
  petrol_label: '',
  diesel_label: '',
  phev_label: '',
  bev_label: '',
  accordion_schema: '[]',
  ready_to_go_icon_1: 'car',
  ready_to_go_link_1: '',
  ready_to_go_paragraph_1: '',
  ready_to_go_icon_2: 'calendar',
  ready_to_go_link_2: '',
  ready_to_go_paragraph_2: '',
};

export const modelsAndSpecificationsTemplate: BlockTemplate<ModelsAndSpecificationsProps> = {
  key: 'models_and_specifications',
  name: 'Models and specifications',
  description: 'Each model with its price, fuel types, specification sections and two ready-to-go links.',
  group: 'Models',
  short_description: 'Models with prices, fuels and specifications.',
  area: 'content',
  list_priority: 11,
  thumbnail: THUMBNAILS.specs,
  ...headedGroups('models', 'Models', MODELS_AND_SPECIFICATIONS_MAX, emptyGroup, {
    car_key: keyField('Car key'),
    car_title: textField('Car title'),
    image: imageField('Image'),
    price: textField('Price'),
    petrol_label: textField('Petrol label'),
    diesel_label: textField('Diesel label'),
    phev_label: textField('Plug-in hybrid label'),
    bev_label: textField('Electric label'),
    accordion_schema: jsonField('Specification sections (JSON)'),
    ready_to_go_icon_1: iconField('Ready to go icon 1'),
    ready_to_go_link_1: urlField('Ready to go link 1'),
    ready_to_go_paragraph_1: textField('Ready to go paragraph 1'),
    ready_to_go_icon_2: iconField('Ready to go icon 2'),
    ready_to_go_link_2: urlField('Ready to go link 2'),
    ready_to_go_paragraph_2: textField('Ready to go paragraph 2'),
  }),
};
