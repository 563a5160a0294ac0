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
    expect(html).toContain('3.0 diesel');
  });
});
