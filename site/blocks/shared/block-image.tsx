/**
 * An image of a part-B block with its box reserved (width/height) and lazy loading below the fold.
 * An empty src renders nothing so the block's text stands alone.
 */
import type { ImageValue } from '../types.js';

export function BlockImage({
  image,
  width,
  height,
  className,
  eager,
}: {
  image: ImageValue;
  width: number;
  height: number;
  className?: string;
  eager?: boolean;
}) {
  const src = image.src.trim();
  if (!src) return null;
  return (
    <img
      className={className}
      src={src}
      alt={image.alt}
      width={width}
      height={height}
      loading={eager ? undefined : 'lazy'}
      decoding="async"
    />
  );
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
