import { describe, expect, it } from 'vitest';
import { parseCalculatorConfig } from './calculator-config.js';

const MODELS = [
  { nameplate_key: 'defender', name: 'Defender 110', price: 95000, free_items: ['3 years servicing'] },
  { nameplate_key: 'range_rover', name: 'Range Rover', price: '180000' },
  { nameplate_key: 'discovery', name: 'Discovery', price: 0 },
];

describe('parseCalculatorConfig', () => {
  it('keeps the models named by nameplate_key_filter and drops models without a price', () => {
    const config = parseCalculatorConfig({ models_info: JSON.stringify(MODELS), nameplate_key_filter: ' Defender , discovery' });
    expect(config.models.map((m) => m.name)).toEqual(['Defender 110']);
    expect(parseCalculatorConfig({ models_info: MODELS }).models.map((m) => m.price)).toEqual([95000, 180000]);
  });

  it('reads each group as a product with its method, buttons and JSON configurations', () => {
    const config = parseCalculatorConfig({
      groups: [
        {
          finance_product: 'hire_purchase_balloon',
          name: 'Balloon',
          main_button: { label: 'Apply', url: '/ku/contact' },
          additional_buttons: [
            { label: 'Bad', url: 'javascript:alert(1)' },
            { label: 'Test drive', url: 'https://example.com/t' },
          ],
          input_configuration: '{"duration":{"min":4,"max":7,"default":5}}',
          output_configuration: '["monthly_payment","final_payment"]',
        },
      ],
    });
    const [p] = config.products;
    expect(p?.method).toBe('balloon');
    expect(p?.mainButton).toEqual({ label: 'Apply', url: '/ku/contact' });
    expect(p?.additionalButtons).toEqual([{ label: 'Test drive', url: 'https://example.com/t' }]);
    expect(p?.input.duration.default).toBe(5);
    expect(p?.outputs.map((o) => o.key)).toEqual(['monthly_payment', 'final_payment']);
  });

  it('defaults: one hire purchase product, the default style, h2, free items shown', () => {
    const config = parseCalculatorConfig('not json');
    expect(config.products).toHaveLength(1);
    expect(config.products[0]?.method).toBe('annuity');
    expect(config).toMatchObject({ style: 'default', headerTag: 'h2', hideFreeItems: false, models: [] });
    expect(parseCalculatorConfig({ calculator_style: 'mena', header_tag: 'H3', hide_free_items: 'true' })).toMatchObject({
      style: 'mena',
      headerTag: 'h3',
      hideFreeItems: true,
    });
  });
});
