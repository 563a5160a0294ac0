/** The engine against the brute-force reference on ~200 random queries per dialect (fast-check). */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RANGE_FILTERS, SORT_OPTIONS, type CheckboxFilter, type ListingQuery, type RangeFilter } from '../../../domain/listing-query.js';
import { testDialects } from '../../db/test-db.js';
import { FIXTURE_DEALER_CODES, ORPHAN_DEALER_CODE } from '../testing/fixture.js';
import { referenceQuery, referenceValues } from '../testing/reference.js';
import { openListingTestDatabase, type ListingTestDatabase } from '../testing/test-database.js';
import { createListingIndex, type ListingIndexService } from './index-service.js';
import type { ListingIndex } from './listing-index.js';
import { CHECKBOX_KEYS, RANGE_KEYS } from './filter-bits.js';

const STATUSES = ['stock', 'available_soon', 'reserved', 'sold', 'in_production', 'on_demand', 'delivery', 'demo'];

describe.each(testDialects())('listing engine = reference on %s', (dialect) => {
  let t: ListingTestDatabase;
  let service: ListingIndexService;
  let index: ListingIndex;

  beforeAll(async () => {
    t = await openListingTestDatabase(dialect);
    service = createListingIndex(t.handle.db);
    index = await service.get();
  });
  afterAll(async () => {
    await service.close();
    await t.handle.cleanup();
  });

  it('returns the same ids, totals and facets for random queries', () => {
    // Values each filter can take in the fixture, plus one that never occurs.
    const values = (filter: CheckboxFilter): string[] => [...new Set(t.vehicles.flatMap((v) => referenceValues(v, filter))), 'none-such'];
    const bounds = (filter: RangeFilter): [number, number] => {
      const all = t.vehicles.map((v) => Number(v[RANGE_FILTERS[filter]]));
      return [Math.min(...all), Math.max(...all)];
    };
    const checkbox = fc.record(
      Object.fromEntries(CHECKBOX_KEYS.map((f) => [f, fc.subarray(values(f), { minLength: 1, maxLength: 3 })])) as Record<
        CheckboxFilter,
        fc.Arbitrary<string[]>
      >,
      { requiredKeys: [] },
    );
    const ranges = fc.record(
      Object.fromEntries(
        RANGE_KEYS.map((f) => {
          const [lo, hi] = bounds(f);
          const bound = fc.option(fc.integer({ min: lo, max: hi }), { nil: undefined });
          return [f, fc.record({ gteq: bound, lteq: bound }, { requiredKeys: [] })];
        }),
      ) as Record<RangeFilter, fc.Arbitrary<{ gteq?: number; lteq?: number }>>,
      { requiredKeys: [] },
    );
    // Few filters at once, as visitors use them; more than that and almost nothing matches.
    const fewCheckbox = checkbox.map((c) => Object.fromEntries(Object.entries(c).slice(0, 3)));
    const fewRanges = ranges.map((r) => Object.fromEntries(Object.entries(r).slice(0, 2)));
    const query = fc.record({
      page: fc.integer({ min: 1, max: 6 }),
      items: fc.integer({ min: 1, max: 12 }),
      sort: fc.constantFrom(...SORT_OPTIONS),
      filters: fc.record({
        checkbox: fewCheckbox,
        ranges: fewRanges,
        forcedStatuses: fc.option(fc.subarray(STATUSES, { minLength: 1, maxLength: 4 }), { nil: undefined }),
        forcedDealerCodes: fc.option(fc.subarray([...FIXTURE_DEALER_CODES, ORPHAN_DEALER_CODE], { minLength: 1, maxLength: 4 }), {
          nil: undefined,
        }),
      }),
    }) as fc.Arbitrary<ListingQuery>;

    fc.assert(
      fc.property(fc.constantFrom(...t.listings), query, (listing, q) => {
        const got = index.query(listing, q);
        const want = referenceQuery(t.vehicles, listing, q);
        expect({ ids: got.ids, total: got.total, pages: got.pages }).toEqual({ ids: want.ids, total: want.total, pages: want.pages });
        expect(got.facets).toEqual(want.facets);
      }),
      { numRuns: 200, seed: 20251125 },
    );
  });
});
