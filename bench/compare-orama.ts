/**
 * The listing mix answered by @orama/orama: one document per vehicle with the filterable fields,
 * `where` filters, `facets` for every checkbox filter, sortBy, limit 12 + offset. Orama's facets
 * count the result set (conjunctive), so to give the same disjunctive counts as our engine each
 * active checkbox filter costs one more search without that filter (limit 0, its facet only).
 * Range facets (min/max) have no Orama equivalent and are left out: the comparison favours Orama.
 */
import { create, insertMultiple, search, type AnyOrama } from '@orama/orama';
import { CHECKBOX_FILTERS, RANGE_FILTERS, type CheckboxFilter, type ListingQuery, type RangeFilter } from '../domain/listing-query.js';
import type { IndexedVehicleRow } from '../server/listing/engine/index.js';
import { statusRank, timestampKey, SORT_KEYS } from '../server/listing/engine/sort-orders.js';
import { isMultiValued, rowValues } from '../server/listing/testing/query-mix.js';

const CHECKBOX = Object.keys(CHECKBOX_FILTERS) as CheckboxFilter[];
const RANGES = Object.keys(RANGE_FILTERS) as RangeFilter[];

export async function buildOrama(rows: readonly IndexedVehicleRow[]): Promise<AnyOrama> {
  const schema: Record<string, string> = { created_at: 'number', status_rank: 'number' };
  for (const f of CHECKBOX) schema[f] = isMultiValued(f) ? 'enum[]' : 'enum';
  for (const f of RANGES) schema[f] = 'number';
  // Orama's schema type is a deep literal type; the schema is built from our filter lists at run time.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
  const db = create({ schema: schema as any });
  const docs = rows.map((row) => {
    const doc: Record<string, unknown> = {
      id: String(row.id),
      created_at: timestampKey(row.created_at),
      status_rank: statusRank(String(row.status)),
    };
    for (const f of CHECKBOX) doc[f] = isMultiValued(f) ? rowValues(row, f) : (rowValues(row, f)[0] ?? '');
    for (const f of RANGES) doc[f] = Number(row[RANGE_FILTERS[f] as keyof IndexedVehicleRow]);
    return doc;
  });
  await insertMultiple(db, docs, 5000);
  return db;
}

function where(query: ListingQuery, except?: CheckboxFilter): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [f, values] of Object.entries(query.filters.checkbox) as [CheckboxFilter, string[]][]) {
    if (!values?.length || f === except) continue;
    out[f] = isMultiValued(f) ? { containsAny: values } : { in: values };
  }
  for (const [f, r] of Object.entries(query.filters.ranges) as [RangeFilter, { gteq?: number; lteq?: number }][]) {
    if (!r) continue;
    out[f] =
      r.gteq !== undefined && r.lteq !== undefined
        ? { between: [r.gteq, r.lteq] }
        : r.gteq !== undefined
          ? { gte: r.gteq }
          : { lte: r.lteq };
  }
  return out;
}

const SORT_PROPERTY: Record<string, string> = {
  production_year: 'production_year',
  created_at: 'created_at',
  mileage: 'mileage',
  display_price: 'display_price',
  status: 'status_rank',
};

export async function oramaQuery(db: AnyOrama, query: ListingQuery): Promise<void> {
  const active = (Object.entries(query.filters.checkbox) as [CheckboxFilter, string[]][]).filter(([, v]) => v?.length).map(([f]) => f);
  const { key, direction } = SORT_KEYS[query.sort];
  const facets = Object.fromEntries(CHECKBOX.filter((f) => !active.includes(f)).map((f) => [f, { limit: 100 }]));
  await search(db, {
    term: '',
    where: where(query),
    facets,
    sortBy: { property: SORT_PROPERTY[key] as string, order: direction === 1 ? 'ASC' : 'DESC' },
    limit: query.items,
    offset: (query.page - 1) * query.items,
  });
  for (const f of active) await search(db, { term: '', where: where(query, f), facets: { [f]: { limit: 100 } }, limit: 0 });
}
