/**
 * Gallery carousel: each picture is a link to its full-size file (works without script);
 * <lrdx-lightbox> opens it instead in a native <dialog> with previous/next, arrow keys and Escape.
 */
import { createElement } from 'react';
import { HeadedBlockSection } from '../shared/block-section.js';
import { blockStrings } from '../shared/block-strings.js';
import { Carousel } from '../shared/carousel.js';
import { Picture } from '../shared/picture.js';
import { pictureSources } from '../shared/picture-sources.js';
import type { BlockRenderProps } from '../types.js';
import type { GalleryCarouselProps } from './template.js';

export function GalleryCarousel({ props, ctx }: BlockRenderProps<GalleryCarouselProps>) {
  const pictures = props.pictures.filter((picture) => picture.image.src.trim() !== '');
  if (pictures.length === 0) return null;
  const strings = blockStrings(ctx.segment);
  const label = props.heading || strings.gallery;
  return (
    <HeadedBlockSection blockKey="gallery_carousel" props={props} className="lrdx-grid lrdx-gallery">
      {createElement(
        'lrdx-lightbox',
        {
          'data-label-close': strings.close,
          'data-label-previous': strings.previous,
          'data-label-next': strings.next,
          'data-label': label,
        },
        <Carousel
          ctx={ctx}
          label={label}
          perView={2}
          slides={pictures.map((picture, index) => (
            <figure key={index} className="lrdx-gallery__item">
              <a href={pictureSources(picture.image.src).src} data-lightbox-item="" data-caption={picture.caption}>
                <Picture image={picture.image} sizes="(min-width: 64rem) 50vw, 100vw" />
                <span className="lrdx-visually-hidden">{strings.openLightbox}</span>
              </a>
              {picture.caption ? <figcaption>{picture.caption}</figcaption> : null}
            </figure>
          ))}
        />,
      )}
    </HeadedBlockSection>
  );
}
