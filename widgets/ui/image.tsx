/**
 * A picture that reserves its box before it loads: width and height attributes give the browser
 * the ratio (no layout shift), CSS makes it fluid. An empty source keeps the box, without a request.
 */
import type { CSSProperties } from 'react';
export interface ImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The first visible pictures should not be lazy (LCP). */
  eager?: boolean;
}

export function Image({ src, alt, width, height, eager = false }: ImageProps) {
  const style = { '--_ratio': `${width} / ${height}` } as CSSProperties;
  if (!src)
    return <div className="lrdx-image" style={style} role="img" aria-label={alt || undefined} aria-hidden={alt ? undefined : 'true'} />;
  return (
    <img
      className="lrdx-image"
      style={style}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
