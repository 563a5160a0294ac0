/**
 * Masonry (catalogue: img_video_grid video-top / video-bottom, disable_autoplay): a video tile
 * and four pictures in a masonry grid; the video row sits on top or at the bottom.
 */
import { boolField, emptyImage, imageField, urlField, textField, selectField, headedGroups } from '../shared/catalogue-fields.js';
import { THUMBNAILS } from '../shared/thumbnails.js';
import type { BlockTemplate, ImageValue, HeadedBlockProps } from '../types.js';

export interface MasonryTile {
  image: ImageValue;
  caption: string;
}

export interface MasonryProps extends HeadedBlockProps {
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
  ...headedGroups(
    'tiles',
    'Pictures',
    MASONRY_MAX,
    { image: emptyImage(), caption: '' },
    { image: imageField('Image', ['1024x576', '640x360']), caption: textField('Caption') },
    {
      fields: {
        img_video_grid: selectField('Grid', [
          ['video-top', 'Video on top'],
          ['video-bottom', 'Video at the bottom'],
        ]),
        disable_autoplay: boolField('Disable autoplay'),
        video_url: urlField('Video URL (mp4/webm)'),
        video_poster: imageField('Video poster'),
        video_label: textField('Video description'),
      },
      defaults: { img_video_grid: 'video-top', disable_autoplay: false, video_url: '', video_poster: emptyImage(), video_label: '' },
    },
  ),
};
