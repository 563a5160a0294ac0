import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../registry.js';
import { testRenderContext } from '../test-context.js';
import { rangeCalculatorTemplate, RANGE_CARS_MAX } from './template.js';
import { elementConfigIn } from '../testing/element-config.js';

const render = (props: Record<string, unknown>, ctx = testRenderContext()) =>
  renderToStaticMarkup(<>{renderBlock({ id: 'b', template: 'range_calculator', props }, ctx)}</>);

const configOf = (html: string) => elementConfigIn(html, 'lrdx-range-calculator');

describe('range calculator block', () => {
  it('gives the widget one JSON document: mappers and translations parsed, links under the language', () => {
    const html = render({
      json_url: ' /api/range-calculator/demo/ranges.json ',
      range_unit: 'mile',
      range_label: 'مەودا',
      translations: '{"title":"ژمێرەر","bad":3}',
      range_car_engines_mapper: '{"defender_110":[{"key":"p400e","label":"P400e PHEV"}]}',
      wheel_sizes_mapper: '{"defender_110":["20","22"]}',
      cars: [
        {
          car_key: 'defender_110',
          image: { src: '/x.svg', alt: '' },
          car_name: 'Defender 110',
          car_description: 'هایبرید',
          car_link: { link_text: 'زیاتر', url: '/defender' },
        },
        { car_key: ' ', car_name: 'no key' },
      ],
    });
    const { lang, config } = configOf(html);
    expect(lang).toBe('ku');
    expect(config).toMatchObject({
      json_url: '/api/range-calculator/demo/ranges.json',
      range_unit: 'mile',
      range_label: 'مەودا',
      translations: { title: 'ژمێرەر' },
      engines: { defender_110: [{ key: 'p400e', label: 'P400e PHEV' }] },
      wheels: {
        defender_110: [
          { key: '20', label: '20' },
          { key: '22', label: '22' },
        ],
      },
      cars: [{ key: 'defender_110', name: 'Defender 110', link: { label: 'زیاتر', url: '/ku/defender' } }],
    });
    // The fallback lists the car for a visitor without script.
    expect(html).toContain('<bdi>Defender 110</bdi>');
    expect(html).toContain('href="/ku/defender"');
    expect(html).toContain('<noscript>');
  });

  it('reads an unknown unit as km and reports broken JSON to the editor without breaking the page', () => {
    const ctx = testRenderContext();
    const html = render({ json_url: '', range_unit: 'furlong', translations: '{oops', cars: [] }, ctx);
    expect(configOf(html).config).toMatchObject({ range_unit: 'km', translations: {}, engines: {}, wheels: {} });
    expect(ctx.warnings.join('\n')).toMatch(/translations/);
    expect(ctx.warnings.join('\n')).toMatch(/json_url/);
    expect(html).toContain('ژمێرەری مەودای کارەبایی');
  });

  it('allows the catalogue maximum of 30 cars', () => {
    expect(RANGE_CARS_MAX).toBe(30);
    expect(rangeCalculatorTemplate.max_field_groups).toBe(30);
    expect(rangeCalculatorTemplate.fields.cars).toMatchObject({ type: 'array', max: 30 });
    expect(rangeCalculatorTemplate.defaultProps.range_unit).toBe('km');
  });
});
