/** Text steps (catalogue): numbered steps, each a title and a text (how to order, how to update a map). */
import { emptyLink, headingLevelField, linkField } from '../shared/link-fields.js';
import { thumbnail } from '../shared/thumbnail.js';
import { scrollIdField, type BaseBlockProps, type BlockTemplate, type LinkValue } from '../types.js';

export type TextStep = {
  title: string;
  text: string;
};

export interface TextStepsProps extends BaseBlockProps {
  heading: string;
  heading_level: string;
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
  field_groups: 'steps',
  field_groups_seed: 3,
  max_field_groups: TEXT_STEPS_MAX,
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
    block_scroll_id: scrollIdField,
    heading: { label: 'Heading', type: 'string', translatable: true },
    heading_level: headingLevelField(),
    paragraph: { label: 'Paragraph', type: 'text', translatable: true },
    steps: {
      label: 'Steps',
      type: 'array',
      max: TEXT_STEPS_MAX,
      defaultItemProps: step,
      arrayFields: {
        title: { label: 'Title', type: 'string', translatable: true },
        text: { label: 'Text', type: 'text', translatable: true },
      },
    },
    link: linkField(),
  },
  defaultProps: { block_scroll_id: '', heading: 'Heading', heading_level: '2', paragraph: '', steps: [step, step, step], link: emptyLink },
};
