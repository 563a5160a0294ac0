import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FILTER_TOGGLES } from '../../../domain/stock-filters.js';
import { stockElementKey } from '../../../domain/stock-first-page.js';
import { renderBlock } from '../registry.js';
import { testRenderContext } from '../test-context.js';
import { filterToggleField } from './filter-toggles.js';
import { stockLocatorTemplate } from './template.js';

const render = (props: Record<string, unknown>, ctx = testRenderContext()) =>
  renderToStaticMarkup(<>{renderBlock({ id: 'b', template: 'stock_locator', props }, ctx)}</>);
const filtersOf = (html: string) => /<lrdx-stock-locator [^>]*filters="([^"]*)"/.exec(html)?.[1];

describe('stock locator block: the filters the editor turns on', () => {
  it("offers one on/off field per filter of the widget, the widget's default filters on", () => {
    for (const toggle of FILTER_TOGGLES) expect(stockLocatorTemplate.fields[filterToggleField(toggle)]?.type, toggle).toBe('bool');
    expect(FILTER_TOGGLES).toHaveLength(19);
    expect(stockLocatorTemplate.defaultProps.filter_colors).toBe(true);
    expect(stockLocatorTemplate.defaultProps.filter_statuses).toBe(false);
  });

  it('writes the filters turned on into the element, in the panel order; none on means no filter', () => {
    // A block saved before the toggles existed keeps the widget's defaults.
    expect(filtersOf(render({ ci_key_list: 'iraq' }))).toBe(
      'brands,models,states,display_price,mileage,production_year,engine_types,colors,dealers',
    );
    const off = Object.fromEntries(FILTER_TOGGLES.map((toggle) => [filterToggleField(toggle), false]));
    expect(filtersOf(render({ ci_key_list: 'iraq', ...off, filter_statuses: true, filter_models: true, filter_power: true }))).toBe(
      'models,statuses,power',
    );
    expect(filtersOf(render({ ci_key_list: 'iraq', ...off }))).toBe('none');
  });

  it("takes the server's first page drawn for its own filters only", () => {
    const drawn = '<template shadowrootmode="open"><p>first page</p></template>';
    const ctx = { ...testRenderContext(), stockFirstPages: new Map([[stockElementKey('iraq', '', '', 'models'), drawn]]) };
    const only = Object.fromEntries(FILTER_TOGGLES.map((toggle) => [filterToggleField(toggle), toggle === 'models']));
    expect(render({ ci_key_list: 'iraq', ...only }, ctx)).toContain('<p>first page</p>');
    // Another block on the list, showing other filters, does not take a panel drawn for these.
    expect(render({ ci_key_list: 'iraq' }, ctx)).not.toContain('<p>first page</p>');
  });
});

describe("stock locator block: the block's heading heads the widget", () => {
  it('tells the widget to keep its own title for screen readers only when the block has a heading', () => {
    const html = render({ ci_key_list: 'iraq', heading: 'Vehicles in stock', heading_level: '1' });
    expect(html).toMatch(/<h1 class="lrdx-heading">Vehicles in stock<\/h1>/);
    expect(html).toMatch(/<lrdx-stock-locator [^>]*hide-title="true"/);
    expect(render({ ci_key_list: 'iraq' })).not.toContain('hide-title');
  });

  it('takes only a first page drawn with the same title (headed or not)', () => {
    const drawn = '<template shadowrootmode="open"><p>first page</p></template>';
    const key = stockElementKey('iraq', '', '', filtersOf(render({ ci_key_list: 'iraq' })), '', true);
    const ctx = { ...testRenderContext(), stockFirstPages: new Map([[key, drawn]]) };
    expect(render({ ci_key_list: 'iraq', heading: 'Stock' }, ctx)).toContain('<p>first page</p>');
    expect(render({ ci_key_list: 'iraq' }, ctx)).not.toContain('<p>first page</p>');
  });
});

describe('stock locator block: a curated list instead of a search', () => {
  it("writes the editor's ids and VINs as the element's `vehicles`, normalised, and nothing for a search", () => {
    const html = render({ vehicles: '12\n salda2bn5ka123456 \n١٢' });
    expect(/<lrdx-stock-locator [^>]*vehicles="([^"]*)"/.exec(html)?.[1]).toBe('12,SALDA2BN5KA123456');
    expect(render({})).not.toContain('vehicles=');
    expect(stockLocatorTemplate.fields.vehicles.type).toBe('text');
    expect(stockLocatorTemplate.check?.({ vehicles: '12\nnope' })).toEqual({
      field: 'vehicles',
      message: 'Neither a vehicle id nor a VIN: nope',
    });
  });
});
