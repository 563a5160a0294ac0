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
