/** A formatted price (main, and the converted price when the double-price feature is on). */
import type { PriceParts } from '../../domain/price-format.js';

export interface PriceProps {
  parts: PriceParts;
  /** Accessible name of the price, e.g. 'Price'. */
  label: string;
}

export function Price({ parts, label }: PriceProps) {
  return (
    <p className="lrdx-price" part="price">
      <span className="lrdx-visually-hidden">{label}: </span>
      <span>{parts.primary}</span>
      {parts.secondary ? <span className="lrdx-price__secondary">{parts.secondary}</span> : null}
    </p>
  );
}
