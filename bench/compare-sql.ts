/**
 * The listing mix answered by plain SQL on the same SQLite file (better-sqlite3, prepared and
 * cached statements, so the database does all the work): a WHERE for the filters, ORDER BY + LIMIT
 * 12 OFFSET for the page, COUNT(*) for the total, and one GROUP BY per checkbox facet computed
 * disjunctively (its own filter left out). Multi-valued attributes are expanded with json_each.
 * Range facets (min/max) are left out, as for Orama.
 */
import Database from 'better-sqlite3';
import { CHECKBOX_FILTERS, RANGE_FILTERS, type CheckboxFilter, type ListingQuery, type RangeFilter } from '../domain/listing-query.js';
import { SORT_KEYS, STATUS_SORT_ORDER } from '../server/listing/engine/sort-orders.js';

const CHECKBOX = Object.keys(CHECKBOX_FILTERS) as CheckboxFilter[];

/** The SQL list a multi-valued column expands to (engine_type is comma-joined, financing_options JSON). */
function valuesOf(filter: CheckboxFilter): string | null {
  if (filter === 'financing_options') return 'json_each(vehicles.financing_options)';
  if (filter === 'engine_types') return `json_each('["' || replace(vehicles.engine_type, ',', '","') || '"]')`;
  return null;
}

function condition(filter: CheckboxFilter, values: string[], params: unknown[]): string {
  params.push(...values);
  const marks = values.map(() => '?').join(', ');
  const list = valuesOf(filter);
  return list ? `EXISTS (SELECT 1 FROM ${list} WHERE value IN (${marks}))` : `${CHECKBOX_FILTERS[filter]} IN (${marks})`;
}

function whereClause(query: ListingQuery, except?: CheckboxFilter): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  for (const [f, values] of Object.entries(query.filters.checkbox) as [CheckboxFilter, string[]][]) {
    if (values?.length && f !== except) parts.push(condition(f, values, params));
  }
  for (const [f, r] of Object.entries(query.filters.ranges) as [RangeFilter, { gteq?: number; lteq?: number }][]) {
    const column = RANGE_FILTERS[f];
    if (r?.gteq !== undefined) {
      parts.push(`${column} >= ?`);
      params.push(r.gteq);
    }
    if (r?.lteq !== undefined) {
      parts.push(`${column} <= ?`);
      params.push(r.lteq);
    }
  }
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
}

const STATUS_RANK = `CASE status ${STATUS_SORT_ORDER.map((s, i) => `WHEN '${s}' THEN ${i}`).join(' ')} ELSE ${STATUS_SORT_ORDER.length} END`;

export class SqlListing {
  private readonly db: Database.Database;
  private readonly statements = new Map<string, Database.Statement>();

  constructor(path: string) {
    this.db = new Database(path, { readonly: true });
  }

  private all(sql: string, params: unknown[]): unknown[] {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement.all(...params);
  }

  query(query: ListingQuery): void {
    const { key, direction } = SORT_KEYS[query.sort];
    const order = `${key === 'status' ? STATUS_RANK : key} ${direction === 1 ? 'ASC' : 'DESC'}, id ASC`;
    const where = whereClause(query);
    this.all(`SELECT id FROM vehicles ${where.sql} ORDER BY ${order} LIMIT ? OFFSET ?`, [
      ...where.params,
      query.items,
      (query.page - 1) * query.items,
    ]);
    this.all(`SELECT count(*) AS n FROM vehicles ${where.sql}`, where.params);
    for (const f of CHECKBOX) {
      const own = whereClause(query, f);
      const list = valuesOf(f);
      const sql = list
        ? `SELECT value, count(*) AS n FROM vehicles, ${list} ${own.sql} GROUP BY value`
        : `SELECT ${CHECKBOX_FILTERS[f]} AS value, count(*) AS n FROM vehicles ${own.sql} GROUP BY 1`;
      this.all(sql, own.params);
    }
  }

  close(): void {
    this.db.close();
  }
}
