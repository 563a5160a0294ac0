import { describe, expect, it } from 'vitest';
import { renderHtml } from '../testing/html-check.js';
import { describeCatalogueBlock } from '../testing/catalogue-block-tests.js';
import { modelsAndSpecificationsTemplate } from './template.js';

describeCatalogueBlock(
  modelsAndSpecificationsTemplate,
  {
    key: 'models_and_specifications',
    defaults: { models: [] },
    groups: { field: 'models', max: 20 },
    json: '[{"title":"Engine","rows":[{"label":"Power","value":"400 PS"}]}]',
    filled: (html) => expect(html).toContain('<dt>Power</dt>'),
  },
  () => {},
);

describe('models_and_specifications on a Kurdish page', () => {
  it('shows its figures in Kurdish digits and separators (domain/number-format.ts), Latin model names as written', () => {
    const html = renderHtml('models_and_specifications', {
      models: [
        {
          car_title: 'Defender 110',
          price: 'نرخ لە $82,000',
          accordion_schema: JSON.stringify([
            {
              title: 'بزوێنەر',
              rows: [
                { label: 'هێزی ئەسپ', value: '400' },
                { label: 'چرکە', value: '6.1' },
              ],
            },
          ]),
        },
      ],
    });
    expect(html).toContain('نرخ لە ٨٢٬٠٠٠ دۆلار');
    expect(html).toContain('<bdi>٤٠٠</bdi>');
    expect(html).toContain('<bdi>٦٫١</bdi>');
    expect(html).toContain('Defender 110');
    expect(html).not.toContain('82,000');
    expect(html).not.toContain('>400<');
    expect(html).not.toContain('6.1');
  });
});
