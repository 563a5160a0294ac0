import { describe, expect, it } from 'vitest';
import { itFollowsTheCatalogue, expectValidRender } from '../testing/block-check.js';
import { SingleOffer } from './render.js';
import { singleOfferTemplate } from './template.js';
import { renderHtml } from '../testing/html-check.js';

const block = { template: singleOfferTemplate, Render: SingleOffer };

describe('single offer', () => {
  itFollowsTheCatalogue(block, { key: 'single_offer', scrollId: true });

  it('renders the price line and keeps the terms in a details element', () => {
    expectValidRender(block);
    const html = expectValidRender(block, { ...singleOfferTemplate.defaultProps, price: '٨٧٬٣٠٠ دۆلار', disclaimer: 'مەرجەکان' });
    expect(html).toContain('<p class="lrdx-offer__price">٨٧٬٣٠٠ دۆلار</p>');
    expect(html).toContain('<details class="lrdx-offer__terms"><summary>مەرج و ڕێساکان</summary><p>مەرجەکان</p></details>');
  });
});

describe('single_offer on a Kurdish page', () => {
  it('shows its figures in Kurdish digits and separators (domain/number-format.ts), Latin model names as written', () => {
    const html = renderHtml('single_offer', {
      heading: 'ئۆفەر',
      image: { src: '/media/scenes/mountains-dusk', alt: 'Defender' },
      price: '$899',
      price_note: 'بۆ 36 مانگ',
      valid_until: '2026/12/31',
    });
    expect(html).toContain('٨٩٩ دۆلار');
    expect(html).toContain('بۆ ٣٦ مانگ');
    expect(html).toContain('٢٠٢٦/١٢/٣١');
    expect(html).not.toContain('899');
    expect(html).not.toContain('بۆ 36');
    expect(html).not.toContain('2026');
  });
});
