/**
 * Finance calculator (catalogue, "Finance"): the finance products of the block's groups, each with
 * its input and output JSON configuration, the models of `models_info` narrowed by
 * `nameplate_key_filter`, the style (default or mena), header tag, disclaimers and
 * `hide_free_items`. With a list key and a vehicle id the price comes from the listing instead.
 * The widget is <lrdx-finance-calculator>; the formulas are in docs/finance.md.
 */
import { checkInputConfiguration, checkModelsInfo } from '../../../domain/finance/settings-check.js';
import { selectField, boolField, keyField, longTextField, textField, arrayField } from '../shared/catalogue-fields.js';
import { emptyLink, linkField } from '../shared/link-fields.js';
import { scrollIdField, type BaseBlockProps, type BlockTemplate, type LinkValue } from '../types.js';

export interface FinanceProductGroup {
  finance_product: string;
  name: string;
  description: string;
  link: LinkValue;
  main_button: LinkValue;
  /** JSON: [{ "label": "…", "url": "…" }]. */
  additional_buttons: string;
  input_configuration: string;
  output_configuration: string;
  disclaimer_title: string;
  disclaimer_body: string;
}

export interface FinanceCalculatorProps extends BaseBlockProps {
  title: string;
  header_tag: string;
  calculator_style: string;
  nameplate_key_filter: string;
  /** JSON: [{ "nameplate_key", "name", "price", "image"?, "free_items"?: [] }]. */
  models_info: string;
  ci_key_list: string;
  vehicle_id: string;
  /** JSON: the widget's texts by key (e.g. { "downPayment": "Deposit" }); empty keeps the translations. */
  labels: string;
  disclaimers: string;
  hide_free_items: boolean;
  groups: FinanceProductGroup[];
}

export const FINANCE_GROUPS_MAX = 30;

export const DEFAULT_INPUT_CONFIGURATION = JSON.stringify({
  down_payment: { min: 20, max: 50, default: 20, interval: 5, unit: '%' },
  duration: { min: 4, max: 7, default: 4, unit: 'Years' },
  interest_rate: 4.5,
});

export const DEFAULT_OUTPUT_CONFIGURATION = JSON.stringify([
  'monthly_payment',
  'on_the_road_price',
  'total_deposit',
  'total_amount_of_credit',
  'monthly_payments',
  'duration_of_agreement',
  'interest_rate',
]);

const HEADER_TAG_OPTIONS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((tag) => ({ label: tag.toUpperCase(), value: tag }));

export const financeCalculatorTemplate: BlockTemplate<FinanceCalculatorProps> = {
  key: 'finance_calculator',
  name: 'Finance calculator',
  description: 'Monthly payments of the finance products for a model or a vehicle of the listing.',
  group: 'Finance',
  fields: {
    block_scroll_id: scrollIdField,
    title: textField('Title'),
    header_tag: { label: 'Header tag', type: 'select', options: HEADER_TAG_OPTIONS },
    calculator_style: selectField('Calculator style', [
      ['default', 'Default'],
      ['mena', 'MENA'],
    ]),
    nameplate_key_filter: keyField('Nameplate keys (comma-separated)', 'defender,range_rover'),
    models_info: { label: 'Models info (JSON)', type: 'markdown', language: 'json', translatable: true },
    ci_key_list: keyField('List key (for a vehicle of the listing)'),
    vehicle_id: keyField('Vehicle id'),
    labels: { label: 'UI labels (JSON)', type: 'markdown', language: 'json', translatable: true },
    disclaimers: longTextField('Disclaimers'),
    hide_free_items: boolField('Hide free items'),
    groups: arrayField(
      'Finance products',
      FINANCE_GROUPS_MAX,
      {
        finance_product: 'hire_purchase',
        name: '',
        description: '',
        link: emptyLink,
        main_button: emptyLink,
        additional_buttons: '',
        input_configuration: DEFAULT_INPUT_CONFIGURATION,
        output_configuration: DEFAULT_OUTPUT_CONFIGURATION,
        disclaimer_title: '',
        disclaimer_body: '',
      },
      {
        finance_product: keyField('Finance product', 'hire_purchase'),
        name: textField('Name'),
        description: longTextField('Description'),
        link: linkField('Link'),
        main_button: linkField('Main button'),
        additional_buttons: { label: 'Additional buttons (JSON)', type: 'markdown', language: 'json', translatable: true },
        input_configuration: { label: 'Input configuration (JSON)', type: 'markdown', language: 'json' },
        output_configuration: { label: 'Output configuration (JSON)', type: 'markdown', language: 'json', translatable: true },
        disclaimer_title: textField('Disclaimer title'),
        disclaimer_body: longTextField('Disclaimer body'),
      },
    ),
  },
  defaultProps: {
    block_scroll_id: '',
    title: '',
    header_tag: 'h2',
    calculator_style: 'default',
    nameplate_key_filter: '',
    models_info: '',
    ci_key_list: '',
    vehicle_id: '',
    labels: '',
    disclaimers: '',
    hide_free_items: false,
    groups: [],
  },
  // Rates, shares, years and prices out of bounds are refused on save (domain/finance/settings-check.ts).
  check: (props) => {
    const models = typeof props.models_info === 'string' ? checkModelsInfo(props.models_info) : null;
    if (models) return { field: 'models_info', message: `Models info: ${models.message}` };
    const groups = Array.isArray(props.groups) ? props.groups : [];
    for (const [index, group] of groups.entries()) {
      const text = (group as { input_configuration?: unknown }).input_configuration;
      const problem = typeof text === 'string' ? checkInputConfiguration(text) : null;
      if (problem) return { field: `groups[${index}].input_configuration`, message: `Input configuration: ${problem.message}` };
    }
    return null;
  },
};
