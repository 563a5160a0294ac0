/**
 * Car-rental enquiry (catalogue, "Rent-a-car enquiry"): places `<lrdx-rent-a-car>`, the three-step
 * overlay. Config: block_translations, locations_json, vehicles_json, contact_step_form_id,
 * form_hidden_field_mapping, form_summary_template, the thank-you and error views' heading,
 * disclaimer and button label, location_disclaimer; additional settings; the extras ('Step Data',
 * data_json). New blocks start from the catalogue's sample content (domain/rent-a-car/defaults.ts).
 */
import { SAMPLE_EXTRAS, SAMPLE_LOCATIONS, SAMPLE_VEHICLES } from '../../../domain/rent-a-car/defaults.js';
import {
  headedBlockDefaults,
  headedBlockFields,
  selectField,
  loadOnField,
  boolField,
  keyField,
  longTextField,
  numberField,
} from '../shared/catalogue-fields.js';
import type { BlockTemplate, HeadedBlockProps } from '../types.js';

export interface CarRentalEnquiryProps extends HeadedBlockProps {
  paragraph: string;
  block_translations: string;
  locations_json: string;
  vehicles_json: string;
  data_json: string;
  currency: string;
  contact_step_form_id: string;
  form_hidden_field_mapping: string;
  form_summary_template: string;
  thank_you_heading: string;
  thank_you_disclaimer: string;
  thank_you_button_label: string;
  error_heading: string;
  error_disclaimer: string;
  error_button_label: string;
  location_disclaimer: string;
  allow_different_dropoff: boolean;
  allow_custom_pickup: boolean;
  allow_custom_dropoff: boolean;
  distance_unit: string;
  datepicker_disabled_days: string;
  date_locale: string;
  map_zoom: number;
  map_center_lat: number;
  map_center_lng: number;
  load_on: string;
}

const json = (label: string) => ({ label, type: 'markdown', language: 'json' }) as const;
const text = (label: string) => ({ label, type: 'string', translatable: true }) as const;

export const carRentalEnquiryTemplate: BlockTemplate<CarRentalEnquiryProps> = {
  key: 'car_rental_enquiry',
  name: 'Car-rental enquiry',
  description: 'A three-step rental inquiry (place and dates, contact details, summary) sent through the Forms API.',
  short_description: 'Rent-a-car inquiry overlay',
  group: 'Retail',
  area: 'content',
  list_priority: 86,
  fields: {
    ...headedBlockFields(),
    paragraph: longTextField('Paragraph'),
    block_translations: { ...json('Block translations (JSON: text key → text)'), translatable: true },
    locations_json: json('Locations (JSON: locations_list)'),
    vehicles_json: json('Vehicles (JSON: vehicles_list)'),
    data_json: { ...json('Step Data: extras (JSON: items with subitems)'), translatable: true },
    currency: keyField('Currency of the prices', 'USD'),
    contact_step_form_id: { label: 'Contact step form (empty: the car-rental form)', type: 'string', pick: 'form' },
    form_hidden_field_mapping: { label: 'Hidden field mapping (JSON)', type: 'text' },
    form_summary_template: longTextField('Summary template ({vehicle}, {pickup_location}, {pickup_date}…)'),
    thank_you_heading: text('Thank-you heading'),
    thank_you_disclaimer: longTextField('Thank-you text'),
    thank_you_button_label: text('Thank-you button label'),
    error_heading: text('Error heading'),
    error_disclaimer: longTextField('Error text'),
    error_button_label: text('Error button label'),
    location_disclaimer: longTextField('Location disclaimer'),
    allow_different_dropoff: boolField('Allow a different drop-off'),
    allow_custom_pickup: boolField('Allow a custom pick-up address'),
    allow_custom_dropoff: boolField('Allow a custom drop-off address'),
    distance_unit: selectField('Distance unit', ['km', 'mile']),
    datepicker_disabled_days: keyField('Disabled week days (0 = Sunday, comma-separated)'),
    date_locale: keyField('Date locale (empty: the page language)'),
    map_zoom: numberField('Map zoom', 1, 18),
    map_center_lat: numberField('Map centre latitude', -90, 90),
    map_center_lng: numberField('Map centre longitude', -180, 180),
    load_on: loadOnField(),
  },
  defaultProps: {
    ...headedBlockDefaults('Rent a car'),
    paragraph: '',
    block_translations: '{}',
    locations_json: JSON.stringify(SAMPLE_LOCATIONS, null, 2),
    vehicles_json: JSON.stringify(SAMPLE_VEHICLES, null, 2),
    data_json: JSON.stringify(SAMPLE_EXTRAS, null, 2),
    currency: 'USD',
    contact_step_form_id: '',
    form_hidden_field_mapping: '',
    form_summary_template: '',
    // Empty: the widget's own text in the page's language (widgets/rent-a-car/translations); an
    // English default here would be shown on Kurdish and Arabic pages too.
    thank_you_heading: '',
    thank_you_disclaimer: '',
    thank_you_button_label: '',
    error_heading: '',
    error_disclaimer: '',
    error_button_label: '',
    location_disclaimer: '',
    allow_different_dropoff: true,
    allow_custom_pickup: false,
    allow_custom_dropoff: false,
    distance_unit: 'km',
    datepicker_disabled_days: '0',
    date_locale: '',
    map_zoom: 7,
    map_center_lat: 52,
    map_center_lng: 21,
    load_on: 'visible',
  },
};
