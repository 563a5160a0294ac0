/**
 * HTML box (catalogue): the place where editors put HTML and widget tags (`<lrdx-stock-locator
 * list-key="…">`, `<lrdx-form form-id="…">`, …). The HTML is sanitized when the page is saved
 * (server/cms/block-validation.ts → html-sanitizer.ts): text and media tags and the `lrdx-*` widget
 * tags survive, script and event handlers do not; the loader then upgrades the widget tags.
 */
import { htmlField, boolField } from '../shared/catalogue-fields.js';
import { thumbnail } from '../shared/thumbnail.js';
import { scrollIdField, type BaseBlockProps, type BlockTemplate } from '../types.js';

export interface HtmlBoxProps extends BaseBlockProps {
  html: string;
  full_width: boolean;
}

export const htmlBoxTemplate: BlockTemplate<HtmlBoxProps> = {
  key: 'html_box',
  name: 'HTML box',
  description: 'Free HTML and widget tags (stock locator, forms, calculators) placed on the page.',
  short_description: 'HTML and widget tags',
  group: 'Text',
  hidden: false,
  area: 'content',
  list_priority: 90,
  thumbnail: thumbnail([
    { kind: 'panel', x: 20, y: 14, w: 120, h: 62 },
    { kind: 'text', x: 30, y: 26, w: 24 },
    { kind: 'text', x: 38, y: 36, w: 70 },
    { kind: 'text', x: 38, y: 46, w: 56 },
    { kind: 'text', x: 30, y: 58, w: 26 },
  ]),
  fields: { block_scroll_id: scrollIdField, html: htmlField('HTML'), full_width: boolField('Full width') },
  defaultProps: { block_scroll_id: '', html: '', full_width: false },
};
