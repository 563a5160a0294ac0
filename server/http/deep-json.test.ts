/**
 * A deeply nested JSON body (`[` × 100,000) once made the NUL check overflow the stack: 500 on every
 * JSON route, public ones included. Every operation of the app's own OpenAPI document that takes a
 * JSON body (so a new route is covered without editing this file) must answer 400 `invalid_body`
 * naming the body past MAX_JSON_DEPTH, and a body at the bound must pass the guard. On SQLite and
 * PostgreSQL (docs/server-layers.md, the error contract).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../db/test-db.js';
import { MAX_JSON_DEPTH } from './json-depth.js';
import { buildFullTestApp, type FullTestApp } from '../testing/full-app.js';
import { operationsOf, type FuzzOperation } from './testing/openapi-operations.js';

const arrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const objects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
/** The deep value inside an ordinary-looking object, as an attacker would put it in one field. */
const inField = (depth: number) => `{"first_name":${arrays(depth - 1)}}`;

const BODIES: [string, (depth: number) => string][] = [
  ['arrays', arrays],
  ['objects', objects],
  ['a field', inField],
];

describe.each(testDialects())('deep JSON bodies on %s', (dialect) => {
  let fixture: FullTestApp;
  let operations: FuzzOperation[] = [];

  beforeAll(async () => {
    fixture = await buildFullTestApp(dialect, 5);
    const doc = await fixture.app.inject({ method: 'GET', url: '/api/docs/json' });
    operations = operationsOf(doc.json()).filter((operation) => operation.body !== undefined);
  });
  afterAll(async () => fixture?.close());

  const send = (operation: FuzzOperation, payload: string) =>
    fixture.app.inject({
      method: operation.method as 'POST',
      // Any value routes: the body is parsed (and refused) before parameters are validated.
      url: operation.path.replace(/\{[^}]+\}/g, '1'),
      headers: { 'content-type': 'application/json' },
      payload,
    });

  it('finds the operations that take a JSON body, public ones included', () => {
    expect(operations.length).toBeGreaterThan(10);
    expect(operations.map((operation) => operation.id)).toEqual(expect.arrayContaining(['POST /api/leads', 'POST /forms/{id}/leads']));
  });

  it.each(BODIES)('refuses %s nested 100,000 deep and one past the bound with 400 invalid_body on every operation', async (_name, body) => {
    const wrong: string[] = [];
    for (const operation of operations) {
      for (const depth of [100_000, MAX_JSON_DEPTH + 1]) {
        const response = await send(operation, body(depth));
        const error = response.statusCode === 400 ? (response.json() as { error?: { code?: string; field?: string } }).error : undefined;
        if (error?.code !== 'invalid_body' || error.field !== 'body')
          wrong.push(`${operation.id} depth ${depth}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each(BODIES)('lets %s nested exactly to the bound reach the route (its own validation answers, never 5xx)', async (_name, body) => {
    const wrong: string[] = [];
    for (const operation of operations) {
      const response = await send(operation, body(MAX_JSON_DEPTH));
      const code = response.statusCode < 500 ? (response.json() as { error?: { code?: string } }).error?.code : 'server error';
      if (response.statusCode >= 500 || code === 'invalid_body')
        wrong.push(`${operation.id}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    expect(wrong).toEqual([]);
  });
});
