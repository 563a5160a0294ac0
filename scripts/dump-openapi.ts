/**
 * Prints the application's OpenAPI document (/api/docs/json) with sorted keys, so two versions of the
 * route schemas can be compared with `diff` (docs/api-schemas.md, "Checking a schema change").
 * Usage: `npx tsx scripts/dump-openapi.ts > before.json`.
 */
import { buildFullTestApp } from '../server/testing/full-app.js';

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
  );
}

const fixture = await buildFullTestApp('sqlite', 2);
const doc = await fixture.app.inject({ method: 'GET', url: '/api/docs/json' });
process.stdout.write(`${JSON.stringify(sorted(doc.json()), null, 2)}\n`);
await fixture.close();
