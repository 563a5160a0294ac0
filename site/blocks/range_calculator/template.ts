/**
 * Electric range calculator (catalogue, "Stock locator, range, collection"): the visitor picks a car
 * (the block's groups: image, car_name, car_description, car_link, and the car_key the mappers and
 * the JSON use), an engine (range_car_engines_mapper) and a wheel size (wheel_sizes_mapper), and
 * reads the electric range from the JSON at json_url (read through GET /api/range-calculator) in km
 * or miles (range_unit, default km), with the disclaimer and a details modal. The JSON shapes are
 * in domain/range-calculator and docs/range-calculator.md. Texts left empty show the widget's
 * translations; the translations JSON may replace any widget text by its key.
 */
import { selectField, fieldGroups, keyField, longTextField, textField, urlField, arrayField } from '../shared/catalogue-fields.js';
import { emptyLink, linkField } from '../shared/link-fields.js';
import { scrollIdField, type BaseBlockProps, type BlockTemplate, type ImageValue, type LinkValue } from '../types.js';

export interface RangeCarGroup {
  car_key: string;
  image: ImageValue;
  car_name: string;
  car_description: string;
  car_link: LinkValue;
}

export interface RangeCalculatorProps extends BaseBlockProps {
  json_url: string;
  select_label: string;
  range_disclaimer: string;
  /** km | mile. */
  range_unit: string;
  range_label: string;
  modal_button_text: string;
  modal_title: string;
  modal_content: string;
  /** JSON: widget text key → text (widgets/range-calculator/translations/en.ts names the keys). */
  translations: string;
  /** JSON: { "<car_key>": [{ "key": "p460e", "label": "P460e PHEV" }] }. */
  range_car_engines_mapper: string;
  /** JSON: { "<car_key>": [{ "key": "21", "label": "21\"" }] }. */
  wheel_sizes_mapper: string;
  cars: RangeCarGroup[];
}

export const RANGE_CARS_MAX = 30;

const text = (label: string, placeholder?: string) =>
  ({ label, type: 'string', translatable: true, ...(placeholder ? { placeholder } : {}) }) as const;
const json = (label: string) => ({ label, type: 'markdown', language: 'json', translatable: true }) as const;

export const rangeCalculatorTemplate: BlockTemplate<RangeCalculatorProps> = {
  key: 'range_calculator',
  name: 'Electric range calculator',
  description: 'Electric range by car, engine and wheel size, in km or miles, from a range JSON.',
  group: 'Vehicles',
  ...fieldGroups('cars', RANGE_CARS_MAX),
  fields: {
    block_scroll_id: scrollIdField,
    json_url: urlField('Range JSON URL', '/api/range-calculator/demo/ranges.json'),
    select_label: text('Select label', 'Choose your vehicle'),
    range_disclaimer: longTextField('Range disclaimer'),
    range_unit: selectField('Range unit', [
      ['km', 'Kilometres'],
      ['mile', 'Miles'],
    ]),
    range_label: text('Range label', 'Electric range'),
    modal_button_text: text('Modal button text', 'How range is measured'),
    modal_title: text('Modal title'),
    modal_content: longTextField('Modal content'),
    translations: json('Translations (JSON)'),
    range_car_engines_mapper: json('Car engines mapper (JSON)'),
    wheel_sizes_mapper: json('Wheel sizes mapper (JSON)'),
    cars: arrayField(
      'Cars',
      RANGE_CARS_MAX,
      { car_key: '', image: { src: '', alt: '' }, car_name: '', car_description: '', car_link: emptyLink },
      {
        car_key: keyField('Car key (as in the mappers and the JSON)'),
        image: { label: 'Image', type: 'image' },
        car_name: textField('Car name'),
        car_description: longTextField('Car description'),
        car_link: linkField('Car link'),
      },
    ),
  },
  defaultProps: {
    block_scroll_id: 'range-calculator',
    json_url: '',
    select_label: '',
    range_disclaimer: '',
    range_unit: 'km',
    range_label: '',
    modal_button_text: '',
    modal_title: '',
    modal_content: '',
    translations: '',
    range_car_engines_mapper: '',
    wheel_sizes_mapper: '',
    cars: [],
  },
};
