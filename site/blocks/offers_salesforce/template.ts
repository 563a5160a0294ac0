/**
 * Offers to Salesforce (catalogue, "Retailer and lead blocks"): category; the bools new_cars,
 * approved, owners, branded_goods, defender, discovery, range_rover, jaguar (which offers the
 * visitor signs up for); form_title, form_subtile, form_id, has_two_columns; button_position
 * (left, center, right; default right); error_text (default 'Offers request error');
 * error_button_text (default 'Try again'). The lead goes through the Forms API to the CRM outbox,
 * whose Salesforce adapter (server/adapters/crm/) delivers it; the category and the chosen offers
 * travel in the form's hidden fields `offers_category` and `offers_interests`.
 */
import { selectField, boolField, keyField, longTextField, textField } from '../shared/catalogue-fields.js';
import { scrollIdField, type BaseBlockProps, type BlockTemplate } from '../types.js';
import { SIDE_LABELS } from '../shared/side-labels.js';

export const OFFER_FLAGS = ['new_cars', 'approved', 'owners', 'branded_goods', 'defender', 'discovery', 'range_rover', 'jaguar'] as const;
export type OfferFlag = (typeof OFFER_FLAGS)[number];

export interface OffersSalesforceProps extends BaseBlockProps, Record<OfferFlag, boolean> {
  category: string;
  form_title: string;
  form_subtile: string;
  form_id: string;
  form_kind: string;
  has_two_columns: boolean;
  button_position: string;
  error_text: string;
  error_button_text: string;
}

const flag = (label: string) => ({ label, type: 'bool' }) as const;

export const offersSalesforceTemplate: BlockTemplate<OffersSalesforceProps> = {
  key: 'offers_salesforce',
  name: 'Offers to Salesforce',
  description: 'A sign-up for offers; the lead goes to Salesforce with its category and the chosen offers.',
  short_description: 'Offers sign-up form',
  group: 'Forms',
  area: 'content',
  fields: {
    block_scroll_id: scrollIdField,
    category: keyField('Category'),
    new_cars: flag('New cars'),
    approved: flag('Approved used'),
    owners: flag('Owners'),
    branded_goods: flag('Branded goods'),
    defender: flag('Defender'),
    discovery: flag('Discovery'),
    range_rover: flag('Range Rover'),
    jaguar: flag('Jaguar'),
    form_title: textField('Form title'),
    form_subtile: longTextField('Form subtitle'),
    form_id: { label: 'Form', type: 'string', pick: 'form' },
    form_kind: keyField('Form kind (when no id is given)'),
    has_two_columns: boolField('Two columns'),
    button_position: selectField('Button position', [
      ['left', SIDE_LABELS.start],
      ['center', 'Center'],
      ['right', SIDE_LABELS.end],
    ]),
    error_text: textField('Error text'),
    error_button_text: textField('Error button text'),
  },
  defaultProps: {
    block_scroll_id: '',
    category: '',
    new_cars: false,
    approved: false,
    owners: false,
    branded_goods: false,
    defender: false,
    discovery: false,
    range_rover: false,
    jaguar: false,
    form_title: '',
    form_subtile: '',
    form_id: '',
    form_kind: 'keep_informed',
    has_two_columns: false,
    button_position: 'right',
    error_text: 'Offers request error',
    error_button_text: 'Try again',
  },
};
