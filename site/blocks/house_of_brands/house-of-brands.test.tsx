import { describe, expect, it } from 'vitest';
import { expectCatalogueTemplate, expectValidMaximumRender, expectValidRender } from '../testing/block-check.js';
import { HouseOfBrands } from './render.js';
import { houseOfBrandsTemplate } from './template.js';

const block = { template: houseOfBrandsTemplate, Render: HouseOfBrands };

describe('house of brands', () => {
  it('follows the catalogue: defender, range-rover, discovery with background image or video', () => {
    expectCatalogueTemplate(block, { key: 'house_of_brands', scrollId: true, groups: { field: 'brands', max: 3 } });
    expect(houseOfBrandsTemplate.fields.brands).toMatchObject({
      arrayFields: {
        brand: { options: [{ value: 'defender' }, { value: 'range-rover' }, { value: 'discovery' }] },
        background_video: { type: 'string' },
      },
    });
  });

  it('renders each family as a wordmark heading over its picture; a video waits for the visitor', () => {
    const html = expectValidRender(block);
    expect(html).toContain('<h2 class="lrdx-brands__name"><bdi>Range Rover</bdi></h2>');
    const withVideo = expectValidRender(block, { brands: [{ brand: 'defender', background_video: 'https://media.example/d.mp4' }] });
    expect(withVideo).toMatch(/<video [^>]*src="https:\/\/media.example\/d.mp4"[^>]*preload="none"/);
    expect(withVideo).not.toContain('autoPlay');
    expectValidMaximumRender(block);
  });
});
