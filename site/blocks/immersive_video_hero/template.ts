/**
 * Immersive video hero (catalogue): content_placement, buttons_placement, video_time (5000 ms),
 * is_autoplay, is_overlay, native video on phones, scroll-to, has_mxo. No block_scroll_id (catalogue).
 */
import {
  selectField,
  boolField,
  imageField,
  keyField,
  longTextField,
  numberField,
  textField,
  urlField,
} from '../shared/catalogue-fields.js';
import { emptyLink, linkField } from '../shared/link-fields.js';
import { thumbnail } from '../shared/thumbnail.js';
import type { BlockTemplate, ImageValue, LinkValue } from '../types.js';
import { SIDE_LABELS } from '../shared/side-labels.js';

export interface ImmersiveVideoHeroProps {
  eyebrow: string;
  heading: string;
  paragraph: string;
  image: ImageValue;
  video_desktop: string;
  video_mobile: string;
  content_placement: string;
  buttons_placement: string;
  video_time: number;
  is_autoplay: boolean;
  is_overlay: boolean;
  has_native_mobile_video: boolean;
  scroll_to: string;
  has_mxo: boolean;
  primary_link: LinkValue;
  secondary_link: LinkValue;
}

export const IMMERSIVE_VIDEO_TIME_MS = 5000;

export const immersiveVideoHeroTemplate: BlockTemplate<ImmersiveVideoHeroProps> = {
  key: 'immersive_video_hero',
  name: 'Immersive video hero',
  description: 'A full-screen video (or picture) with the page title, buttons and a scroll-to arrow.',
  short_description: 'Full-screen video hero',
  group: 'Heroes',
  hidden: false,
  area: 'hero',
  list_priority: 5,
  thumbnail: thumbnail([
    { kind: 'media', x: 0, y: 0, w: 160, h: 90 },
    { kind: 'text', x: 12, y: 50, w: 70, h: 8 },
    { kind: 'button', x: 12, y: 64 },
    { kind: 'button', x: 38, y: 64 },
  ]),
  fields: {
    eyebrow: textField('Eyebrow'),
    heading: textField('Heading'),
    paragraph: longTextField('Paragraph'),
    image: imageField('Poster image'),
    video_desktop: urlField('Video (desktop)', 'https://…/hero.mp4'),
    video_mobile: urlField('Video (mobile)', 'https://…/hero-mobile.mp4'),
    content_placement: selectField('Content placement', [
      ['middle', 'Middle'],
      ['left-top', SIDE_LABELS.startTop],
      ['left-middle', SIDE_LABELS.startMiddle],
      ['left-bottom', SIDE_LABELS.startBottom],
    ]),
    buttons_placement: selectField('Buttons placement', [
      ['inline', 'Inline'],
      ['row', 'Row'],
    ]),
    video_time: numberField('Video time (ms)', 0, 600000),
    is_autoplay: boolField('Autoplay'),
    is_overlay: boolField('Dark overlay'),
    has_native_mobile_video: boolField('Native video on phones'),
    scroll_to: keyField('Scroll to (block id)'),
    has_mxo: boolField('Personalised (MXO)'),
    primary_link: linkField('Primary button'),
    secondary_link: linkField('Secondary button'),
  },
  defaultProps: {
    eyebrow: '',
    heading: 'Heading',
    paragraph: '',
    image: { src: '/media/scenes/suv-1b1c1e-mountains-dusk', alt: '' },
    video_desktop: '',
    video_mobile: '',
    content_placement: 'left-bottom',
    buttons_placement: 'inline',
    video_time: IMMERSIVE_VIDEO_TIME_MS,
    is_autoplay: true,
    is_overlay: true,
    has_native_mobile_video: true,
    scroll_to: '',
    has_mxo: false,
    primary_link: emptyLink,
    secondary_link: { ...emptyLink, ui_type: 'secondary' },
  },
};
