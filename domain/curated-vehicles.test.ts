import { describe, expect, it } from 'vitest';
import { CURATED_VEHICLES_MAX, curatedAttribute, parseCuratedVehicles } from './curated-vehicles.js';

describe('curated vehicle lists', () => {
  it('reads ids and VINs one a line or comma-separated, in Eastern digits, without duplicates', () => {
    const read = parseCuratedVehicles('12\n salda2bn5ka123456 , ١٢ ,SALDA2BN5KA123456، 40');
    expect(read.ok && curatedAttribute(read.refs)).toBe('12,SALDA2BN5KA123456,40');
  });

  it('names the entries that are neither an id nor a VIN, and refuses too long a list', () => {
    expect(parseCuratedVehicles('12, abc, 0, SALDA2BN5KA12345O')).toEqual({
      ok: false,
      bad: ['abc', '0', 'SALDA2BN5KA12345O'],
      tooMany: false,
    });
    const many = Array.from({ length: CURATED_VEHICLES_MAX + 1 }, (_, i) => i + 1).join(',');
    expect(parseCuratedVehicles(many)).toMatchObject({ ok: false, tooMany: true });
    expect(parseCuratedVehicles('')).toEqual({ ok: true, refs: [] });
  });
});
