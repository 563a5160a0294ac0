/**
 * Derivatives / model summary (catalogue: car_key, engine_key, spec keys 1-3 and their labels,
 * has_columns, tab_id). One block per derivative list; each group is one derivative with its
 * values for the three spec keys. body_style and model feed the model summary filters block.
 */
import { boolField, emptyImage, imageField, keyField, textField, fieldGroups, arrayField } from '../shared/catalogue-fields.js';
import { emptyLink, linkField } from '../shared/link-fields.js';
import { THUMBNAILS } from '../shared/thumbnails.js';
import { scrollIdField, type BaseBlockProps, type BlockTemplate, type ImageValue, type LinkValue } from '../types.js';

export interface Derivative {
  car_key: string;
  engine_key: string;
  name: string;
  model: string;
  body_style: string;
  image: ImageValue;
  price: string;
  spec_value_1: string;
  spec_value_2: string;
  spec_value_3: string;
  link: LinkValue;
}

export interface ModelSummaryProps extends BaseBlockProps {
  heading: string;
  tab_id: string;
  has_columns: boolean;
  spec_key_1: string;
  spec_label_1: string;
  spec_key_2: string;
  spec_label_2: string;
  spec_key_3: string;
  spec_label_3: string;
  derivatives: Derivative[];
}

export const MODEL_SUMMARY_MAX = 20;

export const modelSummaryTemplate: BlockTemplate<ModelSummaryProps> = {
  key: 'model_summary',
  name: 'Derivatives / model summary',
  description: 'The derivatives of a model side by side with three key figures each.',
  group: 'Models',
  short_description: 'Derivatives side by side with key figures.',
  area: 'content',
  list_priority: 12,
  thumbnail: THUMBNAILS.cards,
  ...fieldGroups('derivatives', MODEL_SUMMARY_MAX),
  fields: {
    block_scroll_id: scrollIdField,
    heading: textField('Heading'),
    tab_id: keyField('Tab id'),
    has_columns: boolField('Show in columns'),
    spec_key_1: keyField('Spec key 1', 'power'),
    spec_label_1: textField('Spec label 1'),
    spec_key_2: keyField('Spec key 2', 'acceleration'),
    spec_label_2: textField('Spec label 2'),
    spec_key_3: keyField('Spec key 3', 'top_speed'),
    spec_label_3: textField('Spec label 3'),
    derivatives: arrayField(
      'Derivatives',
      MODEL_SUMMARY_MAX,
      {
        car_key: '',
        engine_key: '',
        name: '',
        model: '',
        body_style: '',
        image: emptyImage(),
        price: '',
        spec_value_1: '',
        spec_value_2: '',
        spec_value_3: '',
        link: emptyLink,
      },
      {
        car_key: keyField('Car key'),
        engine_key: keyField('Engine key'),
        name: textField('Name'),
        model: textField('Model'),
        body_style: textField('Body style'),
        image: imageField('Image', ['640x360']),
        price: textField('Price'),
        spec_value_1: textField('Spec value 1'),
        spec_value_2: textField('Spec value 2'),
        spec_value_3: textField('Spec value 3'),
        link: linkField(),
      },
    ),
  },
  defaultProps: {
    block_scroll_id: '',
    heading: '',
    tab_id: '',
    has_columns: true,
    spec_key_1: 'power',
    spec_label_1: 'Power',
    spec_key_2: 'acceleration',
    spec_label_2: '0-100 km/h',
    spec_key_3: 'top_speed',
    spec_label_3: 'Top speed',
    derivatives: [],
  },
};
