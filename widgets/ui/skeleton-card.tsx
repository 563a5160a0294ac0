/**
 * A placeholder with the exact box of a card: the same picture ratio and the same fixed line
 * heights, so replacing skeletons with cards shifts nothing (CLS).
 */
import type { CSSProperties } from 'react';
export interface SkeletonCardProps {
  imageWidth: number;
  imageHeight: number;
  /** Line count of the card body, in the card's own line boxes. */
  lines: readonly string[];
}

export function SkeletonCard({ imageWidth, imageHeight, lines }: SkeletonCardProps) {
  const style = { '--_ratio': `${imageWidth} / ${imageHeight}` } as CSSProperties;
  return (
    <li className="lrdx-card lrdx-skeleton" aria-hidden="true">
      <div className="lrdx-image" style={style} />
      <div className="lrdx-card__body">
        {lines.map((className, index) => (
          <div className={className} key={index}>
            <span className="lrdx-skeleton-line" style={{ inlineSize: `${60 + ((index * 17) % 35)}%` }} />
          </div>
        ))}
      </div>
    </li>
  );
}
