/** The interactive-tool and lead-form blocks (part B), as a page renders them: the tag each places, its attributes and its fallback. */
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderBlock } from './registry.js';
import { testRenderContext } from './test-context.js';
import { expandedEntryFormTemplate } from './expanded_entry_form/template.js';
import { TAB_PADDING_MAX, tabPaddingClass } from './shared/tabs.js';
import { DEFAULT_PRICE_SETTINGS } from '../../domain/price-settings.js';

const html = (template: string, props: Record<string, unknown>, ctx = testRenderContext()) =>
  renderToStaticMarkup(<>{renderBlock({ id: 'x', template, props } as never, ctx)}</>);
const attr = (out: string, name: string) => {
  const match = new RegExp(`${name}="([^"]*)"`).exec(out);
  return match ? JSON.parse((match[1] ?? '').replaceAll('&quot;', '"').replaceAll('&amp;', '&')) : null;
};

describe('car-rental enquiry block', () => {
  it('places <lrdx-rent-a-car> with the settings, texts and a fallback list of cars with their daily prices', () => {
    const out = html('car_rental_enquiry', { heading: 'Rent', error_heading: 'Oh no', block_translations: '{"open":"Book now"}' });
    expect(out).toContain('<lrdx-rent-a-car class="lrdx-rent-element" lang="ku" data-load-on="visible"');
    const config = attr(out, 'config');
    expect(config.locations_json.locations_list).toHaveLength(3);
    expect(config.vehicles_json.vehicles_list.map((v: { price: { daily: number } }) => v.price.daily)).toEqual([140, 165, 189]);
    expect(config).toMatchObject({
      datepicker_disabled_days: '0',
      map_zoom: 7,
      map_center: { lat: 52, lng: 21 },
      allow_different_dropoff: true,
    });
    expect(attr(out, 'texts')).toEqual({ open: 'Book now', 'error.heading': 'Oh no' });
    // The fallback, in Kurdish digits with the currency word after the amount.
    expect(out).toContain('<bdi>Discovery Sport</bdi> — ١٤٠ دۆلار بۆ ڕۆژێک');
  });
  it('logs broken JSON and still renders', () => {
    const ctx = testRenderContext();
    const out = html('car_rental_enquiry', { vehicles_json: '{oops' }, ctx);
    expect(out).toContain('<lrdx-rent-a-car');
    expect(ctx.warnings).toContain('Invalid JSON in vehicles_json');
  });
});

describe('lead-form blocks over <lrdx-form>', () => {
  it('extended warranty: starting prices of the models the site sells, in the shop currency, beside the form', () => {
    const shop = { ...testRenderContext(), priceSettings: { ...DEFAULT_PRICE_SETTINGS, symbol: '$', currency_iso: 'USD' } };
    const out = html('extended_warranty', {}, shop);
    for (const [model, price] of [
      ['Discovery Sport', '١٬٢٥٠'],
      ['Defender', '١٬٥٠٠'],
      ['Discovery', '١٬٦٥٠'],
      ['Range Rover', '٢٬٠٥٠'],
    ])
      expect(out).toContain(`<th scope="row"><bdi>${model}</bdi></th><td>${price} دۆلار</td>`);
    expect(out).not.toMatch(/درهەم|LR2|LR4/);
    expect(out).toContain('<lrdx-form form-kind="enquiry" lang="ku"></lrdx-form>');
    expect(html('extended_warranty', {}, { ...shop, segment: 'en' })).toContain('<td>2,050 $</td>');
  });

  it('offers to Salesforce: category and chosen offers as hidden values, button on the right, the catalogue error texts', () => {
    const out = html('offers_salesforce', { category: 'newsletter', defender: true, jaguar: true, form_title: 'Offers' });
    expect(attr(out, 'hidden-fields')).toEqual({ offers_category: 'newsletter', offers_interests: 'defender,jaguar' });
    expect(out).toContain('button-position="right"');
    expect(out).toContain('error-text="Offers request error"');
    expect(out).toContain('retry-text="Try again"');
    expect(out).toContain('form-kind="keep_informed"');
  });

  it('entry form: the form at its position; expanded entry form: one tab per form, at most top_tabs_limit', () => {
    expect(html('entry_form', { form_position: 'right', form_id: '5' })).toContain('lrdx-entry-form--right');
    const tab = (label: string, kind: string) => ({
      label,
      tab_id: label.toLowerCase(),
      icon: 'car',
      tab_x_padding: 30,
      image: { src: '', alt: '' },
      form_kind: kind,
    });
    const out = html('expanded_entry_form', {
      top_tabs_limit: 2,
      tabs: [tab('One', 'enquiry'), tab('Two', 'test_drive'), tab('Three', 'brochure')],
    });
    expect(out.match(/<lrdx-form /g)).toHaveLength(2);
    expect(out).toContain('form-kind="test_drive"');
    expect(out).not.toContain('Three');
    // The side padding is a class with its rule in the stylesheet: the CSP drops inline style attributes.
    expect(out).not.toContain('style=');
    expect(out.match(/class="lrdx-tabs__tab lrdx-tabs__tab--pad-30"/g)).toHaveLength(2);
  });

  it('expanded entry form: every tab side padding the field allows has its rule in the stylesheet', () => {
    const css = readFileSync(new URL('./expanded_entry_form/styles.css', import.meta.url), 'utf8');
    for (let px = 0; px <= TAB_PADDING_MAX; px += 1) {
      expect(css).toContain(`.${tabPaddingClass(px)} {\n  --lrdx-tab-padding-inline: ${px}px;`);
    }
    expect(expandedEntryFormTemplate.fields.tabs).toMatchObject({ arrayFields: { tab_x_padding: { min: 0, max: TAB_PADDING_MAX } } });
    expect(tabPaddingClass(200)).toBe('lrdx-tabs__tab--pad-80');
    expect(tabPaddingClass(-4)).toBe('lrdx-tabs__tab--pad-0');
  });
});
