/** Text steps (catalogue): numbered steps, each a title and a text (how to order, how to update a map). */
import { titledTextFields, type TitledText } from '../shared/card-fields.js';
import { headedBlockDefaults, headedBlockFields, fieldGroups, longTextField, arrayField } from '../shared/catalogue-fields.js';
import { emptyLink, linkField } from '../shared/link-fields.js';
import { thumbnail } from '../shared/thumbnail.js';
import type { BlockTemplate, LinkValue, HeadedBlockProps } from '../types.js';

export type TextStep = TitledText;

export interface TextStepsProps extends HeadedBlockProps {
  paragraph: string;
  steps: TextStep[];
  link: LinkValue;
}

export const TEXT_STEPS_MAX = 10;
const step: TextStep = { title: 'Step', text: '' };

export const textStepsTemplate: BlockTemplate<TextStepsProps> = {
  key: 'text_steps',
  name: 'Text steps',
  description: 'A numbered sequence of steps with a title and a short text each.',
  short_description: 'Numbered steps',
  group: 'Text',
  hidden: false,
  area: 'content',
  list_priority: 40,
  ...fieldGroups('steps', TEXT_STEPS_MAX, 3),
  thumbnail: thumbnail([
    { kind: 'dot', x: 24, y: 30, w: 8 },
    { kind: 'dot', x: 80, y: 30, w: 8 },
    { kind: 'dot', x: 136, y: 30, w: 8 },
    { kind: 'line', x: 32, y: 30, w: 40, h: 0 },
    { kind: 'line', x: 88, y: 30, w: 40, h: 0 },
    { kind: 'text', x: 10, y: 50, w: 28 },
    { kind: 'text', x: 66, y: 50, w: 28 },
    { kind: 'text', x: 122, y: 50, w: 28 },
  ]),
  fields: {
    ...headedBlockFields(),
    paragraph: longTextField('Paragraph'),
    steps: arrayField('Steps', TEXT_STEPS_MAX, step, titledTextFields()),
    link: linkField(),
  },
  defaultProps: { ...headedBlockDefaults('Heading'), paragraph: '', steps: [step, step, step], link: emptyLink },
};
