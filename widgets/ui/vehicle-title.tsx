/**
 * The head of a vehicle's page: model and model year, brand and version, and the badge when the car
 * is reserved or sold. The same in the showroom widget and in the server-rendered vehicle page that
 * stands in for it until it runs (site/showroom/showroom-page.tsx); each keeps its own class names.
 */
import { localizeDigits } from '../../domain/digits.js';
import type { Language } from '../../domain/languages.js';
import type { VehicleStatus } from '../../domain/vehicle.js';
import { StatusBadge, type StatusBadgeProps } from './status-badge.js';

export interface VehicleTitleProps {
  /** The BEM block of the class names: `{block}__header`, `{block}__title`, `{block}__version`. */
  block: string;
  heading: 'h1' | 'h2';
  vehicle: { model: string; production_year: number; brand: string; version_name: string; status: VehicleStatus };
  language: Language;
  statusLabel: StatusBadgeProps['label'];
}

export function VehicleTitle({ block, heading: Heading, vehicle, language, statusLabel }: VehicleTitleProps) {
  return (
    <header className={`${block}__header`}>
      <Heading className={`${block}__title`}>
        <bdi>{vehicle.model}</bdi> {localizeDigits(vehicle.production_year, language)}
      </Heading>
      <p className={`${block}__version`}>
        <bdi>
          {vehicle.brand} {vehicle.version_name}
        </bdi>
      </p>
      <StatusBadge status={vehicle.status} label={statusLabel} />
    </header>
  );
}
