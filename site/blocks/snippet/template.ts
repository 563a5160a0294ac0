/** Snippet (catalogue): a heading, a paragraph and a button, centred or aligned to the start. */
import { emptyLink, headingLevelField, linkField } from '../shared/link-fields.js';
import { scrollIdField, type BaseBlockProps, type BlockTemplate, type LinkValue } from '../types.js';

export interface SnippetProps extends BaseBlockProps {
  heading: string;
  heading_level: string;
  paragraph: string;
  alignment: string;
  link: LinkValue;
}

export const snippetTemplate: BlockTemplate<SnippetProps> = {
  key: 'snippet',
  name: 'Snippet',
  description: 'A short section of text with a heading and a button.',
  group: 'Text',
  fields: {
    block_scroll_id: scrollIdField,
    heading: { label: 'Heading', type: 'string', translatable: true },
    heading_level: headingLevelField(),
    paragraph: { label: 'Paragraph', type: 'text', translatable: true },
    alignment: {
      label: 'Alignment',
      type: 'select',
      options: [
        { label: 'Start', value: 'start' },
        { label: 'Centre', value: 'center' },
      ],
    },
    link: linkField(),
  },
  defaultProps: { block_scroll_id: '', heading: '', heading_level: '2', paragraph: '', alignment: 'center', link: emptyLink },
};
