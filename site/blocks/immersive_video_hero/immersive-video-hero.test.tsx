import { describe, expect, it } from 'vitest';
import { expectCatalogueTemplate, expectValidRender } from '../testing/block-check.js';
import { ImmersiveVideoHero } from './render.js';
import { immersiveVideoHeroTemplate } from './template.js';

const block = { template: immersiveVideoHeroTemplate, Render: ImmersiveVideoHero };

describe('immersive video hero', () => {
  it('follows the catalogue: no block_scroll_id, video time 5000 ms, autoplay and overlay on', () => {
    expectCatalogueTemplate(block, { key: 'immersive_video_hero', scrollId: false });
    expect(immersiveVideoHeroTemplate.defaultProps).toMatchObject({
      video_time: 5000,
      is_autoplay: true,
      is_overlay: true,
      has_native_mobile_video: true,
    });
    expect(immersiveVideoHeroTemplate.fields.content_placement).toMatchObject({
      options: [{ value: 'middle' }, { value: 'left-top' }, { value: 'left-middle' }, { value: 'left-bottom' }],
    });
  });

  it('without a video is the preloaded poster with the title, and no video controls', () => {
    const html = expectValidRender(block);
    expect(html).toContain('<h1 class="lrdx-display">Heading</h1>');
    expect(html).toContain('fetchPriority="high"');
    expect(html).not.toContain('<video');
    expect(html).not.toContain('<button');
  });

  it('with videos gives the enhancer both sources, a labelled toggle and a scroll-to link', () => {
    const html = expectValidRender(block, {
      ...immersiveVideoHeroTemplate.defaultProps,
      video_desktop: 'https://media.example/hero.mp4',
      video_mobile: 'https://media.example/hero-m.mp4',
      scroll_to: 'models',
    });
    expect(html).toContain('data-src-desktop="https://media.example/hero.mp4" data-src-mobile="https://media.example/hero-m.mp4"');
    expect(html).toContain('<lrdx-immersive-hero class="lrdx-immersive__stage" data-video-time="5000" data-autoplay="true">');
    expect(html).toContain('aria-label="ڕاگرتنی ڤیدیۆ"');
    expect(html).toContain('href="#models" aria-label="بچۆ بۆ ناوەڕۆک"');
  });
});
