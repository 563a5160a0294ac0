import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SORT_OPTIONS, type ListingQuery } from '../../../domain/listing-query.js';
import type { ListingRow } from '../../db/schema.js';
import { testDialects } from '../../db/test-db.js';
import { ORPHAN_DEALER_CODE, type FixtureVehicle } from '../testing/fixture.js';
import { referenceQuery, referenceValues } from '../testing/reference.js';
import { openListingTestDatabase, type ListingTestDatabase } from '../testing/test-database.js';
import { createListingIndex, type ListingIndexService } from './index-service.js';
import type { ListingIndex } from './listing-index.js';
import { STATUS_SORT_ORDER } from './sort-orders.js';

function q(
  parts: Partial<ListingQuery> & { checkbox?: ListingQuery['filters']['checkbox']; ranges?: ListingQuery['filters']['ranges'] } = {},
): ListingQuery {
  const { checkbox = {}, ranges = {}, filters, ...rest } = parts;
  return { page: 1, items: 12, sort: 'createdAtDesc', filters: filters ?? { checkbox, ranges }, ...rest };
}

describe.each(testDialects())('listing engine on %s', (dialect) => {
  let t: ListingTestDatabase;
  let service: ListingIndexService;
  let index: ListingIndex;
  let iraq: ListingRow;
  const byId = new Map<number, FixtureVehicle>();

  beforeAll(async () => {
    t = await openListingTestDatabase(dialect);
    service = createListingIndex(t.handle.db);
    index = await service.get();
    iraq = t.listings.find((l) => l.id === 'iraq') as ListingRow;
    for (const v of t.vehicles) byId.set(v.id, v);
  });
  afterAll(async () => {
    await service.close();
    await t.handle.cleanup();
  });

  const expectSameAsReference = (listing: ListingRow, query: ListingQuery): void => {
    const got = index.query(listing, query);
    const want = referenceQuery(t.vehicles, listing, query);
    expect({ ids: got.ids, total: got.total, pages: got.pages }).toEqual({ ids: want.ids, total: want.total, pages: want.pages });
    expect(got.facets).toEqual(want.facets);
  };

  it('indexes every fixture vehicle', () => {
    expect(index.size).toBe(t.vehicles.length);
    expect(index.query(iraq, q()).total).toBe(t.vehicles.length);
  });

  it.each(SORT_OPTIONS)('sorts by %s with ties broken by ascending id', (sort) => {
    const all = index.query(iraq, q({ sort, items: 12 }));
    expect(all.ids).toEqual(referenceQuery(t.vehicles, iraq, q({ sort })).ids);
    // Walk every page: the concatenation is the whole stock, ordered, each vehicle once.
    const ids: number[] = [];
    for (let page = 1; page <= all.pages; page++) ids.push(...index.query(iraq, q({ sort, page })).ids);
    expect(new Set(ids).size).toBe(t.vehicles.length);
    const rows = ids.map((id) => byId.get(id) as FixtureVehicle);
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1] as FixtureVehicle, rows[i] as FixtureVehicle];
      const key = (v: FixtureVehicle): number =>
        sort === 'status'
          ? (STATUS_SORT_ORDER as readonly string[]).indexOf(v.status)
          : sort.startsWith('productionYear')
            ? v.production_year
            : sort.startsWith('createdAt')
              ? Date.parse(v.created_at)
              : sort.startsWith('mileage')
                ? v.mileage
                : v.display_price;
      const dir = sort.endsWith('Desc') ? -1 : 1;
      // Price sorts put the vehicles without a price last (see the test below).
      const group = (v: FixtureVehicle): number => (sort.startsWith('price') && v.price_hidden === 1 ? 1 : 0);
      const cmp = group(a) - group(b) || (key(a) - key(b)) * dir;
      expect(cmp < 0 || (cmp === 0 && a.id < b.id), `${sort} at ${i}: ${a.id} before ${b.id}`).toBe(true);
    }
  });

  it.each(['priceAsc', 'priceDesc'] as const)('puts price-on-request vehicles after every priced one in %s', (sort) => {
    const ids: number[] = [];
    const first = index.query(iraq, q({ sort }));
    for (let page = 1; page <= first.pages; page++) ids.push(...index.query(iraq, q({ sort, page })).ids);
    const onRequest = ids.map((id) => byId.get(id)?.price_hidden === 1);
    const firstUnpriced = onRequest.indexOf(true);
    expect(firstUnpriced).toBeGreaterThan(0); // the fixture has both kinds
    expect(onRequest.slice(firstUnpriced).every(Boolean)).toBe(true);
    // Among themselves they still go by price, then id.
    const priced = ids.slice(0, firstUnpriced).map((id) => (byId.get(id) as FixtureVehicle).display_price);
    const dir = sort === 'priceAsc' ? 1 : -1;
    for (let i = 1; i < priced.length; i++) expect(((priced[i] as number) - (priced[i - 1] as number)) * dir).toBeGreaterThanOrEqual(0);
  });

  it('keeps the price range facet over all vehicles, with or without a price', () => {
    const r = index.query(iraq, q({ sort: 'priceAsc' }));
    const prices = t.vehicles.map((v) => v.display_price);
    expect(r.facets?.ranges.display_price).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
  });

  it('filters a single-valued checkbox (OR within the filter)', () => {
    const r = index.query(iraq, q({ checkbox: { colors: ['black', 'white'] }, items: 12 }));
    expect(r.total).toBe(t.vehicles.filter((v) => v.color === 'black' || v.color === 'white').length);
    for (const id of r.ids) expect(['black', 'white']).toContain(byId.get(id)?.color);
  });

  it('filters a multi-valued column by any of its values', () => {
    const r = index.query(iraq, q({ checkbox: { engine_types: ['bev', 'phev'] } }));
    expect(r.total).toBe(t.vehicles.filter((v) => /(^|,)(bev|phev)(,|$)/.test(v.engine_type)).length);
    const lease = index.query(iraq, q({ checkbox: { financing_options: ['lease'] } }));
    expect(lease.total).toBe(t.vehicles.filter((v) => (JSON.parse(v.financing_options) as string[]).includes('lease')).length);
  });

  it('ANDs filters and applies inclusive ranges', () => {
    const r = index.query(
      iraq,
      q({ checkbox: { states: ['used'], brands: ['land_rover'] }, ranges: { mileage: { gteq: 20_000, lteq: 80_000 } } }),
    );
    const want = t.vehicles.filter((v) => v.state === 'used' && v.brand_key === 'land_rover' && v.mileage >= 20_000 && v.mileage <= 80_000);
    expect(r.total).toBe(want.length);
    expect(want.some((v) => v.mileage === 20_000 || v.mileage === 80_000)).toBe(true); // bounds are hit and included
  });

  it('filters numbers of seats given as text, and unknown values match nothing', () => {
    expect(index.query(iraq, q({ checkbox: { number_of_seats: ['7'] } })).total).toBe(
      t.vehicles.filter((v) => v.number_of_seats === 7).length,
    );
    expect(index.query(iraq, q({ checkbox: { models: ['No Such Model'] } })).total).toBe(0);
  });

  it('counts facets disjunctively', () => {
    const r = index.query(iraq, q({ checkbox: { brands: ['jaguar'], states: ['new'] } }));
    const brands = r.facets?.checkbox.brands ?? [];
    // The brand facet ignores the brand selection but applies the state filter.
    expect(brands.find((o) => o.value === 'land_rover')?.count).toBe(
      t.vehicles.filter((v) => v.state === 'new' && v.brand_key === 'land_rover').length,
    );
    expect(brands.find((o) => o.value === 'jaguar')?.count).toBe(r.total);
    // Another facet applies both selections.
    const colors = r.facets?.checkbox.colors ?? [];
    expect(colors.reduce((sum, o) => sum + o.count, 0)).toBe(r.total);
    // Range facets ignore their own range.
    const ranged = index.query(iraq, q({ ranges: { display_price: { gteq: 100_000 } } }));
    expect(ranged.facets?.ranges.display_price?.min).toBe(Math.min(...t.vehicles.map((v) => v.display_price)));
    expect(ranged.facets?.ranges.mileage?.min).toBe(
      Math.min(...t.vehicles.filter((v) => v.display_price >= 100_000).map((v) => v.mileage)),
    );
    expectSameAsReference(iraq, q({ checkbox: { brands: ['jaguar'], states: ['new'] } }));
  });

  it('keeps options with a zero count and never offers "no value"', () => {
    const r = index.query(iraq, q({ checkbox: { brands: ['jaguar'] } }));
    const family = r.facets?.checkbox.family ?? [];
    expect(family.map((o) => o.value)).toEqual(['Defender', 'Discovery', 'Range Rover']);
    expect(family.every((o) => o.count === 0)).toBe(true);
    expect(r.facets?.checkbox.number_of_seats?.map((o) => o.value)).toEqual(['2', '4', '5', '7']);
    expect(r.facets?.checkbox.engine_types?.some((o) => o.value === '')).toBe(false);
  });

  it('paginates with total and pages, and an empty page past the end', () => {
    const first = index.query(iraq, q({ items: 5, checkbox: { states: ['approved'] } }));
    const approved = t.vehicles.filter((v) => v.state === 'approved').length;
    expect(first).toMatchObject({ total: approved, page: 1, items: 5, pages: Math.ceil(approved / 5) });
    const last = index.query(iraq, q({ items: 5, page: first.pages, checkbox: { states: ['approved'] } }));
    expect(last.ids.length).toBe(approved - 5 * (first.pages - 1));
    const past = index.query(iraq, q({ items: 5, page: first.pages + 1, checkbox: { states: ['approved'] } }));
    expect(past).toMatchObject({ ids: [], total: approved, pages: first.pages });
    const none = index.query(iraq, q({ checkbox: { models: ['nothing'] } }));
    expect(none).toMatchObject({ ids: [], total: 0, pages: 0 });
    expect(none.facets?.ranges.mileage).toEqual({ min: 0, max: 0 });
  });

  it('restricts by the listing row and by forced filters from the query', () => {
    const listing = (id: string): ListingRow => t.listings.find((l) => l.id === id) as ListingRow;
    const erbil = index.query(listing('erbil'), q());
    expect(erbil.total).toBe(t.vehicles.filter((v) => ['ERB01', 'ERB02', ORPHAN_DEALER_CODE].includes(v.dealer_code)).length);
    expect(erbil.facets?.checkbox.dealers?.map((o) => o.value).sort()).toEqual(['ERB01', 'ERB02', ORPHAN_DEALER_CODE].sort());
    const lrNew = index.query(listing('lr-new'), q());
    expect(lrNew.total).toBe(t.vehicles.filter((v) => v.brand_key === 'land_rover' && v.state !== 'used').length);
    const forced = index.query(
      listing('forced'),
      q({ filters: { checkbox: {}, ranges: {}, forcedStatuses: ['stock'], forcedDealerCodes: ['SUL01'] } }),
    );
    expect(forced.total).toBe(t.vehicles.filter((v) => v.status === 'stock' && v.dealer_code === 'SUL01').length);
    for (const id of ['iraq', 'erbil', 'lr-new', 'forced'])
      expectSameAsReference(listing(id), q({ checkbox: { states: ['new', 'used'] } }));
    expect(index.admits(listing('erbil'), t.vehicles.find((v) => v.dealer_code === 'SUL01')?.id ?? 0)).toBe(false);
    expect(index.admits(listing('erbil'), t.vehicles.find((v) => v.dealer_code === 'ERB01')?.id ?? 0)).toBe(true);
  });

  it('counts a value repeated on one vehicle once', () => {
    const repeated = t.vehicles.find((v) => v.engine_type.split(',').length !== new Set(v.engine_type.split(',')).size);
    expect(repeated).toBeDefined();
    const r = index.query(iraq, q());
    const petrol = t.vehicles.filter((v) => referenceValues(v, 'engine_types').includes('petrol')).length;
    expect(r.facets?.checkbox.engine_types?.find((o) => o.value === 'petrol')?.count).toBe(petrol);
  });

  it('matches the reference on a few hand-picked queries', () => {
    expectSameAsReference(iraq, q());
    expectSameAsReference(
      iraq,
      q({
        sort: 'priceAsc',
        page: 3,
        items: 7,
        ranges: { display_price: { gteq: 60_000, lteq: 120_000 }, production_year: { gteq: 2020 } },
      }),
    );
    expectSameAsReference(
      iraq,
      q({ sort: 'status', checkbox: { statuses: ['sold', 'stock'], financing_options: ['rent'], engine_types: ['diesel'] } }),
    );
    // Few matches: the page is ordered by sorting the matches rather than walking the sort order.
    expectSameAsReference(iraq, q({ sort: 'mileageDesc', checkbox: { models: ['F-TYPE'], states: ['used'] } }));
  });
});
