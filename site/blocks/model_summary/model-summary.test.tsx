import { describe, expect, it } from 'vitest';
import { renderHtml } from '../testing/html-check.js';
import { describeCatalogueBlock } from '../testing/catalogue-block-tests.js';
import { modelSummaryTemplate } from './template.js';

describeCatalogueBlock(
  modelSummaryTemplate,
  {
    key: 'model_summary',
    defaults: { has_columns: true, spec_key_1: 'power' },
    groups: { field: 'derivatives', max: 20 },
    filled: (html) => expect(html).toContain('data-model='),
  },
  () => {},
);

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
