/**
 * Masonry (catalogue: img_video_grid video-top / video-bottom, disable_autoplay): a video tile
 * and four pictures in a masonry grid; the video row sits on top or at the bottom.
 */
import { boolField, emptyImage, imageField, urlField, textField } from '../shared/catalogue-fields.js';
import { headingLevelField } from '../shared/link-fields.js';
import { THUMBNAILS } from '../shared/thumbnails.js';
import { scrollIdField, type BaseBlockProps, type BlockTemplate, type ImageValue } from '../types.js';

export interface MasonryTile {
  image: ImageValue;
  caption: string;
}

export interface MasonryProps extends BaseBlockProps {
  heading: string;
  heading_level: string;
  img_video_grid: string;
  disable_autoplay: boolean;
  video_url: string;
  video_poster: ImageValue;
  video_label: string;
  tiles: MasonryTile[];
}

export const MASONRY_MAX = 4;

export const masonryTemplate: BlockTemplate<MasonryProps> = {
  key: 'masonry',
  name: 'Masonry',
  description: 'A video and four pictures in a masonry grid, the video on top or at the bottom.',
  group: 'Media',
  short_description: 'A video and four pictures in a masonry grid.',
  area: 'content',
  list_priority: 54,
  thumbnail: THUMBNAILS.grid,
  field_groups: 'tiles',
  field_groups_seed: 1,
  max_field_groups: MASONRY_MAX,
  fields: {
    block_scroll_id: scrollIdField,
    heading: textField('Heading'),
    heading_level: headingLevelField(),
    img_video_grid: {
      label: 'Grid',
      type: 'select',
      options: [
        { label: 'Video on top', value: 'video-top' },
        { label: 'Video at the bottom', value: 'video-bottom' },
      ],
    },
    disable_autoplay: boolField('Disable autoplay'),
    video_url: urlField('Video URL (mp4/webm)'),
    video_poster: imageField('Video poster'),
    video_label: textField('Video description'),
    tiles: {
      label: 'Pictures',
      type: 'array',
      max: MASONRY_MAX,
      defaultItemProps: { image: emptyImage(), caption: '' },
      arrayFields: { image: imageField('Image', ['1024x576', '640x360']), caption: textField('Caption') },
    },
  },
  defaultProps: {
    block_scroll_id: '',
    heading: '',
    heading_level: '2',
    img_video_grid: 'video-top',
    disable_autoplay: false,
    video_url: '',
    video_poster: emptyImage(),
    video_label: '',
    tiles: [],
  },
};
