/**
 * Rules of the vehicle page (docs/embedding.md, "What the widgets do"), pure so the server rendering, the
 * machine and the widget agree: financing options from the prices list, the order-online rule,
 * similar vehicles, the retailer's display name.
 */
import type { PriceEntry, Vehicle, VehicleAttributes, VehicleStatus } from './vehicle.js';

/** Similar vehicles: 6 by default (docs/listing-api.md, "Listing routes"). */
export const SIMILAR_VEHICLES_MAX = 6;
/** One more than shown, so the current vehicle can be dropped and six still remain. */
export const SIMILAR_VEHICLES_FETCH = SIMILAR_VEHICLES_MAX + 1;

export type FinancingKind = 'cash' | 'lease' | 'subscribe';

export interface FinancingOptionView {
  kind: FinancingKind;
  value: number;
  oldPrice: number | null;
}

/** Price list type → the financing option it offers (a purchase price is paid in cash). */
const KIND_OF_PRICE: Partial<Record<PriceEntry['type'], FinancingKind>> = {
  purchase: 'cash',
  lease: 'lease',
  subscribe: 'subscribe',
};

/**
 * The financing options a visitor sees: one per cash/lease/subscribe entry of the prices list, in
 * that order. A lease entry marked hiddenFromVisitors hides the lease accordion (docs/embedding.md, "What the widgets do").
 */
export function financingOptions(attributes: Pick<VehicleAttributes, 'prices'>): FinancingOptionView[] {
  const found = new Map<FinancingKind, FinancingOptionView>();
  for (const entry of attributes.prices?.list ?? []) {
    const kind = KIND_OF_PRICE[entry.type];
    if (!kind || found.has(kind)) continue;
    if (kind === 'lease' && entry.hiddenFromVisitors) continue;
    found.set(kind, { kind, value: entry.value_raw, oldPrice: entry.old_price });
  }
  return (['cash', 'lease', 'subscribe'] as const).flatMap((kind) => found.get(kind) ?? []);
}

/** Statuses a vehicle can be ordered online in. */
export const ORDER_ONLINE_STATUSES: readonly VehicleStatus[] = ['stock', 'available_soon', 'demo', 'in_production'];

/** The listing's button set allows ordering online and the vehicle's status permits it. */
export function canOrderOnline(attributes: Pick<VehicleAttributes, 'meta' | 'status'>): boolean {
  const buttons = attributes.meta?.buttons ?? [];
  return buttons.some((b) => b.button_type === 'order_online') && ORDER_ONLINE_STATUSES.includes(attributes.status);
}

/** Site path of the order-online details of a vehicle. */
export function orderOnlinePath(vehicleId: number, segment = 'ku'): string {
  return `/${segment}/showroom-order-online/vehicle/${vehicleId}`;
}

/** Similar vehicles: the current one left out (ids compared as integers), at most six. */
export function pickSimilarVehicles(candidates: readonly Vehicle[], currentId: number | string, max = SIMILAR_VEHICLES_MAX): Vehicle[] {
  const current = Math.trunc(Number(currentId));
  return candidates.filter((v) => Math.trunc(Number(v.id)) !== current).slice(0, max);
}

/** The owner's display names of a retailer (`owner_metadata`). */
export interface OwnerMetadata {
  display_name_jag?: unknown;
  display_name_lr?: unknown;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** For the Jaguar brand display_name_jag is preferred, otherwise display_name_lr, else the name (docs/listing-api.md, "Retailers and dealers"). */
export function retailerDisplayName(brandKey: string, name: string, metadata: OwnerMetadata | null | undefined): string {
  const jaguar = text(metadata?.display_name_jag);
  const landRover = text(metadata?.display_name_lr);
  if (brandKey === 'jaguar' && jaguar) return jaguar;
  return landRover ?? name;
}

/** The buttons of the vehicle meta a page shows as links (order online has its own button). */
export function linkButtons(attributes: Pick<VehicleAttributes, 'meta'>): { label: string; href: string; external: boolean }[] {
  return (attributes.meta?.buttons ?? [])
    .filter(
      (b) => b.button_type !== 'order_online' && (b.target_type === 'internal' || b.target_type === 'external') && b.target && b.label,
    )
    .map((b) => ({ label: b.label, href: b.target, external: b.target_type === 'external' }));
}
