import { describe, expect, it } from 'vitest';
import { htmlProblems, maxProps, renderHtml } from '../testing/catalogue-b-check.js';
import { modelSummaryTemplate } from './template.js';

describe('model_summary block', () => {
  it('has the catalogue key, a block_scroll_id field and a default for every field', () => {
    expect(modelSummaryTemplate.key).toBe('model_summary');
    expect(modelSummaryTemplate.fields.block_scroll_id).toMatchObject({ type: 'string' });
    expect(Object.keys(modelSummaryTemplate.defaultProps).sort()).toEqual(Object.keys(modelSummaryTemplate.fields).sort());
    expect(modelSummaryTemplate.defaultProps).toMatchObject({ has_columns: true, spec_key_1: 'power' });
  });

  it('limits derivatives to 20 (catalogue maximum)', () => {
    const field = modelSummaryTemplate.fields.derivatives;
    expect(field).toMatchObject({ type: 'array', max: 20 });
    expect(modelSummaryTemplate.max_field_groups).toBe(20);
  });

  it('renders valid HTML with the default props', () => {
    expect(htmlProblems(renderHtml('model_summary', {}))).toEqual([]);
  });

  it('renders valid HTML with every group filled', () => {
    const html = renderHtml('model_summary', maxProps(modelSummaryTemplate, '[]'));
    expect(htmlProblems(html)).toEqual([]);
    expect(html).toContain('id="model_summary-max"');
    expect(html).toContain('data-model=');
  });
});

describe('model_summary on a Kurdish page', () => {
  it('shows its figures in Kurdish digits and separators (domain/number-format.ts), Latin model names as written', () => {
    const html = renderHtml('model_summary', {
      derivatives: [{ name: 'Defender 110 X', price: '$95,000', spec_value_1: '6.1' }],
      spec_label_1: 'چرکە',
    });
    expect(html).toContain('٩٥٬٠٠٠ دۆلار');
    expect(html).toContain('Defender 110 X');
    expect(html).not.toContain('95,000');
  });
});
