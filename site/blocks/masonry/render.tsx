/**
 * Masonry: the video (muted, looping, controls) in <lrdx-autoplay-video>, which plays it only in
 * view and never under prefers-reduced-motion; without script it is a plain video with controls.
 * Without a video URL the poster stands in its place.
 */
import { createElement } from 'react';
import { HeadedBlockSection } from '../shared/block-section.js';
import { BlockImage } from '../shared/block-image.js';
import type { BlockRenderProps } from '../types.js';
import type { MasonryProps } from './template.js';

const sameText = (a: string, b: string): boolean => a.trim() !== '' && a.trim().toLowerCase() === b.trim().toLowerCase();

export function Masonry({ props }: BlockRenderProps<MasonryProps>) {
  const tiles = props.tiles.filter((tile) => tile.image.src.trim() !== '');
  const videoUrl = props.video_url.trim();
  const video = videoUrl ? (
    createElement(
      'lrdx-autoplay-video',
      props.disable_autoplay ? { className: 'lrdx-masonry__video' } : { className: 'lrdx-masonry__video', autoplay: '' },
      <video
        src={videoUrl}
        poster={props.video_poster.src || undefined}
        muted
        loop
        playsInline
        controls
        preload="none"
        width={1600}
        height={900}
        aria-label={props.video_label || undefined}
      />,
    )
  ) : props.video_poster.src ? (
    <BlockImage image={props.video_poster} width={1600} height={900} className="lrdx-masonry__video" />
  ) : null;
  if (!video && tiles.length === 0) return null;
  const grid = (
    <ul className="lrdx-masonry__tiles">
      {tiles.map((tile, index) => (
        <li key={index} className="lrdx-masonry__tile">
          <figure>
            {/* A caption that repeats the alt text already names the picture: a screen reader would hear it twice. */}
            <BlockImage
              image={sameText(tile.caption, tile.image.alt) ? { ...tile.image, alt: '' } : tile.image}
              width={1024}
              height={576}
            />
            {tile.caption ? <figcaption>{tile.caption}</figcaption> : null}
          </figure>
        </li>
      ))}
    </ul>
  );
  const top = props.img_video_grid !== 'video-bottom';
  return (
    <HeadedBlockSection
      blockKey="masonry"
      props={props}
      className={`lrdx-grid lrdx-masonry lrdx-masonry--${top ? 'video-top' : 'video-bottom'}`}
    >
      {top ? video : null}
      {tiles.length > 0 ? grid : null}
      {top ? null : video}
    </HeadedBlockSection>
  );
}
