import { describe, expect, it } from 'vitest';
import { expectCatalogueTemplate, expectValidRender } from '../testing/block-check.js';
import { SingleOffer } from './render.js';
import { singleOfferTemplate } from './template.js';

const block = { template: singleOfferTemplate, Render: SingleOffer };

describe('single offer', () => {
  it('follows the catalogue', () => {
    expectCatalogueTemplate(block, { key: 'single_offer', scrollId: true });
  });

  it('renders the price line and keeps the terms in a details element', () => {
    expectValidRender(block);
    const html = expectValidRender(block, { ...singleOfferTemplate.defaultProps, price: '٨٧٬٣٠٠ دۆلار', disclaimer: 'مەرجەکان' });
    expect(html).toContain('<p class="lrdx-offer__price">٨٧٬٣٠٠ دۆلار</p>');
    expect(html).toContain('<details class="lrdx-offer__terms"><summary>مەرج و ڕێساکان</summary><p>مەرجەکان</p></details>');
  });
});
