/**
 * Everything an index answers for a fixed mix of questions (every facet count, several sorts and
 * pages, keywords, suggestions, the alert digest's "newer than" walk), as one plain value: two
 * indexes that answer alike compare equal. Used to hold an index updated in place to a fresh build
 * (docs/listing-api.md, "Index updates").
 */
import { mixData, queryMix } from './query-mix.js';
import type { ListingQuery } from '../../../domain/listing-query.js';
import type { ListingRow } from '../../db/schema.js';
import type { IndexedVehicleRow } from '../engine/build.js';
import type { ListingIndex } from '../engine/listing-index.js';

const KEYWORDS = [['range'], ['rover', 'sport'], ['defender'], ['black'], ['hybrid'], ['erbil'], ['new-model'], ['zz'], ['sal']];

/** The questions, drawn from `rows` (the rows of the first build: the mix stays the same). */
export function answerMix(rows: readonly IndexedVehicleRow[], count = 60): ListingQuery[] {
  const mix = queryMix(mixData(rows), count, 0x1d3);
  const keyword = KEYWORDS.map((words, i): ListingQuery => ({
    page: 1,
    items: 24,
    sort: i % 2 === 0 ? 'priceAsc' : 'createdAtDesc',
    filters: { checkbox: {}, ranges: {} },
    keyword: words,
  }));
  return [...mix, ...keyword];
}

export function indexAnswers(index: ListingIndex, listings: readonly ListingRow[], queries: readonly ListingQuery[]): unknown {
  const out: unknown[] = [index.size, index.maxVehicleId];
  for (const listing of listings) {
    for (const query of queries) out.push(index.query(listing, query));
    for (const words of KEYWORDS) {
      const typed = { page: 1, items: 1, sort: 'createdAtDesc' as const, filters: { checkbox: {}, ranges: {} }, keyword: words };
      out.push(index.suggest(listing, typed, 'en', 8), index.suggest(listing, typed, 'ku', 8));
    }
    out.push(index.matchesAfter(listing, queries[0] as ListingQuery, Math.max(0, index.maxVehicleId - 50), 10));
  }
  return out;
}
