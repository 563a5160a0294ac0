import { describe, expect, it } from 'vitest';
import { sampleVehicle } from '../sample-vehicle.js';
import { showroomText } from '../showroom-texts/index.js';
import { compareFeatureRows, compareSpecRows } from './compare-rows.js';

const format = { t: (key: string) => showroomText('en', key), language: 'en' };

describe('compare rows', () => {
  it('marks a row only where the values differ, never the VIN', () => {
    const a = sampleVehicle(1, { mileage: 1000, vin: 'SALAA0000000000001' }).attributes;
    const b = sampleVehicle(2, { mileage: 2000, vin: 'SALAA0000000000002' }).attributes;
    const rows = compareSpecRows([a, b], format);
    expect(rows.find((r) => r.key === 'mileage')?.differs).toBe(true);
    expect(rows.find((r) => r.key === 'transmission')?.differs).toBe(false);
    expect(rows.find((r) => r.key === 'vin')?.differs).toBe(false);
    expect(rows.find((r) => r.key === 'seats')?.labelKey).toBe('compare.seats');
  });

  it('keeps a row one vehicle lacks, with an empty cell, and marks it', () => {
    const a = sampleVehicle(1, { order_number: 'ORD-1' }).attributes;
    const b = sampleVehicle(2, { order_number: null }).attributes;
    const row = compareSpecRows([a, b], format).find((r) => r.key === 'orderNumber');
    expect(row?.cells.map((c) => c.text)).toEqual(['ORD-1', '']);
    const delivery = compareSpecRows([a, b], format).find((r) => r.key === 'deliveryDate');
    if (delivery) expect(delivery.differs).toBe(false);
  });

  it('lists every feature once: standard, optional or absent', () => {
    const a = sampleVehicle(1, { features_standard: ['Heated seats', 'Sunroof'], features_optional: [] }).attributes;
    const b = sampleVehicle(2, { features_standard: ['Heated seats'], features_optional: [{ name: 'Sunroof', price: 900 }] }).attributes;
    const c = sampleVehicle(3, { features_standard: [], features_optional: [] }).attributes;
    expect(compareFeatureRows([a, b, c])).toEqual([
      { name: 'Heated seats', cells: ['standard', 'standard', 'absent'], differs: true },
      { name: 'Sunroof', cells: ['standard', 'optional', 'absent'], differs: true },
    ]);
    expect(compareFeatureRows([a, a]).every((row) => !row.differs)).toBe(true);
  });
});
