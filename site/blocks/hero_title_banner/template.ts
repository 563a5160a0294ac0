/** Hero title banner (catalogue): a page's title over a full-bleed picture, with an eyebrow and a subtitle. */
import { selectField, imageField, longTextField, textField } from '../shared/catalogue-fields.js';
import { headingLevelField } from '../shared/link-fields.js';
import { thumbnail } from '../shared/thumbnail.js';
import { scrollIdField, type BaseBlockProps, type BlockTemplate, type ImageValue } from '../types.js';

export interface HeroTitleBannerProps extends BaseBlockProps {
  eyebrow: string;
  title: string;
  heading_level: string;
  subtitle: string;
  image: ImageValue;
  height: string;
  content_alignment: string;
}

export const heroTitleBannerTemplate: BlockTemplate<HeroTitleBannerProps> = {
  key: 'hero_title_banner',
  name: 'Hero title banner',
  description: "The page's title and a subtitle laid over a full-width picture, at the top of a page.",
  short_description: 'Page title over a picture',
  group: 'Heroes',
  hidden: false,
  area: 'hero',
  list_priority: 10,
  thumbnail: thumbnail([
    { kind: 'media', x: 0, y: 0, w: 160, h: 90 },
    { kind: 'text', x: 50, y: 38, w: 60, h: 7 },
    { kind: 'text', x: 60, y: 50, w: 40 },
  ]),
  fields: {
    block_scroll_id: scrollIdField,
    eyebrow: textField('Eyebrow'),
    title: textField('Title'),
    heading_level: headingLevelField(),
    subtitle: longTextField('Subtitle'),
    image: imageField('Image'),
    height: selectField('Height', [
      ['compact', 'Compact'],
      ['tall', 'Tall'],
    ]),
    content_alignment: selectField('Content alignment', [
      ['center', 'Centre'],
      ['start', 'Start'],
    ]),
  },
  defaultProps: {
    block_scroll_id: '',
    eyebrow: '',
    title: 'Title',
    heading_level: '1',
    subtitle: '',
    image: { src: '/media/scenes/mountains-dusk', alt: '' },
    height: 'compact',
    content_alignment: 'center',
  },
};
