/**
 * The cards, or skeletons of the same size while loading (the grid keeps its place: no layout
 * shift), or the empty message with a reset action.
 */
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { StockLocatorSettings } from '../../../domain/stock-locator-settings.js';
import type { Vehicle } from '../../../domain/vehicle.js';
import type { Language } from '../../runtime/i18n.js';
import { SkeletonCard } from '../../ui/skeleton-card.js';
import { CARD_IMAGE, VehicleCard, cardLines } from './vehicle-card.js';
import type { CompareCandidate } from '../compare/use-compare-list.js';

export interface VehicleGridProps {
  vehicles: Vehicle[] | null;
  skeletons: number;
  apiBase: string;
  showroomBase: string;
  language: Language;
  t: TFunction | undefined;
  settings: StockLocatorSettings;
  savedIds: readonly number[];
  onSaveToggle: (vehicle: Vehicle) => void;
  /** A retailer's own vehicle page as a URL template (`/cars/{id}`), from the element's `vehicle-href`. */
  vehicleHref?: string | undefined;
  className?: string;
  /** How many first pictures load at once (the first screen's LCP); none for a grid below the fold. */
  eagerPictures?: number;
  /** The compare list's ids and its toggle: given, each card has a Compare tick-box (docs/compare.md). */
  compareIds?: readonly number[] | undefined;
  onCompareToggle?: ((vehicle: CompareCandidate) => boolean) | undefined;
  /** Shown at each card's end (VehicleCard's `extra`). */
  extra?: ((vehicle: Vehicle) => ReactNode) | undefined;
}

export function VehicleGrid({
  vehicles,
  skeletons,
  t,
  settings,
  savedIds,
  className = 'lrdx-stock-locator__grid',
  eagerPictures = 4,
  compareIds,
  onCompareToggle,
  ...rest
}: VehicleGridProps) {
  const lines = cardLines(settings.features.includes('owner_visible'), !!onCompareToggle);
  return (
    <ul className={className} part="grid">
      {vehicles && t
        ? vehicles.map((vehicle, index) => (
            <VehicleCard
              key={vehicle.id}
              vehicle={vehicle}
              t={t}
              settings={settings}
              eager={index < eagerPictures}
              saved={savedIds.includes(vehicle.id)}
              compared={compareIds?.includes(vehicle.id)}
              onCompareToggle={onCompareToggle}
              {...rest}
            />
          ))
        : Array.from({ length: skeletons }, (_, index) => (
            <SkeletonCard key={index} imageWidth={CARD_IMAGE.width} imageHeight={CARD_IMAGE.height} lines={lines} />
          ))}
    </ul>
  );
}
