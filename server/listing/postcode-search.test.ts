import { describe, expect, it } from 'vitest';
import type { DealerRow } from '../db/schema.js';
import type { Place } from './postcode-places.js';
import { searchDealers } from './postcode-search.js';

const dealer = (
  code: string,
  state: string,
  postcode: string,
  locality: string,
  latitude: number,
  longitude: number,
  brands = ['land_rover'],
): DealerRow =>
  ({
    id: 1,
    dealer_code: code,
    name: `Dealer ${code}`,
    state,
    postcode,
    locality,
    latitude,
    longitude,
    brands: JSON.stringify(brands),
  }) as DealerRow;

// Erbil governorate: Ankawa (north of the centre), Koya (east), Soran (far north-east).
const ANKAWA = dealer('ANK', 'Erbil', '44001', 'Ankawa', 36.23, 43.99, ['land_rover', 'jaguar']);
const KOYA = dealer('KOY', 'Erbil', '44006', 'Koya', 36.08, 44.63);
const SORAN = dealer('SOR', 'Erbil', '44005', 'Soran', 36.65, 44.54);
const SULI = dealer('SUL', 'Sulaymaniyah', '46001', 'Bakrajo', 35.54, 45.36);
const ALL = [SORAN, SULI, KOYA, ANKAWA];
const PLACES: Place[] = [{ postcode: '44007', locality: 'Shaqlawa', state: 'Erbil', latitude: 36.4, longitude: 44.32 }];
const none = { brand: null, state: null, postcode: null, locality: null };

describe('searchDealers', () => {
  it('matches every given key exactly, case and spaces aside', () => {
    expect(searchDealers(ALL, { ...none, postcode: ' 44006 ' }, PLACES)).toEqual({ rows: [KOYA], match: 'exact' });
    expect(searchDealers(ALL, { ...none, state: 'erbil', locality: 'ANKAWA' }, PLACES)).toEqual({ rows: [ANKAWA], match: 'exact' });
    expect(searchDealers(ALL, { ...none, state: 'Erbil' }, PLACES).rows).toHaveLength(3);
    expect(searchDealers(ALL, { ...none, brand: 'jaguar' }, PLACES).rows).toEqual([ANKAWA]);
    // Both keys must match: Koya's postcode with Soran's locality is no exact match.
    expect(searchDealers(ALL, { ...none, postcode: '44006', locality: 'Soran', state: 'Erbil' }, PLACES).match).toBe('state_fallback');
  });

  it("falls back to the state's dealers nearest to the place searched (gazetteer)", () => {
    // From Shaqlawa: Soran ≈ 34 km, Ankawa ≈ 35 km, Koya ≈ 45 km; Sulaymaniyah is another state.
    const result = searchDealers(ALL, { ...none, postcode: '44007' }, PLACES);
    expect(result.match).toBe('state_fallback');
    expect(result.rows.map((d) => d.dealer_code)).toEqual(['SOR', 'ANK', 'KOY']);
  });

  it('places a postcode by the dealers sitting there, even outside the chosen scope', () => {
    // Searching Ankawa's postcode among Land Rover-only dealers of Erbil: Ankawa itself is Jaguar too,
    // but its coordinates still place 44001: Koya ≈ 60 km, Soran ≈ 68 km.
    const result = searchDealers([KOYA, SORAN], { ...none, postcode: '44001', locality: 'Ankawa' }, PLACES, ALL);
    expect(result.rows.map((d) => d.dealer_code)).toEqual(['KOY', 'SOR']);
  });

  it('orders by name when the place is unknown, and stays in the given state', () => {
    const result = searchDealers(ALL, { ...none, state: 'Erbil', postcode: '00000' }, PLACES);
    expect(result).toMatchObject({ match: 'state_fallback' });
    expect(result.rows.map((d) => d.dealer_code)).toEqual(['ANK', 'KOY', 'SOR']);
    expect(searchDealers(ALL, { ...none, state: 'Basra', postcode: '00000' }, PLACES).rows).toEqual([]);
  });
});
