import { describe, expect, it } from 'vitest';
import { htmlProblems, maxProps, renderHtml } from '../testing/catalogue-b-check.js';
import { modelsCarouselTemplate } from './template.js';

describe('models_carousel block', () => {
  it('has the catalogue key, a block_scroll_id field and a default for every field', () => {
    expect(modelsCarouselTemplate.key).toBe('models_carousel');
    expect(modelsCarouselTemplate.fields.block_scroll_id).toMatchObject({ type: 'string' });
    expect(Object.keys(modelsCarouselTemplate.defaultProps).sort()).toEqual(Object.keys(modelsCarouselTemplate.fields).sort());
    expect(modelsCarouselTemplate.defaultProps).toMatchObject({ models_label: 'Models' });
  });

  it('limits models to 20 (catalogue maximum)', () => {
    const field = modelsCarouselTemplate.fields.models;
    expect(field).toMatchObject({ type: 'array', max: 20 });
    expect(modelsCarouselTemplate.max_field_groups).toBe(20);
  });

  it('renders valid HTML with the default props', () => {
    expect(htmlProblems(renderHtml('models_carousel', {}))).toEqual([]);
  });

  it('renders valid HTML with every group filled', () => {
    const html = renderHtml(
      'models_carousel',
      maxProps(
        modelsCarouselTemplate,
        '{"name":"Defender","rows":[{"name":"D250","engine":"3.0 diesel","consumption":"9","price":"$80,000","lease":""}]}',
      ),
    );
    expect(htmlProblems(html)).toEqual([]);
    expect(html).toContain('id="models_carousel-max"');
    expect(html).toContain('٣٫٠ diesel'); // the test context is a Kurdish page
  });
});

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
