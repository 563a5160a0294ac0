/**
 * Model summary filters (catalogue: selectBodystyle, selectModel, submit): two selects that
 * narrow the derivative cards of the model summary blocks on the same page. The options come from
 * those cards, so the editor writes only the labels.
 */
import { textField } from '../shared/catalogue-fields.js';
import { THUMBNAILS } from '../shared/thumbnails.js';
import { scrollIdField, type BaseBlockProps, type BlockTemplate } from '../types.js';

export interface ModelSummaryFiltersProps extends BaseBlockProps {
  selectBodystyle: string;
  selectModel: string;
  submit: string;
  all_label: string;
}

export const modelSummaryFiltersTemplate: BlockTemplate<ModelSummaryFiltersProps> = {
  key: 'model_summary_filters',
  name: 'Model summary filters',
  description: 'Body style and model selects that filter the derivatives shown on the page.',
  group: 'Models',
  short_description: 'Body style and model filters for the derivatives.',
  area: 'content',
  list_priority: 13,
  thumbnail: THUMBNAILS.list,
  fields: {
    block_scroll_id: scrollIdField,
    selectBodystyle: textField('Body style select label'),
    selectModel: textField('Model select label'),
    submit: textField('Submit label'),
    all_label: textField('All label'),
  },
  defaultProps: { block_scroll_id: '', selectBodystyle: 'Body style', selectModel: 'Model', submit: 'Show', all_label: 'All' },
};
