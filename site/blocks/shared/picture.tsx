/**
 * Every block picture: `<picture>` with a WebP source and a JPEG fallback in the catalogue sizes,
 * width and height set (the box is reserved, no layout shift), lazy unless `priority`. The hero's
 * picture (`priority`) is preloaded and fetched with high priority: it is the page's largest paint.
 */
import type { ImageValue } from '../types.js';
import { pictureSources, type PictureShape } from './picture-sources.js';

export interface PictureProps {
  image: ImageValue;
  /** The `sizes` attribute: how wide the picture is drawn. Full-bleed by default. */
  sizes?: string;
  shape?: PictureShape;
  priority?: boolean;
  /** On the <picture>. */
  className?: string;
  /** On the <img> (a block whose styles size the image itself). */
  imgClassName?: string;
}

export function Picture({ image, sizes = '100vw', shape = 'wide', priority = false, className, imgClassName }: PictureProps) {
  const sources = pictureSources(image.src, shape);
  if (!sources.src) return null;
  const loading = priority ? 'eager' : 'lazy';
  return (
    <>
      {priority && (
        <link
          rel="preload"
          as="image"
          href={sources.webpSrcSet ? undefined : sources.src}
          imageSrcSet={sources.webpSrcSet}
          imageSizes={sources.webpSrcSet ? sizes : undefined}
          type={sources.webpSrcSet ? 'image/webp' : undefined}
          fetchPriority="high"
        />
      )}
      <picture className={className}>
        {sources.webpSrcSet && <source type="image/webp" srcSet={sources.webpSrcSet} sizes={sizes} />}
        <img
          className={imgClassName}
          src={sources.src}
          srcSet={sources.jpegSrcSet}
          sizes={sources.jpegSrcSet ? sizes : undefined}
          alt={image.alt}
          width={sources.width}
          height={sources.height}
          loading={loading}
          decoding={priority ? 'sync' : 'async'}
          fetchPriority={priority ? 'high' : undefined}
        />
      </picture>
    </>
  );
}
