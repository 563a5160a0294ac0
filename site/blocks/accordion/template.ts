/**
 * Accordion (catalogue): up to 30 items. Only html content is rendered (the spec's other kinds,
 * calculator, finance options table and form, are not built yet); an item with empty html is skipped.
 */
import { headingLevelField } from '../shared/link-fields.js';
import { scrollIdField, type BaseBlockProps, type BlockTemplate } from '../types.js';

export interface AccordionItem {
  title: string;
  /** Editor HTML (trusted: only signed-in editors write it). */
  content: string;
  open: boolean;
}

export interface AccordionProps extends BaseBlockProps {
  heading: string;
  heading_level: string;
  /** Kept for the editor; the site leaves the open-all/close-all buttons out because they need script. */
  open_all_label: string;
  close_all_label: string;
  has_schema: boolean;
  has_border: boolean;
  has_margin: boolean;
  items: AccordionItem[];
}

export const ACCORDION_MAX = 30;

export const accordionTemplate: BlockTemplate<AccordionProps> = {
  key: 'accordion',
  name: 'Accordion',
  description: 'Questions or sections that open and close, optionally marked up as an FAQ for search engines.',
  group: 'Text',
  fields: {
    block_scroll_id: scrollIdField,
    heading: { label: 'Heading', type: 'string', translatable: true },
    heading_level: headingLevelField(),
    open_all_label: { label: 'Open all label', type: 'string', translatable: true },
    close_all_label: { label: 'Close all label', type: 'string', translatable: true },
    has_schema: { label: 'Add FAQ schema', type: 'bool' },
    has_border: { label: 'Border', type: 'bool' },
    has_margin: { label: 'Margin', type: 'bool' },
    items: {
      label: 'Items',
      type: 'array',
      max: ACCORDION_MAX,
      defaultItemProps: { title: '', content: '', open: false },
      arrayFields: {
        title: { label: 'Title', type: 'string', translatable: true },
        content: { label: 'Content', type: 'markdown', language: 'html', translatable: true },
        open: { label: 'Open at start', type: 'bool' },
      },
    },
  },
  defaultProps: {
    block_scroll_id: '',
    heading: '',
    heading_level: '2',
    open_all_label: 'OPEN ALL',
    close_all_label: 'CLOSE ALL',
    has_schema: false,
    has_border: true,
    has_margin: true,
    items: [],
  },
};
