import { describe, expect, it } from 'vitest';
import { keywordWords } from '../../../domain/keyword-search.js';
import type { ListingFacets, ListingQuery } from '../../../domain/listing-query.js';
import type { ListingRow } from '../../db/schema.js';
import { fixtureDealers, fixtureListings, fixtureVehicles, type FixtureVehicle } from '../testing/fixture.js';
import { referenceQuery } from '../testing/reference.js';
import type { IndexedVehicleRow } from './build.js';
import { vinKey } from './keyword-index.js';
import { buildListingIndex } from './listing-index.js';

const vehicles = fixtureVehicles(600, 11);
const listings = fixtureListings();
const dealers = fixtureDealers().map((d) => ({ ...d, owner_metadata: d.owner_metadata }));
const index = buildListingIndex({ version: 1, vehicles: vehicles as unknown as IndexedVehicleRow[], dealers, listings });
const iraq = listings.find((l) => l.id === 'iraq') as ListingRow;

function query(q: string, parts: Partial<ListingQuery['filters']> = {}, items = 12): ListingQuery {
  return { page: 1, items, sort: 'createdAtDesc', filters: { checkbox: {}, ranges: {}, ...parts }, keyword: keywordWords(q) };
}

/** Every id the keyword finds (all pages). */
function found(q: string, parts: Partial<ListingQuery['filters']> = {}): number[] {
  const first = index.query(iraq, query(q, parts), { facets: false });
  const ids: number[] = [];
  for (let page = 1; page <= Math.max(1, first.pages); page++) {
    ids.push(...index.query(iraq, { ...query(q, parts), page }, { facets: false }).ids);
  }
  return ids.sort((a, b) => a - b);
}

const ids = (list: readonly FixtureVehicle[]): number[] => list.map((v) => v.id).sort((a, b) => a - b);
const where = (test: (v: FixtureVehicle) => boolean): number[] => ids(vehicles.filter(test));

/** Facets without the options the keyword leaves at 0 (the engine lists them, the reference on a subset does not). */
function nonZero(facets: ListingFacets | undefined): ListingFacets {
  const checkbox: ListingFacets['checkbox'] = {};
  for (const [name, options] of Object.entries(facets?.checkbox ?? {})) {
    checkbox[name as keyof ListingFacets['checkbox']] = (options ?? [])
      .filter((o) => o.count > 0)
      .map(({ value, count }) => ({ value, count }));
  }
  return { checkbox, ranges: facets?.ranges ?? {} };
}

describe('keyword search in the listing engine', () => {
  it('finds a model in English, Kurdish and Arabic spelling, word by word (all words must match)', () => {
    const rrSport = where((v) => v.model === 'Range Rover Sport');
    expect(rrSport.length).toBeGreaterThan(0);
    expect(found('Range Rover Sport')).toEqual(rrSport);
    expect(found('ڕەینج ڕۆڤەر سپۆرت')).toEqual(rrSport);
    expect(found('رينج روفر سبورت')).toEqual(rrSport);
    // "sport" alone is Range Rover Sport and Discovery Sport.
    expect(found('sport')).toEqual(where((v) => v.model.endsWith('Sport')));
  });

  it('matches each word as a prefix', () => {
    expect(found('disc')).toEqual(where((v) => v.model.startsWith('Discovery')));
    expect(found('f-pa')).toEqual(where((v) => v.model === 'F-PACE'));
    expect(found('pace')).toEqual(where((v) => v.model.endsWith('-PACE')));
  });

  it('folds Arabic and Kurdish letter variants: hamza, the article, Kurdish letters typed on an Arabic keyboard', () => {
    const black = where((v) => v.color === 'black');
    expect(found('أسود')).toEqual(black);
    expect(found('اسود')).toEqual(black);
    expect(found('الأسود')).toEqual(black);
    expect(found('ڕەش')).toEqual(black);
    // ڕ typed as ر, and ە typed as Arabic ه: the same vehicles.
    expect(found('رهش')).toEqual(black);
    // Kurdish ی and Arabic ي / ى are one letter: «سپی» (white) typed «سپي».
    expect(found('سپي')).toEqual(where((v) => v.color === 'white'));
  });

  it('finds the paint name, the engine in any language and the dealer by code or name', () => {
    expect(found('eiger')).toEqual(where((v) => v.specific_color === 'Eiger Grey'));
    const petrol = where((v) => String(v.engine_type).split(',').includes('petrol'));
    expect(found('petrol')).toEqual(petrol);
    expect(found('بەنزین')).toEqual(petrol);
    expect(found('بنزين')).toEqual(petrol);
    expect(found('sul01')).toEqual(where((v) => v.dealer_code === 'SUL01'));
    // ERB01's display names ("Land Rover Erbil", "Jaguar Erbil") find its vehicles.
    expect(found('erbil')).toEqual(where((v) => v.dealer_code === 'ERB01'));
  });

  it('finds a VIN by its tail, typed with Eastern or Western digits', () => {
    const target = vehicles[122] as FixtureVehicle;
    const tail = target.vin.slice(-5);
    expect(found(tail)).toEqual([target.id]);
    const eastern = tail.replace(/[0-9]/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] as string);
    expect(found(eastern)).toEqual([target.id]);
    expect(found(target.vin.toLowerCase())).toEqual([target.id]);
  });

  it('combines with filters: the keyword narrows, the filters apply on top', () => {
    const expected = where((v) => v.model.startsWith('Defender') && v.color === 'black' && v.state === 'new');
    expect(found('defender black', { checkbox: { states: ['new'] } })).toEqual(expected);
    expect(found('نەبوو')).toEqual([]);
  });

  it('counts facets on the rows the keyword finds (as the reference does on that subset)', () => {
    for (const [q, subset] of [
      ['defender', (v: FixtureVehicle) => v.model.startsWith('Defender')],
      // Most of the stock: the counts come from subtracting the dropped rows.
      ['land rover', (v: FixtureVehicle) => v.brand_key === 'land_rover'],
    ] as const) {
      const filtered = query(q, {
        checkbox: { colors: ['black', 'white'], states: ['new', 'used'] },
        ranges: { mileage: { lteq: 80_000 } },
      });
      const got = index.query(iraq, filtered);
      const want = referenceQuery(vehicles.filter(subset), iraq, { ...filtered, keyword: [] });
      expect(got.total).toBe(want.total);
      expect(got.ids).toEqual(want.ids);
      expect(nonZero(got.facets)).toEqual(nonZero(want.facets));
    }
  });

  it('keeps offering every option the listing holds, at 0 when the keyword excludes it', () => {
    const got = index.query(iraq, query('f-pace'));
    const models = got.facets?.checkbox.models ?? [];
    expect(models.find((o) => o.value === 'Defender 110')).toEqual({ value: 'Defender 110', count: 0 });
    expect(models.find((o) => o.value === 'F-PACE')?.count).toBe(where((v) => v.model === 'F-PACE').length);
  });

  it('suggests labels the typed word starts, with the vehicles each would find', () => {
    const list = index.suggest(iraq, query('def'), 'en', 8);
    expect(list.map((s) => [s.kind, s.label, s.count])).toEqual(
      [
        ['model', 'Defender 110', where((v) => v.model === 'Defender 110').length],
        ['model', 'Defender 90', where((v) => v.model === 'Defender 90').length],
      ].sort((a, b) => (b[2] as number) - (a[2] as number)),
    );
    // The earlier words narrow the counts; a colour is named in the page language.
    const black = index.suggest(iraq, query('defender ڕە'), 'ku', 8);
    expect(black).toContainEqual(
      expect.objectContaining({
        kind: 'colour',
        value: 'black',
        label: 'ڕەش',
        count: where((v) => v.model.startsWith('Defender') && v.color === 'black').length,
      }),
    );
    expect(index.suggest(iraq, query(''), 'en', 8)).toEqual([]);
    expect(index.suggest(iraq, query('s'), 'en', 8).length).toBeLessThanOrEqual(8);
  });
});

describe('vinKey', () => {
  it('gives an ASCII VIN its lower case, as the folding would, and folds any other', () => {
    for (const vin of ['SALGA2BE5LA123456', 'sajaa2ae1ka000001', 'ABC', '', 'SAL-GA2', 'SAL ٣٤٥', 'ＳＡＬ１２']) {
      expect(vinKey(vin)).toBe(keywordWords(vin).join(''));
    }
    expect(vinKey(null)).toBe('');
  });
});
