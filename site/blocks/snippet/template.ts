/** Snippet (catalogue): a heading, a paragraph and a button, centred or aligned to the start. */
import { headedBlockDefaults, headedBlockFields, selectField, longTextField } from '../shared/catalogue-fields.js';
import { emptyLink, linkField } from '../shared/link-fields.js';
import type { BlockTemplate, LinkValue, HeadedBlockProps } from '../types.js';

export interface SnippetProps extends HeadedBlockProps {
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
    ...headedBlockFields(),
    paragraph: longTextField('Paragraph'),
    alignment: selectField('Alignment', [
      ['start', 'Start'],
      ['center', 'Centre'],
    ]),
    link: linkField(),
  },
  defaultProps: { ...headedBlockDefaults(), paragraph: '', alignment: 'center', link: emptyLink },
};
