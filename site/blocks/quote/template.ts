/** Quote (catalogue): quote, author, author_position, alignment left/center/right, justify_text. */
import { selectField, boolField, longTextField, textField } from '../shared/catalogue-fields.js';
import { thumbnail } from '../shared/thumbnail.js';
import { scrollIdField, type BaseBlockProps, type BlockTemplate, type Field } from '../types.js';
import { SIDE_LABELS } from '../shared/side-labels.js';

export interface QuoteFields {
  quote: string;
  author: string;
  author_position: string;
}

export interface QuoteProps extends BaseBlockProps, QuoteFields {
  alignment: string;
  justify_text: boolean;
}

export const quoteFields = {
  quote: longTextField('Quote'),
  author: textField('Author'),
  author_position: textField('Author position'),
} as const satisfies Record<keyof QuoteFields, Field>;

/** "left" and "right" are the catalogue's values; on the page they are start and end (mirrored in RTL), and the labels say so. */
export const alignmentField: Field = selectField('Alignment', [
  ['left', SIDE_LABELS.start],
  ['center', 'Center'],
  ['right', SIDE_LABELS.end],
]);

export const justifyField: Field = boolField('Justify text');

export const quoteThumbnail = thumbnail([
  { kind: 'text', x: 30, y: 22, w: 10, h: 10 },
  { kind: 'text', x: 30, y: 40, w: 100 },
  { kind: 'text', x: 30, y: 48, w: 90 },
  { kind: 'text', x: 30, y: 62, w: 40 },
]);

export const quoteTemplate: BlockTemplate<QuoteProps> = {
  key: 'quote',
  name: 'Quote',
  description: 'A quotation with its author and the author’s position.',
  short_description: 'A quotation',
  group: 'Text',
  hidden: false,
  area: 'content',
  list_priority: 60,
  thumbnail: quoteThumbnail,
  fields: { block_scroll_id: scrollIdField, ...quoteFields, alignment: alignmentField, justify_text: justifyField },
  defaultProps: { block_scroll_id: '', quote: 'Quote', author: '', author_position: '', alignment: 'center', justify_text: false },
};
