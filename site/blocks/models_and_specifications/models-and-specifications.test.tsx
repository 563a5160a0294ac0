import { describe, expect, it } from 'vitest';
import { htmlProblems, maxProps, renderHtml } from '../testing/catalogue-b-check.js';
import { modelsAndSpecificationsTemplate } from './template.js';

describe('models_and_specifications block', () => {
  it('has the catalogue key, a block_scroll_id field and a default for every field', () => {
    expect(modelsAndSpecificationsTemplate.key).toBe('models_and_specifications');
    expect(modelsAndSpecificationsTemplate.fields.block_scroll_id).toMatchObject({ type: 'string' });
    expect(Object.keys(modelsAndSpecificationsTemplate.defaultProps).sort()).toEqual(
      Object.keys(modelsAndSpecificationsTemplate.fields).sort(),
    );
    expect(modelsAndSpecificationsTemplate.defaultProps).toMatchObject({ models: [] });
  });

  it('limits models to 20 (catalogue maximum)', () => {
    const field = modelsAndSpecificationsTemplate.fields.models;
    expect(field).toMatchObject({ type: 'array', max: 20 });
    expect(modelsAndSpecificationsTemplate.max_field_groups).toBe(20);
  });

  it('renders valid HTML with the default props', () => {
    expect(htmlProblems(renderHtml('models_and_specifications', {}))).toEqual([]);
  });

  it('renders valid HTML with every group filled', () => {
    const html = renderHtml(
      'models_and_specifications',
      maxProps(modelsAndSpecificationsTemplate, '[{"title":"Engine","rows":[{"label":"Power","value":"400 PS"}]}]'),
    );
    expect(htmlProblems(html)).toEqual([]);
    expect(html).toContain('id="models_and_specifications-max"');
    expect(html).toContain('<dt>Power</dt>');
  });
});

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
