/**
 * Which ways of paying a card shows (docs/embedding.md, "What the widgets do"): a vehicle has purchase, lease or
 * subscribe options if its price list has an entry of that type; lease is hidden when that entry is
 * hiddenFromVisitors. The market setting `stock_locator.market` narrows further: overseas shows cash
 * only, mobility shows the subscribe price.
 */
import { formatMoney } from './price-format.js';
import type { Language } from './languages.js';
import type { PriceSettings } from './price-settings.js';
import type { PriceEntry, Vehicle } from './vehicle.js';

export type StockMarket = 'default' | 'overseas' | 'mobility';
export type OfferKind = 'cash' | 'lease' | 'subscribe';

export interface VehicleOffer {
  kind: OfferKind;
  /** The amount (whole price for cash, per month for lease and subscribe); null when unknown. */
  value: number | null;
}

const KIND_OF: Partial<Record<PriceEntry['type'], OfferKind>> = { purchase: 'cash', lease: 'lease', subscribe: 'subscribe' };

export function toStockMarket(value: string | undefined | null): StockMarket {
  const text = (value ?? '').trim().replace(/^"|"$/g, '').toLowerCase();
  return text === 'overseas' || text === 'mobility' ? text : 'default';
}

export function vehicleOffers(vehicle: Vehicle, market: StockMarket): VehicleOffer[] {
  const a = vehicle.attributes;
  const offers: VehicleOffer[] = [];
  for (const entry of a.prices?.list ?? []) {
    const kind = KIND_OF[entry.type];
    if (!kind || offers.some((o) => o.kind === kind)) continue;
    if (kind === 'lease' && entry.hiddenFromVisitors) continue;
    if (market === 'overseas' && kind !== 'cash') continue;
    if (kind === 'subscribe' && market !== 'mobility') continue;
    const fallback = kind === 'lease' ? a.monthly_price : kind === 'subscribe' ? a.subscribe_price : a.display_price;
    const value = Number.isFinite(entry.value_raw) ? entry.value_raw : fallback;
    offers.push({ kind, value: typeof value === 'number' && Number.isFinite(value) ? value : null });
  }
  return offers;
}

/**
 * A monthly amount in the lease template ('or @ / Month'): `@` is the amount with its symbol in
 * the price format. Empty for a value that is not a positive number (docs/listing-api.md, "Vehicle fields").
 */
export function formatMonthly(value: number | null, settings: PriceSettings, template: string, language?: Language): string {
  if (value === null || !Number.isFinite(value) || value <= 0) return '';
  const amount = formatMoney(Math.round(value), settings.symbol, settings.format, settings.delimiter, 0, language);
  return template.replace('@', amount).trim();
}
