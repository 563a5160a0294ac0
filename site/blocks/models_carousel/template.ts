/**
 * Models carousel (catalogue): models-label; per group nameplate, car image, transparent image,
 * link and specs JSON (name plus table rows of name, engine, consumption, price, lease).
 */
import { emptyImage, imageField, jsonField, textField, fieldGroups, arrayField } from '../shared/catalogue-fields.js';
import { emptyLink, linkField } from '../shared/link-fields.js';
import { THUMBNAILS } from '../shared/thumbnails.js';
import { scrollIdField, type BaseBlockProps, type BlockTemplate, type ImageValue, type LinkValue } from '../types.js';

export interface ModelsCarouselItem {
  nameplate: string;
  car_image: ImageValue;
  transparent_image: ImageValue;
  link: LinkValue;
  specs: string;
}

export interface ModelsCarouselProps extends BaseBlockProps {
  models_label: string;
  models: ModelsCarouselItem[];
}

export const MODELS_CAROUSEL_MAX = 20;

export const modelsCarouselTemplate: BlockTemplate<ModelsCarouselProps> = {
  key: 'models_carousel',
  name: 'Models carousel',
  description: 'The model range as a carousel of cut-out cars with their key figures.',
  group: 'Models',
  short_description: 'The model range in a carousel.',
  area: 'content',
  list_priority: 10,
  thumbnail: THUMBNAILS.cards,
  ...fieldGroups('models', MODELS_CAROUSEL_MAX),
  fields: {
    block_scroll_id: scrollIdField,
    models_label: textField('Models label'),
    models: arrayField(
      'Models',
      MODELS_CAROUSEL_MAX,
      { nameplate: '', car_image: emptyImage(), transparent_image: emptyImage(), link: emptyLink, specs: '' },
      {
        nameplate: textField('Nameplate'),
        car_image: imageField('Car image'),
        transparent_image: imageField('Transparent image'),
        link: linkField(),
        specs: jsonField('Specs JSON ({"name","rows":[{"name","engine","consumption","price","lease"}]})'),
      },
    ),
  },
  defaultProps: { block_scroll_id: '', models_label: 'Models', models: [] },
};
