/**
 * Image sizes of the media pipeline (docs/cms-api.md, "Media": 1600x900, 1024x576, 640x360;
 * collection cards 420x495 and 325x383; the hero's single 900x500 fallback). Every generated
 * scene exists in each of these sizes, as WebP and as JPEG.
 */

export interface MediaSize {
  width: number;
  height: number;
}

/** Wide (16:9) sizes, largest first: the srcset of every full-bleed or card picture. */
export const WIDE_SIZES: readonly MediaSize[] = [
  { width: 1920, height: 1080 },
  { width: 1600, height: 900 },
  { width: 1024, height: 576 },
  { width: 640, height: 360 },
];

/** Portrait card sizes of the collection carousel. */
export const CARD_SIZES: readonly MediaSize[] = [
  { width: 420, height: 495 },
  { width: 325, height: 383 },
];

/** Without variants, the hero loads one 900x500 picture (docs/cms-api.md, "Media"). */
export const FALLBACK_SIZE: MediaSize = { width: 900, height: 500 };

export const MEDIA_SIZES: readonly MediaSize[] = [...WIDE_SIZES, ...CARD_SIZES, FALLBACK_SIZE];

export const MEDIA_FORMATS = ['webp', 'jpg'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

export function sizeName(size: MediaSize): string {
  return `${size.width}x${size.height}`;
}

export function parseSizeName(name: string): MediaSize | undefined {
  return MEDIA_SIZES.find((size) => sizeName(size) === name);
}

export function isMediaFormat(value: string): value is MediaFormat {
  return (MEDIA_FORMATS as readonly string[]).includes(value);
}
