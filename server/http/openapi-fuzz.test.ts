/**
 * Property-based fuzzing of the whole API from its own OpenAPI document (/api/docs/json): for every
 * operation, fast-check draws valid and hostile requests (path, query, headers, JSON body) and the
 * application, on a seeded database, must never answer 5xx, never answer a status the operation
 * does not document, and answer every 4xx in the `{ error: { code, message } }` shape. Runs on
 * SQLite and, when TEST_DATABASE_URL is set, on PostgreSQL. Deterministic: the seed is fixed
 * (FUZZ_SEED overrides it, FUZZ_RUNS the requests per operation) and printed with any failure.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../db/test-db.js';
import { contractBreach, injectOptions, requestArbitrary } from './testing/fuzz-requests.js';
import { operationsOf, type FuzzOperation } from './testing/openapi-operations.js';
import { buildFullTestApp, type FullTestApp } from '../testing/full-app.js';
import { knownValues, type KnownValues } from './testing/known-values.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 80);
// The site's pages are registered once per language with one handler: the default language's copy
// gets every run, the other languages' copies a tenth, so a new language does not multiply the time.
const OTHER_LANGUAGE_PAGE = /^(GET|HEAD) \/(ar|en)(\/|$)/;
const runsFor = (operation: FuzzOperation): number =>
  OTHER_LANGUAGE_PAGE.test(operation.id) ? Math.max(1, Math.ceil(RUNS_PER_OPERATION / 10)) : RUNS_PER_OPERATION;
// Thousands of requests on a busy 2-core machine: this is a guard against a hang, not a speed check.
const WHOLE_API_TIMEOUT = 15 * 60_000;

describe.each(testDialects())('OpenAPI fuzz on %s', (dialect) => {
  let fixture: FullTestApp;
  let operations: FuzzOperation[] = [];
  let known: KnownValues = {};
  let requests = 0;
  const failures: string[] = [];

  beforeAll(async () => {
    fixture = await buildFullTestApp(dialect);
    const doc = await fixture.app.inject({ method: 'GET', url: '/api/docs/json' });
    operations = operationsOf(doc.json());
    known = await knownValues(fixture.database.db);
  });
  afterAll(async () => {
    console.log(
      `fuzz ${dialect}: ${operations.length} operations, ${requests.toLocaleString('en')} requests, ${failures.length} failures (seed ${SEED})`,
    );
    await fixture?.close();
  });

  it('finds the operations in the document', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it(
    'keeps the error contract on every operation for valid and hostile input',
    async () => {
      for (const [index, operation] of operations.entries()) {
        const property = fc.asyncProperty(requestArbitrary(operation, known), async (request) => {
          requests += 1;
          const response = await fixture.app.inject(injectOptions(request));
          const breach = contractBreach(operation, response);
          if (breach) throw new Error(`${operation.id}: ${breach}`);
        });
        // One seed per operation, so adding an operation does not reshuffle the others' inputs.
        const result = await fc.check(property, { seed: SEED + index, numRuns: runsFor(operation), endOnFailure: true });
        if (result.failed) {
          const request = JSON.stringify(result.counterexample?.[0]).slice(0, 400);
          failures.push(
            `${String(result.errorInstance instanceof Error ? result.errorInstance.message : result.errorInstance)}\n    request: ${request}\n    seed: ${SEED + index}`,
          );
        }
      }
      expect(failures, failures.join('\n')).toEqual([]);
    },
    WHOLE_API_TIMEOUT,
  );
});
