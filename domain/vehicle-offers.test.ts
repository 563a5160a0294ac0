import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_SETTINGS } from './price-settings.js';
import type { PriceEntry, Vehicle } from './vehicle.js';
import { formatMonthly, toStockMarket, vehicleOffers } from './vehicle-offers.js';

const entry = (type: PriceEntry['type'], value_raw: number, hiddenFromVisitors = false): PriceEntry => ({
  type,
  value_raw,
  old_price: null,
  hiddenFromVisitors,
});
const vehicle = (list: PriceEntry[]) =>
  ({
    id: 1,
    type: 'vehicle',
    attributes: { prices: { list }, display_price: 50000, monthly_price: 900, subscribe_price: 1200 },
  }) as unknown as Vehicle;

describe('vehicle offers', () => {
  it('lists the kinds the price list has, lease only when visible', () => {
    const v = vehicle([entry('purchase', 50000), entry('lease', 900), entry('subscribe', 1200)]);
    expect(vehicleOffers(v, 'default').map((o) => o.kind)).toEqual(['cash', 'lease']);
    expect(vehicleOffers(v, 'mobility').map((o) => o.kind)).toEqual(['cash', 'lease', 'subscribe']);
    expect(vehicleOffers(v, 'overseas').map((o) => o.kind)).toEqual(['cash']);
    expect(vehicleOffers(vehicle([entry('purchase', 1), entry('lease', 900, true)]), 'default').map((o) => o.kind)).toEqual(['cash']);
    expect(vehicleOffers(vehicle([]), 'default')).toEqual([]);
  });

  it('reads the market setting, JSON-quoted or plain', () => {
    expect(toStockMarket('overseas')).toBe('overseas');
    expect(toStockMarket('"mobility"')).toBe('mobility');
    expect(toStockMarket(undefined)).toBe('default');
  });

  it('formats a monthly amount, nothing for zero or less', () => {
    expect(formatMonthly(900, DEFAULT_PRICE_SETTINGS, 'or @ / Month')).toBe('or 900 € / Month');
    expect(formatMonthly(0, DEFAULT_PRICE_SETTINGS, 'or @ / Month')).toBe('');
    expect(formatMonthly(null, DEFAULT_PRICE_SETTINGS, 'or @ / Month')).toBe('');
  });
});
