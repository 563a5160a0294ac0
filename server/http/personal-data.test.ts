/**
 * Personal data is never stored by a browser or a shared cache (docs/security-headers.md, "Caching
 * of personal data"). The OpenAPI document the application builds is the list of routes: every
 * operation of the personal families (leads, orders and locks with their holders, accounts and
 * sessions, form submissions and exports, phone and e-mail checks) must be marked
 * `x-personal-data`, so a new route there cannot be forgotten, and every marked operation answers
 * `Cache-Control: no-store`, refusals included, on both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../db/test-db.js';
import { PERSONAL_DATA_KEY } from './personal-data.js';
import { adminBearer, buildFullTestApp, type FullTestApp } from '../testing/full-app.js';

interface Operation {
  id: string;
  method: string;
  path: string;
  marked: boolean;
}

/** Operation ids ("METHOD /path") whose answers carry someone's personal data. */
const PERSONAL_FAMILIES: RegExp[] = [
  /^(GET \/auth\/session|POST \/auth\/(sign-in|sign-out|token|password))$/,
  /^\w+ \/cms\/api\//,
  /^\w+ \/api\/leads/,
  /^\w+ \/api\/stripe\//,
  /^\w+ \/forms\/\{id\}\/(leads|lead_exports|export|settings\/notifications)/,
  /^\w+ \/buy_online\/(orders|locks|payment|paypal|liqpay|local_test)/,
  /^\w+ \/orders\//,
  /^\w+ \/(twilio|verification)\//,
  /^GET \/(ku|ar|en)\/showroom-order-online\/confirmation\//,
];

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

describe.each(testDialects())('no-store on personal data on %s', (dialect) => {
  let fixture: FullTestApp;
  let operations: Operation[] = [];
  let bearer = '';

  beforeAll(async () => {
    fixture = await buildFullTestApp(dialect, 5);
    bearer = await adminBearer(fixture, 'no-store-admin@example.com', 'personal data test: ochre-lantern-4417');
    const doc = (await fixture.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      METHODS.filter((method) => item[method]).map((method) => ({
        id: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        marked: item[method]![PERSONAL_DATA_KEY] === true,
      })),
    );
  });
  afterAll(async () => fixture?.close());

  it('marks every operation of the personal families', () => {
    const family = operations.filter((operation) => PERSONAL_FAMILIES.some((pattern) => pattern.test(operation.id)));
    expect(family.length).toBeGreaterThan(60);
    expect(family.filter((operation) => !operation.marked).map((operation) => operation.id)).toEqual([]);
  });

  it('answers a signed-in account its session and the editor its users with no-store', async () => {
    const session = await fixture.app.inject({ method: 'GET', url: '/auth/session', headers: { authorization: bearer } });
    expect([session.statusCode, session.headers['cache-control']]).toEqual([200, 'no-store']);
    const users = await fixture.app.inject({ method: 'GET', url: '/cms/api/users', headers: { authorization: bearer } });
    expect([users.statusCode, users.headers['cache-control']]).toEqual([200, 'no-store']);
  });

  // Last: the sweep signs the token out on its way (POST /auth/sign-out).
  it('answers no-store from every marked operation, signed in or not, whatever the status', async () => {
    const marked = operations.filter((operation) => operation.marked);
    const storable: string[] = [];
    for (const operation of marked) {
      const url = operation.path.replace(/\{[^}]+\}/g, '1');
      const method = operation.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
      for (const headers of [{}, { authorization: bearer }]) {
        const response = await fixture.app.inject({ method, url, headers });
        if (response.headers['cache-control'] !== 'no-store')
          storable.push(`${operation.id} (${response.statusCode}): ${String(response.headers['cache-control'])}`);
      }
    }
    expect(storable).toEqual([]);
  });
});
