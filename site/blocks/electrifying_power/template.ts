/**
 * Electrifying power: the electrified range's story in figures — a picture, a heading and text,
 * up to four key figures (value, unit, label: electric range, charging time, power…), a link and
 * a disclaimer for the figures' test conditions.
 */
import { imageField, textField, selectField, fieldGroups, longTextField, arrayField } from '../shared/catalogue-fields.js';
import { emptyLink, headingLevelField, linkField } from '../shared/link-fields.js';
import { thumbnail } from '../shared/thumbnail.js';
import { scrollIdField, type BaseBlockProps, type BlockTemplate, type ImageValue, type LinkValue } from '../types.js';

export const ELECTRIFYING_FIGURES_MAX = 4;

export interface PowerFigure {
  value: string;
  unit: string;
  label: string;
}

export interface ElectrifyingPowerProps extends BaseBlockProps {
  eyebrow: string;
  heading: string;
  heading_level: string;
  text: string;
  image: ImageValue;
  image_position: string;
  figures: PowerFigure[];
  link: LinkValue;
  disclaimer: string;
}

export const electrifyingPowerTemplate: BlockTemplate<ElectrifyingPowerProps> = {
  key: 'electrifying_power',
  name: 'Electrifying power',
  description: 'The electric and plug-in hybrid story: a picture beside a heading, text and up to four key figures.',
  short_description: 'Electric range in figures',
  group: 'Content',
  hidden: false,
  area: 'content',
  list_priority: 50,
  thumbnail: thumbnail([
    { kind: 'media', x: 0, y: 0, w: 80, h: 90 },
    { kind: 'text', x: 92, y: 14, w: 56, h: 6 },
    { kind: 'text', x: 92, y: 40, w: 22, h: 10 },
    { kind: 'text', x: 124, y: 40, w: 22, h: 10 },
    { kind: 'text', x: 92, y: 54, w: 22 },
    { kind: 'text', x: 124, y: 54, w: 22 },
    { kind: 'button', x: 92, y: 70 },
  ]),
  ...fieldGroups('figures', ELECTRIFYING_FIGURES_MAX, 3),
  fields: {
    block_scroll_id: scrollIdField,
    eyebrow: textField('Eyebrow'),
    heading: textField('Heading'),
    heading_level: headingLevelField(),
    text: longTextField('Text'),
    image: imageField('Image'),
    image_position: selectField('Image position', [
      ['start', 'Start'],
      ['end', 'End'],
    ]),
    figures: arrayField(
      'Figures',
      ELECTRIFYING_FIGURES_MAX,
      { value: '', unit: '', label: '' },
      { value: textField('Value'), unit: textField('Unit'), label: textField('Label') },
    ),
    link: linkField(),
    disclaimer: longTextField('Disclaimer'),
  },
  defaultProps: {
    block_scroll_id: '',
    eyebrow: '',
    heading: 'Electrifying power',
    heading_level: '2',
    text: '',
    image: { src: '/media/scenes/suv-2f4a5a-city-dusk', alt: '' },
    image_position: 'start',
    figures: [
      { value: '113', unit: 'km', label: 'Electric range' },
      { value: '50', unit: 'kW', label: 'Rapid charging' },
      { value: '5.4', unit: 's', label: '0–100 km/h' },
    ],
    link: { ...emptyLink },
    disclaimer: '',
  },
};
