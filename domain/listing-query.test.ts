import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHECKBOX_FILTERS,
  LISTING_ITEMS_DEFAULT,
  RANGE_FILTERS,
  SORT_DEFAULT,
  SORT_OPTIONS,
  parseListingQuery,
  toListingSearchParams,
  type CheckboxFilter,
  type ListingQuery,
  type RangeFilter,
  type RawQuery,
} from './listing-query.js';

/** URLSearchParams -> the flat object Fastify's query parser gives (repeated keys become arrays). */
function asRaw(params: URLSearchParams): RawQuery {
  const raw: Record<string, string | string[]> = {};
  for (const [key, value] of params) {
    const prev = raw[key];
    raw[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return raw;
}

describe('parseListingQuery', () => {
  it('gives defaults for an empty query', () => {
    expect(parseListingQuery({})).toEqual({
      ok: true,
      value: { items: LISTING_ITEMS_DEFAULT, page: 1, sort: SORT_DEFAULT, filters: { checkbox: {}, ranges: {} } },
    });
  });

  it('reads checkbox filters as lists, repeated or comma-joined, and ranges as numbers', () => {
    const parsed = parseListingQuery({
      'filter[states_in][]': ['new', 'used'],
      'filter[engine_types_includes][]': 'petrol,mhev',
      'filter[colors_eq]': 'black',
      'filter[mileage_gteq]': '1000',
      'filter[display_price_lteq]': '99999.5',
      'forced_statuses[]': ['stock'],
      'filter[owner_dealer_codes_includes][]': 'ERB01',
      sort: 'priceAsc',
      items: '5',
      page: '2',
    });
    expect(parsed).toEqual({
      ok: true,
      value: {
        items: 5,
        page: 2,
        sort: 'priceAsc',
        filters: {
          checkbox: { states: ['new', 'used'], engine_types: ['petrol', 'mhev'], colors: ['black'] },
          ranges: { mileage: { gteq: 1000 }, display_price: { lteq: 99999.5 } },
          forcedStatuses: ['stock'],
          forcedDealerCodes: ['ERB01'],
        },
      },
    });
  });

  it.each([
    [{ sort: 'cheapest' }, 'invalid_sort', 'sort'],
    [{ items: '0' }, 'out_of_range', 'items'],
    [{ items: '13' }, 'out_of_range', 'items'],
    [{ page: '-1' }, 'out_of_range', 'page'],
    [{ page: 'x' }, 'invalid_number', 'page'],
    [{ 'filter[msrp_price_gteq]': 'abc' }, 'invalid_number', 'filter[msrp_price_gteq]'],
    [{ 'filter[mileage_lteq]': '-5' }, 'invalid_number', 'filter[mileage_lteq]'],
    [{ 'filter[wheels_in][]': '4' }, 'unknown_filter', 'filter[wheels_in][]'],
    [{ 'filter[states_gteq]': '4' }, 'unknown_filter', 'filter[states_gteq]'],
    [{ 'filter[nonsense': '4' }, 'unknown_filter', 'filter[nonsense'],
  ] as [RawQuery, string, string][])('rejects %o with %s on %s', (raw, code, field) => {
    const parsed = parseListingQuery(raw);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatchObject({ code, field });
  });
});

describe('toListingSearchParams', () => {
  it('writes the backend key forms', () => {
    const params = toListingSearchParams({
      items: 12,
      page: 1,
      sort: 'status',
      filters: {
        checkbox: { states: ['new'], financing_options: ['cash'] },
        ranges: { power: { gteq: 200, lteq: 400 } },
        forcedDealerCodes: ['ERB01'],
      },
    });
    expect(params.toString()).toBe(
      'items=12&page=1&sort=status&filter%5Bstates_in%5D%5B%5D=new&filter%5Bfinancing_options_includes%5D%5B%5D=cash&filter%5Bpower_gteq%5D=200&filter%5Bpower_lteq%5D=400&forced_dealer_codes%5B%5D=ERB01',
    );
  });

  it('round-trips through parseListingQuery', () => {
    const token = fc.stringMatching(/^[a-z0-9_ -]{1,12}$/).filter((s) => s.trim() !== '' && !s.includes(','));
    const checkbox = fc.record(
      Object.fromEntries(
        Object.keys(CHECKBOX_FILTERS).map((k) => [
          k,
          fc.uniqueArray(
            token.map((s) => s.trim()),
            { minLength: 1, maxLength: 3 },
          ),
        ]),
      ) as Record<CheckboxFilter, fc.Arbitrary<string[]>>,
      { requiredKeys: [] },
    );
    const bound = fc.option(
      fc.oneof(
        fc.nat({ max: 500_000 }),
        fc.double({ min: 0, max: 1e6, noNaN: true, noDefaultInfinity: true }).map((n) => Math.round(n * 100) / 100),
      ),
      { nil: undefined },
    );
    const ranges = fc.record(
      Object.fromEntries(
        Object.keys(RANGE_FILTERS).map((k) => [
          k,
          fc.record({ gteq: bound, lteq: bound }, { requiredKeys: [] }).filter((r) => r.gteq !== undefined || r.lteq !== undefined),
        ]),
      ) as Record<RangeFilter, fc.Arbitrary<{ gteq?: number; lteq?: number }>>,
      { requiredKeys: [] },
    );
    const query = fc.record({
      items: fc.integer({ min: 1, max: 12 }),
      page: fc.integer({ min: 1, max: 1000 }),
      sort: fc.constantFrom(...SORT_OPTIONS),
      filters: fc.record(
        {
          checkbox,
          ranges,
          forcedStatuses: fc.uniqueArray(
            token.map((s) => s.trim()),
            { minLength: 1, maxLength: 3 },
          ),
          forcedDealerCodes: fc.uniqueArray(
            token.map((s) => s.trim()),
            { minLength: 1, maxLength: 3 },
          ),
        },
        { requiredKeys: ['checkbox', 'ranges'] },
      ),
    });
    fc.assert(
      fc.property(query, (q) => {
        // Drop keys whose value is undefined: parse never produces them.
        const clean = JSON.parse(JSON.stringify(q)) as ListingQuery;
        const parsed = parseListingQuery(asRaw(toListingSearchParams(clean)));
        expect(parsed).toEqual({ ok: true, value: clean });
      }),
      { numRuns: 300 },
    );
  });
});

describe('filter key aliases', () => {
  it('reads the spec key filter[nameplate_name_in] as the models filter', () => {
    const parsed = parseListingQuery({ 'filter[nameplate_name_in][]': ['Defender 110', 'XE'], 'filter[models_in][]': 'XF' });
    expect(parsed.ok && parsed.value.filters.checkbox.models?.sort()).toEqual(['Defender 110', 'XE', 'XF']);
  });
});
