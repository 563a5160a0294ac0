/**
 * Request bodies are validated without type coercion (server/http/body-validation.ts): for every
 * operation of the OpenAPI document with a JSON body, and every typed member of that body (nested
 * ones and array items included), a request that is valid except for that member carrying another
 * JSON type (a number where text is expected, `"12"` for a number, `"true"` for a boolean, a lone
 * value for a list) answers 400 `invalid_request` naming the member, before any sign-in check or
 * handler runs, on both databases.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../db/test-db.js';
import { buildFullTestApp, type FullTestApp } from '../testing/full-app.js';
import { operationsOf, type FuzzOperation, type JsonSchema } from './testing/openapi-operations.js';
import { validValue } from './testing/schema-arbitraries.js';

const OTHER_LANGUAGE_PAGE = /^(GET|HEAD) \/(ar|en)(\/|$)/;

interface Member {
  /** Keys from the body's root; array items are item 0. */
  path: string[];
  schema: JsonSchema;
}

const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : [];

/** Every member of `schema` with a declared type, with the path to it. */
function typedMembers(schema: JsonSchema, path: string[] = []): Member[] {
  const found: Member[] = [];
  if (path.length > 0 && typesOf(schema).length > 0) found.push({ path, schema });
  for (const [name, member] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>))
    found.push(...typedMembers(member, [...path, name]));
  if (schema.items && typeof schema.items === 'object' && !Array.isArray(schema.items))
    found.push(...typedMembers(schema.items as JsonSchema, [...path, '0']));
  return found;
}

/** A value of another JSON type that coercion would have turned into an accepted one; undefined when none. */
function wrongType(schema: JsonSchema): unknown {
  const types = typesOf(schema);
  if (types.includes('string')) return types.includes('number') || types.includes('integer') ? undefined : 12345;
  if (types.includes('integer') || types.includes('number')) return '12';
  if (types.includes('boolean')) return 'true';
  if (types.includes('array')) {
    const item = typesOf((schema.items ?? {}) as JsonSchema);
    return item.includes('string') ? 'x' : item.includes('integer') || item.includes('number') ? 1 : undefined;
  }
  return undefined;
}

const sample = (schema: JsonSchema): unknown => fc.sample(validValue(schema), { numRuns: 1, seed: 7 })[0];

/** A valid value of `schema` that holds a member at `path` (every object on the way, an array of one item). */
function validHolding(schema: JsonSchema, path: string[]): unknown {
  if (path.length === 0) return sample(schema);
  const [head, ...rest] = path as [string, ...string[]];
  if (typesOf(schema).includes('array')) return [validHolding((schema.items ?? {}) as JsonSchema, rest)];
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const value = (sample({ ...schema, type: 'object' }) ?? {}) as Record<string, unknown>;
  return { ...value, [head]: validHolding(properties[head] ?? {}, rest) };
}

function withMember(value: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string, ...string[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) }) as Record<string, unknown>;
  copy[head] = withMember(copy[head], rest, replacement);
  return copy;
}

describe.each(testDialects())('body types on %s', (dialect) => {
  let fixture: FullTestApp;
  let operations: FuzzOperation[] = [];

  beforeAll(async () => {
    fixture = await buildFullTestApp(dialect, 5);
    const doc = await fixture.app.inject({ method: 'GET', url: '/api/docs/json' });
    operations = operationsOf(doc.json()).filter((operation) => operation.body && !OTHER_LANGUAGE_PAGE.test(operation.id));
  });
  afterAll(async () => fixture?.close());

  it('refuses a member of another type in every body with 400 naming it', async () => {
    const coerced: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      const body = operation.body!;
      const url = operation.path.replace(/\{[^}]+\}/g, '1');
      for (const member of typedMembers(body)) {
        const wrong = wrongType(member.schema);
        if (wrong === undefined) continue;
        const payload = withMember(validHolding(body, member.path), member.path, wrong);
        const response = await fixture.app.inject({
          method: operation.method as 'POST' | 'PUT' | 'DELETE',
          url,
          headers: { 'content-type': 'application/json', 'idempotency-key': 'body-types-test-key-0001' },
          payload: JSON.stringify(payload),
        });
        sent += 1;
        const field = member.path.join('.');
        const error = (response.json() as { error?: { code?: string; field?: string } }).error;
        if (response.statusCode !== 400 || error?.code !== 'invalid_request' || error.field !== field)
          coerced.push(`${operation.id} ${field}=${JSON.stringify(wrong)}: ${response.statusCode} ${response.body.slice(0, 160)}`);
      }
    }
    expect(sent).toBeGreaterThan(100);
    expect(coerced).toEqual([]);
  });
});
