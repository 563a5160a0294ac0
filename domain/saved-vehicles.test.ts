import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dropMissing, isSaved, parseProductPageData, saveVehicle, unsaveVehicle } from './saved-vehicles.js';

describe('saved vehicles (sl_product_page_data)', () => {
  it('gives an empty list for missing, broken or non-array stored data', () => {
    for (const raw of [null, '', 'not json', '42', '[]', '{"savedCars":"x"}', '{"savedCars":null}']) {
      expect(parseProductPageData(raw).savedCars).toEqual([]);
      expect(parseProductPageData(raw).savedCarsIDs).toEqual([]);
    }
  });

  it('keeps valid entries, drops malformed ones and keeps other stored keys', () => {
    const raw = JSON.stringify({
      savedCars: [{ id: 3, list: 'iraq' }, { id: 'x', list: 'iraq' }, { id: 4 }, { id: 3, list: 'iraq' }],
      other: 1,
    });
    const data = parseProductPageData(raw);
    expect(data.savedCars).toEqual([{ id: 3, list: 'iraq' }]);
    expect(data.savedCarsIDs).toEqual([3]);
    expect(data.other).toBe(1);
  });

  it('saves once, unsaves, and drops vehicles that now answer 404', () => {
    let data = parseProductPageData(null);
    data = saveVehicle(data, { id: 7, list: 'iraq' });
    data = saveVehicle(data, { id: 7, list: 'iraq' });
    data = saveVehicle(data, { id: 9, list: 'iraq' });
    expect(data.savedCarsIDs).toEqual([7, 9]);
    expect(isSaved(data, 7)).toBe(true);
    expect(dropMissing(data, [7]).savedCarsIDs).toEqual([9]);
    expect(unsaveVehicle(data, 9).savedCarsIDs).toEqual([7]);
  });

  it('round-trips through storage text for any list of saves', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.nat(100000), list: fc.constantFrom('iraq', 'erbil-retailer') })), (cars) => {
        const data = cars.reduce(saveVehicle, parseProductPageData(null));
        const again = parseProductPageData(JSON.stringify(data));
        expect(again.savedCars).toEqual(data.savedCars);
        expect(again.savedCarsIDs).toEqual(data.savedCars.map((c) => c.id));
      }),
    );
  });
});
