/**
 * The few dealer fields a vehicle card shows (dealer_name, dealer_location, locality). The listing
 * index caches them so loading a page of vehicles needs no join.
 */
import { dealerDisplayName as displayName, parseOwnerMetadata } from '../../domain/dealer.js';
import type { DealerRow } from '../db/schema.js';

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
  const names = parseOwnerMetadata(row.owner_metadata);
  const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);
  return {
    name: row.name,
    jaguarName: text(names.display_name_jag),
    landRoverName: text(names.display_name_lr),
    location: row.city,
    locality: row.locality,
  };
}

/** The name a vehicle card shows for its dealer: the rule of domain/dealer.ts. */
export function dealerDisplayName(dealer: DealerInfo, brandKey: string): string {
  return displayName(dealer.name, { display_name_jag: dealer.jaguarName, display_name_lr: dealer.landRoverName }, brandKey);
}
