import { describe, expect, it } from 'vitest';
import { htmlProblems, maxProps, renderHtml } from '../testing/catalogue-b-check.js';
import { modelSummaryFiltersTemplate } from './template.js';

describe('model_summary_filters block', () => {
  it('has the catalogue key, a block_scroll_id field and a default for every field', () => {
    expect(modelSummaryFiltersTemplate.key).toBe('model_summary_filters');
    expect(modelSummaryFiltersTemplate.fields.block_scroll_id).toMatchObject({ type: 'string' });
    expect(Object.keys(modelSummaryFiltersTemplate.defaultProps).sort()).toEqual(Object.keys(modelSummaryFiltersTemplate.fields).sort());
    expect(modelSummaryFiltersTemplate.defaultProps).toMatchObject({ selectBodystyle: 'Body style', selectModel: 'Model', submit: 'Show' });
  });

  it('renders valid HTML with the default props', () => {
    expect(htmlProblems(renderHtml('model_summary_filters', {}))).toEqual([]);
  });

  it('renders valid HTML with every group filled', () => {
    const html = renderHtml('model_summary_filters', maxProps(modelSummaryFiltersTemplate, '[]'));
    expect(htmlProblems(html)).toEqual([]);
    expect(html).toContain('id="model_summary_filters-max"');
    expect(html).toContain('<lrdx-model-filter');
  });
});
