import { describe, expect, it } from 'vitest';
import { expectCatalogueTemplate, expectValidMaximumRender, expectValidRender } from '../testing/block-check.js';
import { HeroCarousel } from './render.js';
import { emptyHeroSlide, HERO_CAROUSEL_MAX, heroCarouselTemplate } from './template.js';
import { renderHtml } from '../testing/html-check.js';

const block = { template: heroCarouselTemplate, Render: HeroCarousel };
const link = (link_text: string, url: string) => ({
  link_text,
  url,
  type: 'internal',
  target: '_self',
  ui_type: 'primary',
  size: 'medium',
});

describe('hero carousel', () => {
  it('follows the catalogue: timer, banner, 6000 ms, touch limit on, autoplay, wide ratio, video slides', () => {
    expectCatalogueTemplate(block, { key: 'hero_carousel', scrollId: true, groups: { field: 'slides', max: HERO_CAROUSEL_MAX } });
    const { defaultProps, fields } = heroCarouselTemplate;
    expect(defaultProps).toMatchObject({
      slide_duration: 6000,
      has_touch_devices_slides_limit: true,
      is_autoplay: true,
      has_timer: true,
      has_wide_ratio: false,
    });
    for (const name of [
      'has_timer',
      'has_banner',
      'slide_duration',
      'has_mxo',
      'is_ffi',
      'offer_key',
      'has_mobile_video',
      'has_wide_ratio',
      'timer_box_color',
    ])
      expect(fields).toHaveProperty(name);
    const slide = fields.slides;
    expect(slide.type === 'array' && Object.keys(slide.arrayFields)).toEqual(
      expect.arrayContaining([
        'image',
        'image_high',
        'slide_duration_limit',
        'video_type',
        'video_desktop',
        'video_mobile',
        'video_bg',
        'link',
        'fallback_link',
        'info',
        'description',
        'price',
      ]),
    );
  });

  it('autoplays with the slide duration, play/pause and timer, limits touch devices to 4, preloads only the first picture', () => {
    const slides = Array.from({ length: 5 }, (_, i) => ({
      ...emptyHeroSlide(),
      title: `T${i}`,
      price: i === 0 ? 'لە ٨٧٬٣٠٠ دۆلارەوە' : '',
    }));
    slides[1]!.slide_duration_limit = 9000;
    const html = expectValidRender(block, { slides, has_banner: true, banner_text: 'ئۆفەری تایبەت', link: link('x', '/stock') });
    expect(html).toContain('autoplay="6000"');
    expect(html).toContain('touch-limit="4"');
    expect(html).toContain('data-duration="9000"');
    expect(html).toContain('class="lrdx-carousel__play"');
    expect(html).toContain('lrdx-carousel__timer lrdx-carousel__timer--light');
    expect(html.match(/rel="preload"/g)).toHaveLength(1);
    expect(html.match(/fetchPriority="high"|fetchpriority="high"/gi)!.length).toBeGreaterThanOrEqual(1);
    expect(html).toContain('<p class="lrdx-hero-slide__price">لە ٨٧٬٣٠٠ دۆلارەوە</p>');
    expect(html).toContain('<p class="lrdx-hero-carousel__banner">ئۆفەری تایبەت</p>');
    expect(html).toContain('<h2 class="lrdx-display lrdx-hero-slide__title">T0</h2>');
  });

  it('without autoplay or timer it is a still carousel; wide ratio is a class', () => {
    const html = expectValidRender(block, { is_autoplay: false, has_wide_ratio: true, has_touch_devices_slides_limit: false });
    expect(html).not.toContain('autoplay=');
    expect(html).not.toContain('lrdx-carousel__timer');
    expect(html).not.toContain('touch-limit');
    expect(html).toContain('lrdx-hero-carousel--wide');
  });

  it('renders video slides with desktop and mobile sources and the poster; background videos play muted in view', () => {
    const html = expectValidRender(block, {
      has_mobile_video: true,
      slides: [
        {
          ...emptyHeroSlide(),
          video_type: 'video_background',
          video_desktop: 'https://cdn.example/desktop.mp4',
          video_mobile: 'https://cdn.example/mobile.mp4',
          video_bg: { src: '/media/scenes/city-dusk', alt: '' },
        },
        { ...emptyHeroSlide(), video_type: 'video', video_desktop: '/media/film.mp4', title: 'Film' },
      ],
    });
    expect(html).toContain('<lrdx-autoplay-video class="lrdx-cover lrdx-hero-slide__video-wrap" autoplay="">');
    expect(html).toContain('<source src="https://cdn.example/mobile.mp4" media="(max-width: 47.99rem)"/>');
    expect(html).toContain('<source src="https://cdn.example/desktop.mp4"/>');
    expect(html).toContain('/media/scenes/city-dusk/');
    expect(html).toMatch(/<video[^>]*controls=""[^>]*aria-label="Film"/);
  });

  it('renders ten slides, and nothing without any picture or video', () => {
    expect(expectValidMaximumRender(block).match(/class="lrdx-hero-slide[" ]/g)).toHaveLength(HERO_CAROUSEL_MAX);
    expect(expectValidRender(block, { slides: [{ ...emptyHeroSlide(), image: { src: '', alt: '' } }] })).toBe('');
  });
});

describe('hero_carousel on a Kurdish page', () => {
  it('shows its figures in Kurdish digits and separators (domain/number-format.ts), Latin model names as written', () => {
    const html = renderHtml('hero_carousel', {
      slides: [{ title: 'دیفێندەر', image: { src: '/media/scenes/mountains-dusk', alt: 'Defender' }, price: 'لە $75,000' }],
    });
    expect(html).toContain('لە ٧٥٬٠٠٠ دۆلار');
    expect(html).not.toContain('75,000');
  });
});
