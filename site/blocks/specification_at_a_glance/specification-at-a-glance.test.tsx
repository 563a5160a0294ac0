import { describe, expect, it } from 'vitest';
import { htmlProblems, maxProps, renderHtml } from '../testing/catalogue-b-check.js';
import { specificationAtAGlanceTemplate } from './template.js';

describe('specification_at_a_glance block', () => {
  it('has the catalogue key, a block_scroll_id field and a default for every field', () => {
    expect(specificationAtAGlanceTemplate.key).toBe('specification_at_a_glance');
    expect(specificationAtAGlanceTemplate.fields.block_scroll_id).toMatchObject({ type: 'string' });
    expect(Object.keys(specificationAtAGlanceTemplate.defaultProps).sort()).toEqual(
      Object.keys(specificationAtAGlanceTemplate.fields).sort(),
    );
    expect(specificationAtAGlanceTemplate.defaultProps).toMatchObject({ per_row: '4' });
  });

  it('limits items to 20 (catalogue maximum)', () => {
    const field = specificationAtAGlanceTemplate.fields.items;
    expect(field).toMatchObject({ type: 'array', max: 20 });
    expect(specificationAtAGlanceTemplate.max_field_groups).toBe(20);
  });

  it('renders valid HTML with the default props', () => {
    expect(htmlProblems(renderHtml('specification_at_a_glance', {}))).toEqual([]);
  });

  it('renders valid HTML with every group filled', () => {
    const html = renderHtml('specification_at_a_glance', maxProps(specificationAtAGlanceTemplate, '[]'));
    expect(htmlProblems(html)).toEqual([]);
    expect(html).toContain('id="specification_at_a_glance-max"');
    expect(html).toContain('lrdx-glance__list--4');
  });
});

describe('specification_at_a_glance on a Kurdish page', () => {
  it('shows its figures in Kurdish digits and separators (domain/number-format.ts), Latin model names as written', () => {
    const html = renderHtml('specification_at_a_glance', {
      items: [
        { icon: 'engine', value: '400', unit: '', label: 'هێزی ئەسپ' },
        { icon: 'speed', value: '6.1', unit: '', label: 'چرکە' },
      ],
    });
    expect(html).toContain('<bdi>٤٠٠</bdi>');
    expect(html).toContain('<bdi>٦٫١</bdi>');
    expect(html).not.toContain('>400<');
    expect(html).not.toContain('6.1');
  });
});
