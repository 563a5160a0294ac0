/**
 * Extended warranty (catalogue, "Retailer and lead blocks"): form_id, has_two_columns,
 * form_hidden_field_mapping, table_content — the starting prices per model in the shop's currency
 * (WARRANTY_STARTING_PRICES), as JSON rows of model and price.
 */
import { headedBlockDefaults, headedBlockFields, boolField, keyField, longTextField, textField } from '../shared/catalogue-fields.js';
import type { BlockTemplate, HeadedBlockProps } from '../types.js';

export interface ExtendedWarrantyProps extends HeadedBlockProps {
  paragraph: string;
  table_caption: string;
  table_model_label: string;
  table_price_label: string;
  table_content: string;
  form_id: string;
  form_kind: string;
  has_two_columns: boolean;
  form_hidden_field_mapping: string;
}

/**
 * The catalogue's example table was in UAE dirham with US model names (LR2, LR4); the site sells in
 * the shop's currency (US dollars, price settings) the models it sells, so the sample is those.
 */
export const WARRANTY_STARTING_PRICES: readonly { model: string; price: number }[] = [
  { model: 'Discovery Sport', price: 1250 },
  { model: 'Defender', price: 1500 },
  { model: 'Discovery', price: 1650 },
  { model: 'Range Rover Evoque', price: 1350 },
  { model: 'Range Rover Velar', price: 1550 },
  { model: 'Range Rover Sport', price: 1700 },
  { model: 'Range Rover', price: 2050 },
];

export const extendedWarrantyTemplate: BlockTemplate<ExtendedWarrantyProps> = {
  key: 'extended_warranty',
  name: 'Extended warranty',
  description: 'Starting prices of the extended warranty per model (in the shop currency) and the request form.',
  short_description: 'Warranty prices and form',
  group: 'Forms',
  area: 'content',
  fields: {
    ...headedBlockFields(),
    paragraph: longTextField('Paragraph'),
    table_caption: textField('Table caption'),
    table_model_label: textField('Model column label'),
    table_price_label: textField('Price column label'),
    table_content: { label: 'Table content (JSON: rows of model and price in the shop currency)', type: 'markdown', language: 'json' },
    form_id: { label: 'Form', type: 'string', pick: 'form' },
    form_kind: keyField('Form kind (when no id is given)'),
    has_two_columns: boolField('Two columns'),
    form_hidden_field_mapping: { label: 'Hidden field mapping (JSON)', type: 'text' },
  },
  defaultProps: {
    ...headedBlockDefaults('Extended warranty'),
    paragraph: '',
    table_caption: 'Starting prices',
    table_model_label: 'Model',
    table_price_label: 'From',
    table_content: JSON.stringify(WARRANTY_STARTING_PRICES, null, 2),
    form_id: '',
    form_kind: 'enquiry',
    has_two_columns: true,
    form_hidden_field_mapping: '',
  },
};
