import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_SETTINGS } from '../../../domain/price-settings.js';
import { renderBlock } from '../registry.js';
import { testRenderContext } from '../test-context.js';

const render = (template: string, props: Record<string, unknown>, ctx = testRenderContext()) =>
  renderToStaticMarkup(<>{renderBlock({ id: 'b', template, props }, ctx)}</>);

const MODELS = JSON.stringify([
  { nameplate_key: 'defender', name: 'Defender 110', price: 100000 },
  { nameplate_key: 'range_rover', name: 'Range Rover', price: 200000 },
]);
const GROUP = {
  finance_product: 'hire_purchase',
  name: 'قیستی ئاسایی',
  input_configuration:
    '{"down_payment":{"min":20,"max":50,"default":20,"interval":5},"duration":{"min":4,"max":7,"default":4},"interest_rate":6}',
  output_configuration: '["monthly_payment"]',
};

describe('finance calculator block', () => {
  it('places the element with its settings and a fallback quote computed by the same maths', () => {
    const ctx = { ...testRenderContext(), priceSettings: { ...DEFAULT_PRICE_SETTINGS, symbol: '$', format: '^%' } };
    const html = render(
      'finance_calculator',
      { models_info: MODELS, nameplate_key_filter: 'defender', calculator_style: 'mena', groups: [GROUP] },
      ctx,
    );
    expect(html).toMatch(
      /<lrdx-finance-calculator class="lrdx-finance-calculator" lang="ku" config="[^"]*calculator_style&quot;:&quot;mena/,
    );
    // 80,000 at 6 % over 48 months = 1,878.80… rounded up: «١٬٨٧٩ دۆلار»
    expect(html).toContain('Defender 110 — قیستی مانگانە: ١٬٨٧٩ دۆلار');
    expect(html).toContain('پێشەکی ٢٠٪، ماوە ٤ ساڵ، ڕێژەی سوود ٦٪');
  });

  it('with a listing vehicle passes list-key and vehicle-id and leaves the figure to the widget', () => {
    const html = render('finance_calculator', { models_info: MODELS, ci_key_list: 'iraq', vehicle_id: '12', groups: [GROUP] });
    expect(html).toContain('list-key="iraq"');
    expect(html).toContain('vehicle-id="12"');
    expect(html).not.toContain('قیستی مانگانە:');
  });
});

describe('accordion finance content kinds', () => {
  it('renders a calculator item and a finance options table; drops items not valid for their kind', () => {
    const html = render('accordion', {
      items: [
        { title: 'ژمێرەر', content_type: 'calculator', calculator: JSON.stringify({ models_info: MODELS, groups: [GROUP] }) },
        { title: 'بێ گرووپ', content_type: 'calculator', calculator: '{"groups":[]}' },
        {
          title: 'خشتە',
          content_type: 'finance_options_table',
          finance_options: JSON.stringify({
            price: 100000,
            options: [{ label: 'چوار ساڵ', down_payment: 20, duration: 4, interest_rate: 0 }, { label: '' }],
          }),
        },
        { title: 'بێ ناونیشان', content_type: 'finance_options_table', finance_options: '{"price":1000,"options":[{"label":""}]}' },
      ],
    });
    expect(html).toContain('<lrdx-finance-calculator');
    expect(html).not.toContain('بێ گرووپ');
    expect(html).not.toContain('بێ ناونیشان');
    expect(html).toContain('<th scope="row">چوار ساڵ</th>');
    // 80,000 over 48 months at 0 % = 1,666.67 → ١٬٦٦٧
    expect(html).toContain('<td>١٬٦٦٧</td>');
  });
});
