import { describe, expect, it } from 'vitest';
import { renderHtml } from '../testing/html-check.js';
import { describeCatalogueBlock } from '../testing/catalogue-block-tests.js';
import { modelsCarouselTemplate } from './template.js';

describeCatalogueBlock(
  modelsCarouselTemplate,
  {
    key: 'models_carousel',
    defaults: { models_label: 'Models' },
    groups: { field: 'models', max: 20 },
    json: '{"name":"Defender","rows":[{"name":"D250","engine":"3.0 diesel","consumption":"9","price":"$80,000","lease":""}]}',
    // The test context is a Kurdish page.
    filled: (html) => expect(html).toContain('٣٫٠ diesel'),
  },
  () => {},
);

describe('models_carousel on a Kurdish page', () => {
  it('shows its figures in Kurdish digits and separators (domain/number-format.ts), Latin model names as written', () => {
    const html = renderHtml('models_carousel', {
      models: [
        {
          nameplate: 'Defender 110',
          car_image: { src: '/media/scenes/mountains-dusk', alt: 'Defender' },
          specs: JSON.stringify({
            name: 'D',
            rows: [{ name: 'P400', engine: '3.0 لیتر، 400 هێزی ئەسپ', consumption: '', price: '$82,000', lease: '' }],
          }),
        },
      ],
    });
    expect(html).toContain('٣٫٠ لیتر، ٤٠٠ هێزی ئەسپ');
    expect(html).toContain('٨٢٬٠٠٠ دۆلار');
    expect(html).toContain('Defender 110');
    expect(html).not.toContain('82,000');
    expect(html).not.toContain('3.0 ');
  });
});
