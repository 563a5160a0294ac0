/** Icons timeline (catalogue, up to 20): milestones, each an icon, a label (a year), a title and a text. */
import { titledTextFields, type TitledText } from '../shared/card-fields.js';
import { headedBlockDefaults, headedBlockFields, fieldGroups, textField, arrayField, iconField } from '../shared/catalogue-fields.js';
import { thumbnail } from '../shared/thumbnail.js';
import type { BlockTemplate, HeadedBlockProps } from '../types.js';

export interface TimelineItem extends TitledText {
  icon: string;
  label: string;
}

export interface IconsTimelineProps extends HeadedBlockProps {
  items: TimelineItem[];
}

export const ICONS_TIMELINE_MAX = 20;
const item: TimelineItem = { icon: 'star', label: '', title: 'Title', text: '' };

export const iconsTimelineTemplate: BlockTemplate<IconsTimelineProps> = {
  key: 'icons_timeline',
  name: 'Icons timeline',
  description: 'Milestones along a line, each with an icon, a label such as a year, a title and a text.',
  short_description: 'Milestones with icons',
  group: 'Content',
  hidden: false,
  area: 'content',
  list_priority: 72,
  ...fieldGroups('items', ICONS_TIMELINE_MAX, 3),
  thumbnail: thumbnail([
    { kind: 'line', x: 40, y: 10, w: 0, h: 70 },
    { kind: 'dot', x: 40, y: 20, w: 5 },
    { kind: 'dot', x: 40, y: 45, w: 5 },
    { kind: 'dot', x: 40, y: 70, w: 5 },
    { kind: 'text', x: 54, y: 18, w: 60 },
    { kind: 'text', x: 54, y: 43, w: 50 },
    { kind: 'text', x: 54, y: 68, w: 56 },
  ]),
  fields: {
    ...headedBlockFields(),
    items: arrayField('Milestones', ICONS_TIMELINE_MAX, item, {
      icon: iconField(),
      label: textField('Label (year)'),
      ...titledTextFields(),
    }),
  },
  defaultProps: { ...headedBlockDefaults('Heading'), items: [item, item, item] },
};
