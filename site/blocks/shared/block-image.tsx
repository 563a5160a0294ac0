/**
 * An image of a part-B block through the media pipeline (shared/picture.tsx: WebP and JPEG in the
 * catalogue sizes, box reserved, lazy unless eager). `width` is how wide the block draws it at
 * most, which gives the `sizes` hint. An empty src renders nothing so the text stands alone.
 */
import type { ImageValue } from '../types.js';
import { Picture } from './picture.js';

export function sizesFor(width: number): string {
  if (width >= 1600) return '100vw';
  if (width >= 1024) return '(min-width: 64rem) 60vw, 100vw';
  return '(min-width: 64rem) 33vw, (min-width: 40rem) 50vw, 100vw';
}

export function BlockImage({
  image,
  width,
  className,
  eager,
}: {
  image: ImageValue;
  width: number;
  height?: number;
  className?: string;
  eager?: boolean;
}) {
  if (!image.src.trim()) return null;
  return <Picture image={image} sizes={sizesFor(width)} priority={eager} className={className} />;
}

/** Parses an editor JSON field; anything unparsable or of the wrong shape is the fallback. */
export function parseJson<T>(text: string, isValid: (value: unknown) => value is T, fallback: T): T {
  try {
    const value: unknown = JSON.parse(text);
    return isValid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}
