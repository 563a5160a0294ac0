import { describe, expect, it } from 'vitest';
import { sampleVehicle } from './sample-vehicle.js';
import { showroomSpecs } from './showroom-specs.js';

const t = (key: string) => key;
const value = (language: string, key: string, overrides = {}) =>
  showroomSpecs(sampleVehicle(1, { engine_type: 'diesel,mhev', capacity: 2.997, mileage: 12500, ...overrides }).attributes, {
    t,
    language,
  }).find((spec) => spec.key === key)?.value;

describe('showroom specs in the page language', () => {
  it('joins engines with the comma of the language: never an Arabic comma in English', () => {
    expect(value('en', 'engines')).toBe('engine.diesel, engine.mhev');
    expect(value('ku', 'engines')).toBe('engine.diesel، engine.mhev');
  });

  it('writes litres and mileage with one formatter: ٣٫٠ and ١٢٬٥٠٠ in Kurdish, 3.0 and 12,500 in English', () => {
    expect(value('ku', 'capacity')).toBe('٣٫٠ unit.litre');
    expect(value('ar', 'mileage')).toBe('١٢٬٥٠٠ unit.km');
    expect(value('en', 'capacity')).toBe('3.0 unit.litre');
    expect(value('en', 'mileage')).toBe('12,500 unit.km');
  });
});
