/**
 * Accordion (catalogue): up to 30 items. An item's content kind is html (editor HTML) or form
 * (the <lrdx-form form-id> element of the forms issue); calculator and finance options table are
 * not built yet. An item without content is skipped.
 */
import { headingLevelField } from '../shared/link-fields.js';
import { scrollIdField, type BaseBlockProps, type BlockTemplate } from '../types.js';

export interface AccordionItem {
  title: string;
  /** 'html' or 'form' (ACCORDION_CONTENT_KINDS). */
  kind: string;
  /** Editor HTML (trusted: only signed-in editors write it). */
  content: string;
  /** The form of a `form` item. */
  form_id: string;
  open: boolean;
}

export const ACCORDION_CONTENT_KINDS = ['html', 'form'] as const;

export interface AccordionProps extends BaseBlockProps {
  heading: string;
  heading_level: string;
  /** Labels of the open-all/close-all buttons (<lrdx-accordion-controls> shows them with script). */
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
      defaultItemProps: { title: '', kind: 'html', content: '', form_id: '', open: false },
      arrayFields: {
        title: { label: 'Title', type: 'string', translatable: true },
        kind: {
          label: 'Content kind',
          type: 'select',
          options: [
            { label: 'HTML', value: 'html' },
            { label: 'Form', value: 'form' },
          ],
        },
        content: { label: 'Content', type: 'markdown', language: 'html', translatable: true },
        form_id: { label: 'Form id (kind form)', type: 'string' },
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
