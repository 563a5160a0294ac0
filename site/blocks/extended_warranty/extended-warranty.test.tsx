/** The extended-warranty block as a page renders it: the models' starting prices in the shop currency beside the enquiry form. */
import { describe, expect, it } from 'vitest';
import { renderHtml } from '../testing/html-check.js';
import { testRenderContext } from '../test-context.js';
import { DEFAULT_PRICE_SETTINGS } from '../../../domain/price-settings.js';

describe('extended warranty block', () => {
  it('shows the starting prices of the models the site sells, in the shop currency, beside the form', () => {
    const shop = { ...testRenderContext(), priceSettings: { ...DEFAULT_PRICE_SETTINGS, symbol: '$', currency_iso: 'USD' } };
    const out = renderHtml('extended_warranty', {}, shop);
    for (const [model, price] of [
      ['Discovery Sport', '١٬٢٥٠'],
      ['Defender', '١٬٥٠٠'],
      ['Discovery', '١٬٦٥٠'],
      ['Range Rover', '٢٬٠٥٠'],
    ])
      expect(out).toContain(`<th scope="row"><bdi>${model}</bdi></th><td>${price} دۆلار</td>`);
    expect(out).not.toMatch(/درهەم|LR2|LR4/);
    expect(out).toContain('<lrdx-form form-kind="enquiry" lang="ku"></lrdx-form>');
    expect(renderHtml('extended_warranty', {}, { ...shop, segment: 'en' })).toContain('<td>2,050 $</td>');
  });
});
