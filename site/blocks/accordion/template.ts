/**
 * Accordion (catalogue): up to 30 items. Each item's content is one kind (docs/site-shell.md, "Shell rules"): html
 * (non-empty), calculator (a finance calculator with its groups, the JSON of the finance calculator
 * block), finance_options_table (labelled finance options quoted for one price) or form (the
 * <lrdx-form form-id> element). An item whose content is not valid for its kind is skipped.
 */
import { headedBlockDefaults, headedBlockFields, selectField, boolField, textField, arrayField } from '../shared/catalogue-fields.js';
import type { BlockTemplate, HeadedBlockProps } from '../types.js';

export const ACCORDION_CONTENT_TYPES = ['html', 'calculator', 'finance_options_table', 'form'] as const;
export type AccordionContentType = (typeof ACCORDION_CONTENT_TYPES)[number];

export interface AccordionItem {
  title: string;
  content_type: AccordionContentType;
  /** Editor HTML (trusted: only signed-in editors write it). */
  content: string;
  /** JSON of the finance calculator settings (domain/finance/calculator-config.ts), for content_type calculator. */
  calculator: string;
  /** JSON { price, options: [{ label, finance_product, down_payment, duration, interest_rate }] }, for finance_options_table. */
  finance_options: string;
  /** The form of a `form` item. */
  form_id: string;
  open: boolean;
}

export interface AccordionProps extends HeadedBlockProps {
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
    ...headedBlockFields(),
    open_all_label: textField('Open all label'),
    close_all_label: textField('Close all label'),
    has_schema: boolField('Add FAQ schema'),
    has_border: boolField('Border'),
    has_margin: boolField('Margin'),
    items: arrayField(
      'Items',
      ACCORDION_MAX,
      { title: '', content_type: 'html', content: '', calculator: '', finance_options: '', form_id: '', open: false },
      {
        title: textField('Title'),
        content_type: selectField('Content type', [
          ['html', 'HTML'],
          ['calculator', 'Finance calculator'],
          ['finance_options_table', 'Finance options table'],
          ['form', 'Form'],
        ]),
        content: { label: 'Content', type: 'markdown', language: 'html', rich: true, translatable: true },
        calculator: { label: 'Calculator (JSON)', type: 'markdown', language: 'json', translatable: true },
        finance_options: { label: 'Finance options (JSON)', type: 'markdown', language: 'json', translatable: true },
        form_id: { label: 'Form (content type form)', type: 'string', pick: 'form' },
        open: boolField('Open at start'),
      },
    ),
  },
  defaultProps: {
    ...headedBlockDefaults(),
    open_all_label: 'OPEN ALL',
    close_all_label: 'CLOSE ALL',
    has_schema: false,
    has_border: true,
    has_margin: true,
    items: [],
  },
};
