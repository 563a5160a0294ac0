import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  parseShowroomParam,
  showroomParam,
  showroomPath,
  showroomSlug,
  slugifyPart,
  type ShowroomSlugAttributes,
} from './showroom-slug.js';

const rangeRover: ShowroomSlugAttributes = {
  state: 'new',
  brand: 'Land Rover',
  brand_key: 'land_rover',
  model: 'Range Rover Sport',
  production_year: 2024,
  engine_type: 'diesel,mhev',
  drivetrain: 'AWD',
  transmission: 'automatic',
  color: 'Black',
};

const jaguar: ShowroomSlugAttributes = {
  ...rangeRover,
  state: 'used',
  brand: 'Jaguar',
  brand_key: 'jaguar',
  model: 'F-PACE',
  engine_type: 'petrol',
  drivetrain: 'RWD',
  color: 'Fuji White',
};

describe('showroomSlug', () => {
  it('joins state, model, year, engines, drivetrain, transmission and colour, without the Land Rover brand', () => {
    expect(showroomSlug(rangeRover)).toBe('new-range-rover-sport-2024-diesel-mhev-awd-automatic-black');
  });

  it('keeps the brand for other brands', () => {
    expect(showroomSlug(jaguar)).toBe('used-jaguar-f-pace-2024-petrol-rwd-automatic-fuji-white');
  });

  it('recognises Land Rover by name when the brand key is missing', () => {
    const { brand_key: _omitted, ...withoutKey } = rangeRover;
    expect(showroomSlug(withoutKey)).not.toContain('land');
  });

  it('folds accents and drops other scripts', () => {
    expect(slugifyPart('Rosso Corsa Métallique')).toBe('rosso-corsa-metallique');
    expect(slugifyPart('ڕەش')).toBe('');
  });

  it('falls back to a word when every part is empty', () => {
    expect(
      showroomSlug({
        ...jaguar,
        state: '' as 'new',
        brand: '',
        model: '',
        production_year: Number.NaN,
        engine_type: '',
        drivetrain: '',
        transmission: '',
        color: '',
      }),
    ).toBe('vehicle');
  });
});

describe('showroomPath and parseShowroomParam', () => {
  it('builds the language path with the id last', () => {
    expect(showroomPath({ id: 42, attributes: rangeRover })).toBe(
      '/ku/showroom/new-range-rover-sport-2024-diesel-mhev-awd-automatic-black-42',
    );
    expect(showroomPath({ id: 42, attributes: jaguar }, '/en/showroom')).toMatch(/^\/en\/showroom\/used-jaguar-.*-42$/);
  });

  it('reads the digits after the last hyphen', () => {
    expect(parseShowroomParam('new-defender-110-2023-petrol-awd-automatic-green-123')).toBe(123);
    expect(parseShowroomParam('77')).toBe(77);
  });

  it('rejects parameters without an id', () => {
    for (const bad of ['', 'abc', 'abc-', 'x-0', 'x-12a', 'x-1234567890123456789', '-']) {
      expect(parseShowroomParam(bad)).toBeNull();
    }
  });
});

const attributesArb: fc.Arbitrary<ShowroomSlugAttributes> = fc.record({
  state: fc.constantFrom('new', 'approved', 'used'),
  brand: fc.string(),
  brand_key: fc.constantFrom('land_rover', 'jaguar'),
  model: fc.string(),
  production_year: fc.integer({ min: 1900, max: 2100 }),
  engine_type: fc.string(),
  drivetrain: fc.string(),
  transmission: fc.string(),
  color: fc.string({ unit: 'grapheme' }),
});

describe('properties', () => {
  it('every slug is lower-case URL-safe ASCII without empty words', () => {
    fc.assert(
      fc.property(attributesArb, (attributes) => {
        const slug = showroomSlug(attributes);
        expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(encodeURIComponent(slug)).toBe(slug);
      }),
    );
  });

  it('the id round-trips through the path', () => {
    fc.assert(
      fc.property(attributesArb, fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (attributes, id) => {
        const param = showroomParam({ id, attributes });
        const reparsed = parseShowroomParam(param);
        // Ids beyond 15 digits are refused by design; all realistic ids round-trip.
        expect(reparsed).toBe(String(id).length <= 15 ? id : null);
      }),
    );
  });
});
