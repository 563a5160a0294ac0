import { describe, expect, it } from 'vitest';
import { itFollowsTheCatalogue, expectValidRender } from '../testing/block-check.js';
import { HeroTitleBanner } from './render.js';
import { heroTitleBannerTemplate } from './template.js';

const block = { template: heroTitleBannerTemplate, Render: HeroTitleBanner };

describe('hero title banner', () => {
  itFollowsTheCatalogue(block, { key: 'hero_title_banner', scrollId: true });

  it('renders the title as the page heading over a preloaded picture', () => {
    const html = expectValidRender(block, {
      ...heroTitleBannerTemplate.defaultProps,
      title: 'دیفێندەر',
      eyebrow: 'نوێ',
      subtitle: 'بۆ هەموو ڕێگایەک',
    });
    expect(html).toContain('<h1 class="lrdx-display">دیفێندەر</h1>');
    expect(html).toContain('<link rel="preload" as="image"');
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain('<p class="lrdx-lead">بۆ هەموو ڕێگایەک</p>');
  });
});
