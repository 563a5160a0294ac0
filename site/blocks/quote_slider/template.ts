/**
 * Quote slider (catalogue): the quote block's fields per slide (quote, author, author_position),
 * with the alignment left/center/right and justify_text of the whole slider.
 */
import { alignmentField, justifyField, quoteFields, type QuoteFields } from '../quote/template.js';
import { fieldGroups } from '../shared/catalogue-fields.js';
import { thumbnail } from '../shared/thumbnail.js';
import { scrollIdField, type BaseBlockProps, type BlockTemplate } from '../types.js';

export interface QuoteSliderProps extends BaseBlockProps {
  alignment: string;
  justify_text: boolean;
  quotes: QuoteFields[];
}

/** The catalogue names no maximum; ten quotes is already more than a visitor reads. */
export const QUOTE_SLIDER_MAX = 10;

export const quoteSliderTemplate: BlockTemplate<QuoteSliderProps> = {
  key: 'quote_slider',
  name: 'Quote slider',
  description: 'Several quotations with their authors, one at a time in a slider.',
  short_description: 'Quotations in a slider',
  group: 'Text',
  hidden: false,
  area: 'content',
  list_priority: 61,
  thumbnail: thumbnail([
    { kind: 'text', x: 40, y: 24, w: 80, h: 5 },
    { kind: 'text', x: 48, y: 36, w: 64 },
    { kind: 'text', x: 62, y: 50, w: 36 },
    { kind: 'dot', x: 72, y: 72 },
    { kind: 'dot', x: 80, y: 72 },
    { kind: 'dot', x: 88, y: 72 },
  ]),
  ...fieldGroups('quotes', QUOTE_SLIDER_MAX, 2),
  fields: {
    block_scroll_id: scrollIdField,
    alignment: alignmentField,
    justify_text: justifyField,
    quotes: {
      label: 'Quotes',
      type: 'array',
      max: QUOTE_SLIDER_MAX,
      arrayFields: quoteFields,
      defaultItemProps: { quote: 'Quote', author: '', author_position: '' },
    },
  },
  defaultProps: {
    block_scroll_id: '',
    alignment: 'center',
    justify_text: false,
    quotes: [
      { quote: 'Quote', author: '', author_position: '' },
      { quote: 'Quote', author: '', author_position: '' },
    ],
  },
};
