import { describe, expect, it } from 'vitest';
import { sampleVehicle } from '../../../domain/sample-vehicle.js';
import ku from './translations/ku.js';
import en from './translations/en.js';
import ar from './translations/ar.js';
import { factLabelKey } from './vehicle-card.js';

describe('vehicle card labels', () => {
  it("labels an electric car's capacity as battery capacity in every language", () => {
    const electric = sampleVehicle(1, { capacity: null, battery_capacity: 77 });
    expect(factLabelKey('capacity', electric)).toBe('batteryCapacity');
    expect(factLabelKey('capacity', sampleVehicle())).toBe('capacity');
    expect([ku.batteryCapacity, en.batteryCapacity, ar.batteryCapacity]).toEqual(['توانای پاتری', 'Battery capacity', 'سعة البطارية']);
  });

  it('calls the VIN "ژمارەی شاسی" (chassis number) in Kurdish', () => {
    expect(ku.vin).toBe('ژمارەی شاسی');
  });
});
