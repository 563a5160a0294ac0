/** The car-rental enquiry block as a page renders it: the <lrdx-rent-a-car> it places, its settings and texts, and its fallback list of cars. */
import { describe, expect, it } from 'vitest';
import { renderHtml } from '../testing/html-check.js';
import { jsonAttributeIn } from '../testing/element-config.js';
import { testRenderContext } from '../test-context.js';

describe('car-rental enquiry block', () => {
  it('places <lrdx-rent-a-car> with the settings, texts and a fallback list of cars with their daily prices', () => {
    const out = renderHtml('car_rental_enquiry', { heading: 'Rent', error_heading: 'Oh no', block_translations: '{"open":"Book now"}' });
    expect(out).toContain('<lrdx-rent-a-car class="lrdx-rent-element" lang="ku" data-load-on="visible"');
    const config = jsonAttributeIn(out, 'config') as {
      locations_json: { locations_list: unknown[] };
      vehicles_json: { vehicles_list: { price: { daily: number } }[] };
    };
    expect(config.locations_json.locations_list).toHaveLength(3);
    expect(config.vehicles_json.vehicles_list.map((v) => v.price.daily)).toEqual([140, 165, 189]);
    expect(config).toMatchObject({
      datepicker_disabled_days: '0',
      map_zoom: 7,
      map_center: { lat: 52, lng: 21 },
      allow_different_dropoff: true,
    });
    expect(jsonAttributeIn(out, 'texts')).toEqual({ open: 'Book now', 'error.heading': 'Oh no' });
    // The fallback, in Kurdish digits with the currency word after the amount.
    expect(out).toContain('<bdi>Discovery Sport</bdi> — ١٤٠ دۆلار بۆ ڕۆژێک');
  });
  it('logs broken JSON and still renders', () => {
    const ctx = testRenderContext();
    const out = renderHtml('car_rental_enquiry', { vehicles_json: '{oops' }, ctx);
    expect(out).toContain('<lrdx-rent-a-car');
    expect(ctx.warnings).toContain('Invalid JSON in vehicles_json');
  });
});
