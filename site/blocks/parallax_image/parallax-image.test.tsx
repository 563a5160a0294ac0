import { describe, expect, it } from 'vitest';
import { expectCatalogueTemplate, expectValidMaximumRender, expectValidRender } from '../testing/block-check.js';
import { ParallaxImage } from './render.js';
import { PARALLAX_MAX, parallaxImageTemplate } from './template.js';

const block = { template: parallaxImageTemplate, Render: ParallaxImage };

describe('parallax image', () => {
  it('follows the catalogue: up to 40 pictures', () => {
    expectCatalogueTemplate(block, { key: 'parallax_image', scrollId: true, groups: { field: 'items', max: 40 } });
  });

  it('renders lazy pictures through the media pipeline, text panels on a scrim', () => {
    const html = expectValidRender(block, {
      items: [
        { image: { src: '/media/scenes/mountains-dawn', alt: 'چیاکان' }, title: 'کوردستان', text: 'دەق', link: {} },
        { image: { src: '/media/scenes/city-day', alt: '' }, title: '', text: '', link: {} },
      ],
    });
    expect(html).toContain('<source type="image/webp"');
    expect(html).toContain('alt="چیاکان"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('<h2 class="lrdx-title">کوردستان</h2>');
    expect(html.match(/lrdx-scrim/g)).toHaveLength(1);
  });

  it('renders 40 pictures, and nothing without a picture', () => {
    expect(expectValidMaximumRender(block).match(/lrdx-parallax__panel/g)).toHaveLength(PARALLAX_MAX);
    expect(expectValidRender(block, { items: [{ image: { src: '', alt: '' } }] })).toBe('');
  });
});
