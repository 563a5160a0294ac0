/**
 * Retailer schema and retailer service schema (catalogue): no visible content, only the page's
 * JSON-LD (`AutoDealer`, `AutoRepair`; domain/retailer-jsonld.ts) for search engines.
 */
import { keyField, longTextField, textField, urlField } from '../shared/catalogue-fields.js';
import { scrollIdField, type BaseBlockProps, type BlockTemplate, type Field } from '../types.js';

export interface RetailerSchemaProps extends BaseBlockProps {
  image: string;
  name: string;
  description: string;
  keywords: string;
  opening_hours: string;
  payment_accepted: string;
  price_range: string;
  address: string;
  latitude: string;
  longitude: string;
  contact_info: string;
  offers: string;
}

const fields: Record<keyof RetailerSchemaProps, Field> = {
  block_scroll_id: scrollIdField,
  image: urlField('Image URL'),
  name: textField('Name'),
  description: longTextField('Description'),
  keywords: textField('Keywords'),
  opening_hours: { label: 'Opening hours (one schema.org entry a line, e.g. Sa-Th 09:00-18:00)', type: 'text' },
  payment_accepted: keyField('Payment accepted'),
  price_range: keyField('Price range'),
  address: textField('Address'),
  latitude: keyField('Latitude'),
  longitude: keyField('Longitude'),
  contact_info: { label: 'Contact info (JSON: [{ "type", "value" }])', type: 'markdown', language: 'json' },
  offers: { label: 'Offers (JSON: [{ "category", "description", "url" }])', type: 'markdown', language: 'json', translatable: true },
};

const defaultProps: RetailerSchemaProps = {
  block_scroll_id: '',
  image: '',
  name: '',
  description: '',
  keywords: '',
  opening_hours: '',
  payment_accepted: '',
  price_range: '',
  address: '',
  latitude: '',
  longitude: '',
  contact_info: '',
  offers: '',
};

export const retailerSchemaTemplate: BlockTemplate<RetailerSchemaProps> = {
  key: 'retailer_schema',
  name: 'Retailer schema',
  description: 'Structured data (schema.org AutoDealer) of the retailer, for search engines.',
  group: 'Retailers',
  fields,
  defaultProps,
};

export const retailerServiceSchemaTemplate: BlockTemplate<RetailerSchemaProps> = {
  key: 'retailer_service_schema',
  name: 'Retailer service schema',
  description: 'Structured data (schema.org AutoRepair) of the service centre, for search engines.',
  group: 'Retailers',
  fields,
  defaultProps,
};
