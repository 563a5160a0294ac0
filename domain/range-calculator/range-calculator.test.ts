import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEMO_RANGE_CARS,
  DEMO_RANGE_DATA,
  convertDistance,
  demoEnginesMapper,
  demoWheelsMapper,
  displayRange,
  rangeOf,
  readOptionsMap,
  readRangeData,
  toRangeUnit,
} from './index.js';

describe('range units', () => {
  it('shows kilometres as miles and back, whole numbers rounded (121 km is 75 miles)', () => {
    expect(displayRange(121, 'km', 'mile')).toBe(75);
    expect(displayRange(530, 'km', 'mile')).toBe(329);
    expect(displayRange(75, 'mile', 'km')).toBe(121);
    expect(displayRange(121, 'km', 'km')).toBe(121);
  });

  it('a round trip through miles returns the distance (up to float error)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 5000, noNaN: true }), (km) => {
        expect(convertDistance(convertDistance(km, 'km', 'mile'), 'mile', 'km')).toBeCloseTo(km, 9);
      }),
    );
  });

  it('reads the block setting as km unless it says mile', () => {
    expect(toRangeUnit('mile')).toBe('mile');
    expect(toRangeUnit('')).toBe('km');
    expect(toRangeUnit('miles')).toBe('km');
  });
});

describe('the range JSON', () => {
  it('keeps positive numbers and drops the rest, entry by entry', () => {
    const data = readRangeData({
      unit: 'mile',
      ranges: { car: { e1: { '21': 70, '22': -1, '23': '60', '24': Number.NaN }, e2: 'no' }, other: [] },
    });
    expect(data).toEqual({ unit: 'mile', ranges: { car: { e1: { '21': 70 } } } });
    expect(rangeOf(data!, 'car', 'e1', '21')).toBe(70);
    expect(rangeOf(data!, 'car', 'e1', '22')).toBeNull();
    expect(rangeOf(data!, 'nope', 'e1', '21')).toBeNull();
  });

  it('drops a figure no car reaches (a typo such as 1e21), never showing it', () => {
    const data = readRangeData({ unit: 'km', ranges: { car: { e1: { '21': 1e21, '22': 1235, '23': 5001 } } } });
    expect(data?.ranges).toEqual({ car: { e1: { '22': 1235 } } });
  });

  it('assumes km when no unit is given and refuses what is not a range document', () => {
    expect(readRangeData({ ranges: {} })).toEqual({ unit: 'km', ranges: {} });
    expect(readRangeData({ unit: 'furlong', ranges: {} })).toBeNull();
    expect(readRangeData([1, 2])).toBeNull();
    expect(readRangeData({ cars: [] })).toBeNull();
    expect(readRangeData(null)).toBeNull();
  });
});

describe('the mappers', () => {
  it('reads options per car, strings as their own label, duplicates and junk dropped', () => {
    expect(readOptionsMap('{"rr":[{"key":"p460e","label":"P460e"},{"key":"p460e"},"p550e",{"label":"no key"},3],"x":"no"}')).toEqual({
      rr: [
        { key: 'p460e', label: 'P460e' },
        { key: 'p550e', label: 'p550e' },
      ],
    });
    expect(readOptionsMap('{broken')).toEqual({});
    expect(readOptionsMap('')).toEqual({});
  });
});

describe('the seeded demo', () => {
  it('has a range for every car, engine and wheel size its mappers offer', () => {
    const engines = readOptionsMap(demoEnginesMapper());
    const wheels = readOptionsMap(demoWheelsMapper());
    expect(Object.keys(engines)).toEqual(DEMO_RANGE_CARS.map((c) => c.key));
    for (const car of DEMO_RANGE_CARS) {
      for (const engine of engines[car.key] ?? []) {
        for (const wheel of wheels[car.key] ?? []) {
          expect(rangeOf(DEMO_RANGE_DATA, car.key, engine.key, wheel.key), `${car.key} ${engine.key} ${wheel.key}`).toBeGreaterThan(0);
        }
      }
    }
    expect(readRangeData(JSON.parse(JSON.stringify(DEMO_RANGE_DATA)))).toEqual(DEMO_RANGE_DATA);
  });

  it('bigger wheels never give more range', () => {
    for (const car of DEMO_RANGE_CARS)
      for (const engine of car.engines) {
        const values = car.wheels.map((w) => engine.ranges[w.key] ?? 0);
        expect([...values].sort((a, b) => b - a)).toEqual(values);
      }
  });
});
