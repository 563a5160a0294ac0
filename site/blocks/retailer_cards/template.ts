/**
 * Retailer cards (catalogue): the editor's own retailers, each with name, address, city,
 * coordinates, contact links (contact_info JSON: type, icon, label, href) and services (JSON: icon,
 * label), at most 30; distance_unit km or mi for "near me"; translations (JSON of the widget's text
 * keys, e.g. {"title": "Our branches"}) replace the widget's texts. Shown by <lrdx-retailer-locator
 * variant="list"> over these cards, server-rendered first.
 */
import { RETAILER_CARDS_MAX } from '../../../domain/retailer-cards.js';
import { selectField, numberField, textField, arrayField } from '../shared/catalogue-fields.js';
import { scrollIdField, type BaseBlockProps, type BlockTemplate } from '../types.js';

export interface RetailerCardItem {
  name: string;
  address: string;
  city: string;
  latitude: number | string;
  longitude: number | string;
  contact_info: string;
  services: string;
}

export interface RetailerCardsProps extends BaseBlockProps {
  translations: string;
  distance_unit: string;
  retailers: RetailerCardItem[];
}

export const retailerCardsTemplate: BlockTemplate<RetailerCardsProps> = {
  key: 'retailer_cards',
  name: 'Retailer cards',
  description: 'Cards of chosen retailers with their links and services, nearest first on request.',
  group: 'Retailers',
  fields: {
    block_scroll_id: scrollIdField,
    translations: { label: 'Translations (JSON)', type: 'markdown', language: 'json', translatable: true },
    distance_unit: selectField('Distance unit', [
      ['km', 'Kilometres'],
      ['mi', 'Miles'],
    ]),
    retailers: arrayField(
      'Retailers',
      RETAILER_CARDS_MAX,
      { name: '', address: '', city: '', latitude: '', longitude: '', contact_info: '[]', services: '[]' },
      {
        name: textField('Name'),
        address: textField('Address'),
        city: textField('City'),
        latitude: numberField('Latitude', -90, 90),
        longitude: numberField('Longitude', -180, 180),
        contact_info: { label: 'Contact info (JSON: type, icon, label, href)', type: 'markdown', language: 'json', translatable: true },
        services: { label: 'Services (JSON: icon, label)', type: 'markdown', language: 'json', translatable: true },
      },
    ),
  },
  defaultProps: { block_scroll_id: 'retailers', translations: '{}', distance_unit: 'km', retailers: [] },
};
