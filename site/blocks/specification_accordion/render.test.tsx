import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../registry.js';
import { testRenderContext } from '../test-context.js';
import { parseRows } from './model.js';
import { SPECIFICATION_GROUPS_MAX, specificationAccordionTemplate } from './template.js';

const group = (model: string, engine: string, section: string, extra: Record<string, unknown> = {}) => ({
  model_key: model.toLowerCase().replace(/ /g, '-'),
  model_label: model,
  engine_label: engine,
  section_title: section,
  rows: 'Power | 300 PS\nTorque | 650 Nm',
  open: false,
  ...extra,
});

const render = (props: Record<string, unknown>, ctx = testRenderContext()) =>
  renderToStaticMarkup(<>{renderBlock({ id: 'b', template: 'specification_accordion', props }, ctx)}</>);

const cars = (html: string) => [...html.matchAll(/data-spec-model="([^"]*)" data-spec-engine="([^"]*)"/g)].map((m) => `${m[1]}/${m[2]}`);

describe('specification accordion block', () => {
  it('gathers the groups into one car per model and engine, each section a native disclosure with label/value rows', () => {
    const html = render({
      specifications: [
        group('Defender 110', 'D300', 'Performance', { open: true }),
        group('Defender 110', 'D300', 'Dimensions', { rows: 'Length | 5018 mm' }),
        group('Defender 110', 'P400', 'Performance'),
        group('Defender 90', 'P300', 'Performance'),
      ],
    });
    expect(cars(html)).toEqual(['defender-110/D300', 'defender-110/P400', 'defender-90/P300']);
    // Kurdish defaults for empty labels.
    expect(html).toContain('تایبەتمەندییەکان');
    expect(html).toContain('مۆدێل هەڵبژێرە');
    expect(html).toContain('بزوێنەر هەڵبژێرە');
    expect(html).toContain('<details class="lrdx-specacc__item" open=""><summary class="lrdx-specacc__summary">Performance</summary>');
    expect(html).toContain('<details class="lrdx-specacc__item"><summary class="lrdx-specacc__summary">Dimensions</summary>');
    // Figures in the page language's digits (a Kurdish page), the unit in its words.
    expect(html).toContain('<div class="lrdx-specacc__row"><dt>Length</dt><dd><bdi>٥٠١٨ ملم</bdi></dd></div>');
    expect(html).toMatch(
      /<h3 class="lrdx-specacc__car-title"><span id="[^"]+">تایبەتمەندییەکانی <bdi>Defender 110<\/bdi> – <bdi>D300<\/bdi><\/span><\/h3>/,
    );
  });

  it('keeps Latin digits on an English page', () => {
    const html = render({ specifications: [group('Defender 90', 'P300', 'Performance')] }, { ...testRenderContext(), segment: 'en' });
    expect(html).toContain('<dd><bdi>300 PS</bdi></dd>');
  });

  it('works without script: every car shows; the selects (first model, its engines) wait hidden for the enhancer', () => {
    const html = render({
      select_model_label: 'Select model',
      select_engine_label: 'Select engine',
      specifications: [
        group('Defender 110', 'D300', 'Performance'),
        group('Defender 110', 'P400', 'Performance'),
        group('Defender 90', 'P300', 'Performance'),
      ],
    });
    expect(html).toContain('<lrdx-spec-accordion class="lrdx-specacc__box">');
    expect(html).toMatch(/<div class="lrdx-specacc__selects" data-spec-selects="" hidden="">/);
    expect(html).not.toMatch(/lrdx-specacc__car"[^>]*hidden/);
    expect(html).toMatch(/<label for="([^"]+)">Select model<\/label><select id="\1"/);
    expect(html).toContain('<option value="defender-110">Defender 110</option><option value="defender-90">Defender 90</option>');
    const engines = html.slice(html.indexOf('data-spec-engine-select'), html.indexOf('</select>', html.indexOf('data-spec-engine-select')));
    expect(engines).toContain('<option value="D300">D300</option><option value="P400">P400</option>');
    expect(engines).not.toContain('P300');
    expect(html).toContain('role="status" data-spec-status=""');
  });

  it('offers only the models named in model_key_additional, in that order', () => {
    const html = render({
      model_key_additional: 'defender-130, defender-110',
      specifications: [
        group('Defender 90', 'P300', 'Performance'),
        group('Defender 110', 'D300', 'Performance'),
        group('Defender 130', 'P400', 'Performance'),
      ],
    });
    expect(cars(html)).toEqual(['defender-130/P400', 'defender-110/D300']);
  });

  it('leaves out sections without rows, model, engine or title, and the whole block (with a warning) when none is left', () => {
    const ctx = testRenderContext();
    expect(
      render(
        {
          specifications: [
            group('Defender', '', 'Performance'),
            group('Defender', 'D300', ''),
            group('Defender', 'D300', 'X', { rows: ' \n ' }),
          ],
        },
        ctx,
      ),
    ).toBe('');
    expect(ctx.warnings.join()).toMatch(/specification_accordion/);
  });

  it('reads rows as "Label | Value", a line without a bar as a label alone', () => {
    expect(parseRows('Power | 300 PS\n\n  Winch ready  \nA | b | c')).toEqual([
      { label: 'Power', value: '300 PS' },
      { label: 'Winch ready', value: '' },
      { label: 'A', value: 'b | c' },
    ]);
  });

  it('allows the catalogue maximum of 100 groups and has every catalogue attribute', () => {
    expect(SPECIFICATION_GROUPS_MAX).toBe(100);
    expect(specificationAccordionTemplate.fields.specifications).toMatchObject({ type: 'array', max: 100 });
    expect(specificationAccordionTemplate.max_field_groups).toBe(100);
    expect(specificationAccordionTemplate.thumbnail).toMatch(/^<svg /);
    for (const field of ['block_scroll_id', 'select_model_label', 'select_engine_label', 'specification_label', 'model_key_additional'])
      expect(specificationAccordionTemplate.fields).toHaveProperty(field);
  });
});
