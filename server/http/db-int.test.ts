/**
 * Every whole number a request carries can reach the database as an id, and PostgreSQL's `integer`
 * refuses anything past 2,147,483,647 with an error (a 500) where SQLite quietly finds nothing. The
 * OpenAPI document the application builds is the list of those inputs: every integer it documents
 * (path, query, body) is bounded to the database's range, and each query or path one, sent past the
 * range by a signed-in admin (so the request reaches the handler), is a 4xx naming it on both databases.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../db/test-db.js';
import { DB_INT_MAX } from './db-int.js';
import { adminBearer, buildFullTestApp, type FullTestApp } from '../testing/full-app.js';
import { validValue } from './testing/schema-arbitraries.js';
import { operationsOf, type FuzzOperation, type JsonSchema } from './testing/openapi-operations.js';

const OTHER_LANGUAGE_PAGE = /^(GET|HEAD) \/(ar|en)(\/|$)/;

const oneValid = (schema: JsonSchema): unknown => fc.sample(validValue(schema), { numRuns: 1, seed: 1 })[0];

const isInteger = (schema: JsonSchema) => schema.type === 'integer' || (Array.isArray(schema.type) && schema.type.includes('integer'));

/** Paths (dot-separated) of the integers in `schema` that are not bounded to the database's range. */
function unboundedIntegers(schema: JsonSchema | undefined, path: string): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const found: string[] = [];
  if (isInteger(schema) && !Array.isArray(schema.enum)) {
    const { minimum, maximum } = schema as { minimum?: number; maximum?: number };
    if (maximum === undefined || maximum > DB_INT_MAX || minimum === undefined || minimum < -DB_INT_MAX - 1) found.push(path);
  }
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  for (const [name, member] of Object.entries(properties)) found.push(...unboundedIntegers(member, path ? `${path}.${name}` : name));
  if (schema.items && typeof schema.items === 'object') found.push(...unboundedIntegers(schema.items as JsonSchema, `${path}[]`));
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const)
    for (const branch of (schema[key] as JsonSchema[] | undefined) ?? []) found.push(...unboundedIntegers(branch, path));
  return found;
}

describe.each(testDialects())('database integers on %s', (dialect) => {
  let fixture: FullTestApp;
  let operations: FuzzOperation[] = [];
  let bearer = '';

  beforeAll(async () => {
    fixture = await buildFullTestApp(dialect, 5);
    bearer = await adminBearer(fixture, 'db-int-admin@example.com', 'db-int test: lapis-heron-quartz-91');
    const doc = await fixture.app.inject({ method: 'GET', url: '/api/docs/json' });
    operations = operationsOf(doc.json()).filter((operation) => !OTHER_LANGUAGE_PAGE.test(operation.id));
  });
  afterAll(async () => fixture?.close());

  it('documents every integer of every operation within the database range', () => {
    const unbounded = operations.flatMap((operation) =>
      [
        ...operation.parameters.flatMap((p) => unboundedIntegers(p.schema, `${p.in}:${p.name}`)),
        ...unboundedIntegers(operation.body, 'body'),
      ].map((path) => `${operation.id} ${path}`),
    );
    expect(unbounded).toEqual([]);
  });

  it('refuses an integer query or path parameter past the range with a 4xx naming it, signed in', async () => {
    const breaches: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      for (const target of operation.parameters.filter((p) => p.in !== 'header' && isInteger(p.schema))) {
        let path = operation.path;
        for (const p of operation.parameters.filter((q) => q.in === 'path'))
          path = path.replace(`{${p.name}}`, p === target ? String(DB_INT_MAX + 1) : '1');
        // The other required query parameters get a valid value, so the refusal is about the target.
        const query = operation.parameters
          .filter((p) => p.in === 'query' && (p === target || p.required))
          .map((p) => `${encodeURIComponent(p.name)}=${p === target ? DB_INT_MAX + 1 : encodeURIComponent(String(oneValid(p.schema)))}`);
        const url = query.length ? `${path}?${query.join('&')}` : path;
        const method = operation.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
        const response = await fixture.app.inject({ method, url, headers: { authorization: bearer } });
        sent += 1;
        const field = response.statusCode < 500 ? (response.json() as { error?: { field?: string } }).error?.field : undefined;
        if (response.statusCode >= 500 || response.statusCode < 400 || field !== target.name)
          breaches.push(`${operation.method} ${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    expect(sent).toBeGreaterThan(20);
    expect(breaches).toEqual([]);
  });

  it('refuses a metahead for a page id past the range with 400 naming it', async () => {
    const response = await fixture.app.inject({
      method: 'POST',
      url: '/cms/api/metaheads',
      headers: { authorization: bearer },
      payload: { content: '<meta name="x" content="y">', language: 'html', rdx_core_page_id: DB_INT_MAX + 1 },
    });
    expect([response.statusCode, response.json().error?.field]).toEqual([400, 'rdx_core_page_id']);
  });
});
