/**
 * The badge of a car a visitor can no longer buy (reserved, sold), in the page language: the same
 * pill on the stock cards, the vehicle page (widget and server-rendered first screen) and the
 * similar vehicles, so a reserved car never looks available anywhere (styles: ui.css ".lrdx-badge").
 */
import { UNAVAILABLE_STATUSES } from '../../domain/stock-filters.js';
import type { VehicleStatus } from '../../domain/vehicle.js';

export interface StatusBadgeProps {
  status: VehicleStatus;
  /** The page language's `status.*` label (domain/vehicle-labels.ts). */
  label: (key: `status.${VehicleStatus}`) => string;
  className?: string;
}

export function StatusBadge({ status, label, className }: StatusBadgeProps) {
  if (!UNAVAILABLE_STATUSES.includes(status)) return null;
  return (
    <span className={className ? `lrdx-badge ${className}` : 'lrdx-badge'} data-badge={`status-${status}`}>
      {label(`status.${status}`)}
    </span>
  );
}
