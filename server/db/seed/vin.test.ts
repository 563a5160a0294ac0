import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkVin } from '../../../domain/vin-check.js';
import { buildVin } from './vin.js';

const MODELS = [
  ['land_rover', 'defender_110'],
  ['land_rover', 'range_rover'],
  ['land_rover', 'range_rover_sport'],
  ['land_rover', 'discovery_sport'],
  ['jaguar', 'i_pace'],
  ['jaguar', 'xj'],
] as const;

describe('the seed VIN generator', () => {
  it('builds VINs the VIN checker accepts, for any model, year, trim, engine and serial', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MODELS),
        fc.integer({ min: 2018, max: 2027 }),
        fc.nat(40),
        fc.nat(10),
        fc.nat(899_999),
        ([brand, model], year, trim, engine, index) => {
          expect(checkVin(buildVin(brand, model, year, trim, engine, index))).toMatchObject({ ok: true });
        },
      ),
    );
  });

  it('values letters as ISO 3779 does (the generator once counted A as 2: SALEA8DA8TN651083 was refused)', () => {
    const vin = buildVin('land_rover', 'defender_110', 2026, 3, 0, 0);
    expect(vin).toMatch(/^SALEA8DA.TN\d{6}$/);
    expect(checkVin('SALEA8DA8TN651083')).toEqual({ ok: false, reason: 'check_digit' });
    expect(checkVin('SALEA8DA0TN651083')).toMatchObject({ ok: true });
  });
});
