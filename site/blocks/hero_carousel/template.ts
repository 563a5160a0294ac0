/**
 * Hero carousel (catalogue): has_timer, has_banner, slide_duration (6000 ms), has_mxo, is_ffi,
 * offer_key, has_mobile_video, has_touch_devices_slides_limit (on: 4 slides on touch devices),
 * has_wide_ratio, is_autoplay, timer_box_color; per slide an image and a high-layout (portrait)
 * image, slide_duration_limit, video_type (video or video_background), video_desktop,
 * video_mobile, video styles, video_bg (the poster), a link button, a fallback link, info,
 * description and price.
 */
import {
  boolField,
  emptyImage,
  imageField,
  keyField,
  urlField,
  textField,
  selectField,
  fieldGroups,
  longTextField,
  numberField,
  arrayField,
} from '../shared/catalogue-fields.js';
import { emptyLink, headingLevelField, linkField } from '../shared/link-fields.js';
import { thumbnail } from '../shared/thumbnail.js';
import { scrollIdField, type BaseBlockProps, type BlockTemplate, type ImageValue, type LinkValue } from '../types.js';

export const HERO_SLIDE_DURATION_MS = 6000;
export const HERO_TOUCH_SLIDES_LIMIT = 4;
/** The catalogue names no maximum; a hero is read in its first few slides. */
export const HERO_CAROUSEL_MAX = 10;

export interface HeroSlide {
  image: ImageValue;
  image_high: ImageValue;
  slide_duration_limit: number;
  video_type: string;
  video_desktop: string;
  video_mobile: string;
  video_style: string;
  video_bg: ImageValue;
  info: string;
  title: string;
  description: string;
  price: string;
  link: LinkValue;
  fallback_link: LinkValue;
}

export interface HeroCarouselProps extends BaseBlockProps {
  heading_level: string;
  has_timer: boolean;
  timer_box_color: string;
  has_banner: boolean;
  banner_text: string;
  slide_duration: number;
  is_autoplay: boolean;
  has_touch_devices_slides_limit: boolean;
  has_wide_ratio: boolean;
  has_mobile_video: boolean;
  has_mxo: boolean;
  is_ffi: boolean;
  offer_key: string;
  slides: HeroSlide[];
}

export const emptyHeroSlide = (): HeroSlide => ({
  image: { src: '/media/scenes/suv-1b1c1e-mountains-dusk', alt: '' },
  image_high: emptyImage(),
  slide_duration_limit: 0,
  video_type: 'none',
  video_desktop: '',
  video_mobile: '',
  video_style: 'cover',
  video_bg: emptyImage(),
  info: '',
  title: 'Title',
  description: '',
  price: '',
  link: { ...emptyLink },
  fallback_link: { ...emptyLink, ui_type: 'secondary' },
});

export const heroCarouselTemplate: BlockTemplate<HeroCarouselProps> = {
  key: 'hero_carousel',
  name: 'Hero carousel',
  description: 'Full-width slides of pictures or videos with a title, price and buttons, changing on a timer with play and pause.',
  short_description: 'Rotating full-width hero slides',
  group: 'Heroes',
  hidden: false,
  area: 'hero',
  list_priority: 11,
  thumbnail: thumbnail([
    { kind: 'media', x: 0, y: 0, w: 160, h: 90 },
    { kind: 'text', x: 14, y: 44, w: 60, h: 7 },
    { kind: 'text', x: 14, y: 56, w: 44 },
    { kind: 'button', x: 14, y: 66 },
    { kind: 'line', x: 104, y: 80, w: 40, h: 0 },
    { kind: 'dot', x: 96, y: 80 },
  ]),
  ...fieldGroups('slides', HERO_CAROUSEL_MAX, 2),
  fields: {
    block_scroll_id: scrollIdField,
    heading_level: headingLevelField('Heading level of the slide titles'),
    has_timer: boolField('Show the timer'),
    timer_box_color: selectField('Timer box colour', [
      ['light', 'Light'],
      ['dark', 'Dark'],
    ]),
    has_banner: boolField('Show the banner'),
    banner_text: textField('Banner text'),
    slide_duration: numberField('Slide duration (ms)', 2000, 30000),
    is_autoplay: boolField('Autoplay'),
    has_touch_devices_slides_limit: boolField('Touch devices: first 4 slides only'),
    has_wide_ratio: boolField('Wide ratio'),
    has_mobile_video: boolField('Mobile video'),
    has_mxo: boolField('MXO (kept for the editor; no effect on the site)'),
    is_ffi: boolField('FFI (kept for the editor; no effect on the site)'),
    offer_key: keyField('Offer key'),
    slides: arrayField('Slides', HERO_CAROUSEL_MAX, emptyHeroSlide(), {
      image: imageField('Image'),
      image_high: imageField('High-layout image (phones)', ['640x360']),
      slide_duration_limit: numberField('This slide’s duration (ms, 0 = the block’s)', 0, 30000),
      video_type: selectField('Video type', [
        ['none', 'None'],
        ['video', 'Video'],
        ['video_background', 'Video background'],
      ]),
      video_desktop: urlField('Video URL (desktop)', 'https://'),
      video_mobile: urlField('Video URL (mobile)', 'https://'),
      video_style: selectField('Video style', [
        ['cover', 'Cover'],
        ['contain', 'Contain'],
      ]),
      video_bg: imageField('Video poster'),
      info: textField('Info'),
      title: textField('Title'),
      description: longTextField('Description'),
      price: textField('Price'),
      link: linkField('Link button'),
      fallback_link: linkField('Fallback link'),
    }),
  },
  defaultProps: {
    block_scroll_id: '',
    heading_level: '2',
    has_timer: true,
    timer_box_color: 'light',
    has_banner: false,
    banner_text: '',
    slide_duration: HERO_SLIDE_DURATION_MS,
    is_autoplay: true,
    has_touch_devices_slides_limit: true,
    has_wide_ratio: false,
    has_mobile_video: false,
    has_mxo: false,
    is_ffi: false,
    offer_key: '',
    slides: [emptyHeroSlide(), emptyHeroSlide()],
  },
};
