import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carriesCheckDigit, checkVin } from '../../domain/vin-check.js';
import { buildVin, MAX_VEHICLES, vinSerial } from './vin.js';

const MODELS = [
  ['land_rover', 'defender_110'],
  ['land_rover', 'range_rover'],
  ['land_rover', 'range_rover_sport'],
  ['land_rover', 'discovery_sport'],
  ['jaguar', 'i_pace'],
  ['jaguar', 'xj'],
] as const;

describe('the seed VIN generator', () => {
  it('builds VINs with their check digit, for any model, year, trim, engine and serial', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MODELS),
        fc.integer({ min: 2018, max: 2027 }),
        fc.nat(40),
        fc.nat(10),
        fc.nat(MAX_VEHICLES - 1),
        ([brand, model], year, trim, engine, index) => {
          const vin = buildVin(brand, model, year, trim, engine, index);
          expect(checkVin(vin)).toMatchObject({ ok: true });
          expect(carriesCheckDigit(vin)).toBe(true);
        },
      ),
    );
  });

  it('gives each of the 1,000,000 vehicle indexes its own six-digit serial, the first 900,000 as before', () => {
    const seen = new Uint8Array(1_000_000);
    const bad: string[] = [];
    for (let index = 0; index < MAX_VEHICLES; index++) {
      const serial = vinSerial(index);
      const n = Number(serial);
      if (serial.length !== 6 || !Number.isInteger(n) || seen[n] === 1) bad.push(`${index}: ${serial}`);
      seen[n] = 1;
    }
    expect(bad).toEqual([]);
    // The serial the generator always gave vehicle 0 (SALEA8DA…TN651083 below) and vehicle 899,999.
    expect(vinSerial(0)).toBe('223457');
    expect(vinSerial(899_999)).toBe(String(((899_999 * 7919 + 123_457) % 900_000) + 100_000));
    expect(vinSerial(900_000)).toBe('012345');
    expect(() => buildVin('land_rover', 'defender_110', 2026, 0, 0, MAX_VEHICLES)).toThrow(/at most 1000000/);
  });

  it('values letters as ISO 3779 does (the generator once counted A as 2: SALEA8DA8TN651083 was refused)', () => {
    const vin = buildVin('land_rover', 'defender_110', 2026, 3, 0, 0);
    expect(vin).toMatch(/^SALEA8DA.TN\d{6}$/);
    expect(carriesCheckDigit('SALEA8DA8TN651083')).toBe(false);
    expect(carriesCheckDigit('SALEA8DA0TN651083')).toBe(true);
  });
});
