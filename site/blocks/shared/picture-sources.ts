/**
 * Which files a picture offers the browser. A media-pipeline image (`/media/scenes/<name>`, with or
 * without a size suffix) exists in every catalogue size as WebP and JPEG, so it gets a srcset per
 * format. Any other URL has no variants: then one 900x500 picture is loaded (docs/cms-api.md, "Media").
 */
import { CARD_SIZES, FALLBACK_SIZE, WIDE_SIZES, sizeName, type MediaSize } from '../../../domain/media-sizes.js';

export type PictureShape = 'wide' | 'card';

export interface PictureSources {
  /** `srcset` of the WebP <source>; absent when the image has no variants. */
  webpSrcSet?: string;
  jpegSrcSet?: string;
  /** The <img> src: the largest JPEG variant, or the image itself. */
  src: string;
  width: number;
  height: number;
}

const SCENE_BASE = /^(\/media\/scenes\/[a-z0-9-]+)(?:\/\d+x\d+\.(?:webp|jpg))?$/;

export function pictureSources(src: string, shape: PictureShape = 'wide'): PictureSources {
  const base = SCENE_BASE.exec(src.trim())?.[1];
  if (!base) return { src: src.trim(), width: FALLBACK_SIZE.width, height: FALLBACK_SIZE.height };
  // The 1920 variant is only worth its bytes on wide screens; srcset lets the browser decide.
  const sizes: readonly MediaSize[] = shape === 'card' ? CARD_SIZES : WIDE_SIZES;
  const set = (format: string) => sizes.map((size) => `${base}/${sizeName(size)}.${format} ${size.width}w`).join(', ');
  const main = shape === 'card' ? sizes[0] : WIDE_SIZES[1];
  const size = main ?? FALLBACK_SIZE;
  return {
    webpSrcSet: set('webp'),
    jpegSrcSet: set('jpg'),
    src: `${base}/${sizeName(size)}.jpg`,
    width: size.width,
    height: size.height,
  };
}

/**
 * One file for a picture shown through a plain <img> whose src a script swaps (the 360 views'
 * frames): a media-pipeline scene at its main JPEG size (a bare `/media/scenes/<name>` is no
 * file), any other URL as it is, a `#fragment` kept.
 */
export function pictureFile(src: string, shape: PictureShape = 'wide'): string {
  const [path = '', fragment] = src.trim().split('#', 2);
  const file = pictureSources(path, shape).src;
  return fragment === undefined ? file : `${file}#${fragment}`;
}
