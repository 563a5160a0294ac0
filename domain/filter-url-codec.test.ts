import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CHECKBOX_FILTERS,
  RANGE_FILTERS,
  SORT_OPTIONS,
  type CheckboxFilter,
  type ListingFilters,
  type RangeFilter,
} from './listing-query.js';
import { decodeFilterQuery, encodeFilterQuery, isFilterParam, nextSearch, type FilterUrlState } from './filter-url-codec.js';
import { sameFilters, setOptions, setRange } from './stock-filters.js';

const checkboxKeys = Object.keys(CHECKBOX_FILTERS) as CheckboxFilter[];
const rangeKeys = Object.keys(RANGE_FILTERS) as RangeFilter[];

/** Any filter state the panel can produce: non-empty option strings (any characters), ranges of numbers ≥ 0. */
const filtersArb: fc.Arbitrary<ListingFilters> = fc
  .record({
    checkbox: fc.array(
      fc.tuple(fc.constantFrom(...checkboxKeys), fc.array(fc.string({ minLength: 1, unit: 'grapheme' }), { maxLength: 4 })),
      { maxLength: 5 },
    ),
    ranges: fc.array(
      fc.tuple(
        fc.constantFrom(...rangeKeys),
        fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: undefined }),
        fc.option(fc.double({ min: 0, max: 1e7, noNaN: true, noDefaultInfinity: true }), { nil: undefined }),
      ),
      { maxLength: 4 },
    ),
  })
  .map(({ checkbox, ranges }) => {
    let f: ListingFilters = { checkbox: {}, ranges: {} };
    for (const [key, values] of checkbox) f = setOptions(f, key, values);
    for (const [key, gteq, lteq] of ranges) f = setRange(f, key, { gteq, lteq });
    return f;
  });

const stateArb: fc.Arbitrary<FilterUrlState> = fc.record({
  filters: filtersArb,
  page: fc.integer({ min: 1, max: 10_000 }),
  sort: fc.constantFrom(...SORT_OPTIONS),
});

/** Host-page parameters: any name the codec does not own. */
const hostParamsArb = fc.array(
  fc.tuple(
    fc.string({ minLength: 1 }).filter((n) => !isFilterParam(n)),
    fc.string(),
  ),
  { maxLength: 5 },
);

describe('filter ⇄ URL codec', () => {
  it('round-trips every filter state, page and sort', () => {
    fc.assert(
      fc.property(stateArb, (state) => {
        const back = decodeFilterQuery(encodeFilterQuery(state).toString());
        expect(sameFilters(back.filters, state.filters)).toBe(true);
        expect(back.page).toBe(state.page);
        expect(back.sort).toBe(state.sort);
      }),
    );
  });

  it('keeps the host page parameters, in order, whatever the filters', () => {
    fc.assert(
      fc.property(stateArb, hostParamsArb, (state, host) => {
        const existing = new URLSearchParams(host);
        const written = encodeFilterQuery(state, existing);
        expect([...written].filter(([name]) => !isFilterParam(name))).toEqual([...existing]);
      }),
    );
  });

  it('writes nothing for the default state and says so', () => {
    expect(encodeFilterQuery({ filters: { checkbox: {}, ranges: {} }, page: 1, sort: 'createdAtDesc' }).toString()).toBe('');
    expect(nextSearch({ filters: { checkbox: {}, ranges: {} }, page: 1, sort: 'createdAtDesc' }, '?utm_source=x')).toBeNull();
  });

  it('writes a value list and key.from / key.to, and only what changed', () => {
    const filters = setRange(setOptions({ checkbox: {}, ranges: {} }, 'models', ['Defender 110', 'XE']), 'mileage', { gteq: 1000 });
    const written = encodeFilterQuery({ filters, page: 2, sort: 'priceAsc' }, 'utm_source=mail&models=old');
    expect(written.toString()).toBe('utm_source=mail&models=Defender+110&models=XE&mileage.from=1000&sort=priceAsc&page=2');
    expect(nextSearch({ filters, page: 2, sort: 'priceAsc' }, `?${written.toString()}`)).toBeNull();
  });

  it('ignores malformed values: negative or text ranges, unknown sorts, bad pages', () => {
    const state = decodeFilterQuery('mileage.from=-5&mileage.to=abc&power.to=300&sort=cheapest&page=0&unknown=1');
    expect(state).toEqual({ filters: { checkbox: {}, ranges: { power: { lteq: 300 } } }, page: 1, sort: 'createdAtDesc' });
  });

  it('orders a reversed range', () => {
    expect(decodeFilterQuery('power.from=400&power.to=200').filters.ranges.power).toEqual({ gteq: 200, lteq: 400 });
  });
});

describe('the keyword in the URL', () => {
  const empty = { filters: { checkbox: {}, ranges: {} }, page: 1, sort: 'createdAtDesc' as const };

  it('travels as `keyword`, tidied, beside the filters and the host page parameters', () => {
    const params = encodeFilterQuery(
      { ...empty, keyword: '  ڕەینج   ڕۆڤەر ', filters: { checkbox: { states: ['new'] }, ranges: {} } },
      'q=site&utm=1',
    );
    expect(params.toString()).toBe(
      new URLSearchParams([
        ['q', 'site'],
        ['utm', '1'],
        ['states', 'new'],
        ['keyword', 'ڕەینج ڕۆڤەر'],
      ]).toString(),
    );
    expect(decodeFilterQuery(params)).toMatchObject({ keyword: 'ڕەینج ڕۆڤەر', filters: { checkbox: { states: ['new'] } } });
    expect(isFilterParam('keyword')).toBe(true);
    expect(isFilterParam('q')).toBe(false);
  });

  it('leaves no parameter for an empty keyword, and reads none as no keyword', () => {
    expect(encodeFilterQuery({ ...empty, keyword: '   ' }).toString()).toBe('');
    expect(decodeFilterQuery('keyword=')).toEqual(empty);
    expect(nextSearch({ ...empty, keyword: 'velar' }, '?keyword=velar')).toBeNull();
    expect(nextSearch({ ...empty, keyword: '' }, '?keyword=velar')).toBe('');
  });
});
