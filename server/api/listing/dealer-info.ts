/**
 * The few dealer fields a vehicle card shows (dealer_name, dealer_location, locality). The listing
 * index caches them so loading a page of vehicles needs no join.
 */
import type { DealerRow } from '../../db/schema.js';
import { readJson } from './engine/restriction.js';

export const DEALER_INFO_COLUMNS = ['dealer_code', 'name', 'city', 'locality', 'owner_metadata'] as const;
export type DealerInfoRow = Pick<DealerRow, (typeof DEALER_INFO_COLUMNS)[number]>;

export interface DealerInfo {
  name: string;
  jaguarName: string | null;
  landRoverName: string | null;
  location: string;
  locality: string;
}

export function toDealerInfo(row: DealerInfoRow): DealerInfo {
  const meta = readJson(row.owner_metadata);
  const names = (meta.ok && meta.value !== null && typeof meta.value === 'object' ? meta.value : {}) as Record<string, unknown>;
  const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);
  return {
    name: row.name,
    jaguarName: text(names.display_name_jag),
    landRoverName: text(names.display_name_lr),
    location: row.city,
    locality: row.locality,
  };
}

/** Spec, section 3: for the Jaguar brand display_name_jag is preferred, otherwise display_name_lr. */
export function dealerDisplayName(dealer: DealerInfo, brandKey: string): string {
  if (brandKey === 'jaguar' && dealer.jaguarName) return dealer.jaguarName;
  return dealer.landRoverName ?? dealer.name;
}
