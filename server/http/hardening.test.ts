/**
 * The hostile inputs that once crashed the server on PostgreSQL (and answered differently on
 * SQLite), and the refusals Fastify and Node make before a route runs: each answers a 4xx in the
 * `{ error: { code, message, field? } }` shape, identically on both databases.
 */
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../db/test-db.js';
import { buildFullTestApp, type FullTestApp } from '../testing/full-app.js';

/** Sends raw bytes to the listening server and returns the status line and body it writes back. */
function rawExchange(port: number, text: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(text));
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    socket.on('error', (error) => (received ? undefined : reject(error)));
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0);
      resolve({ status, body: received.slice(received.indexOf('\r\n\r\n') + 4) });
    });
  });
}

describe.each(testDialects())('input hardening on %s', (dialect) => {
  let fixture: FullTestApp;
  let vehicleId = 0;

  beforeAll(async () => {
    fixture = await buildFullTestApp(dialect, 10);
    const row = await fixture.database.db.selectFrom('vehicles').select('id').orderBy('id').executeTakeFirstOrThrow();
    vehicleId = Number(row.id);
  });
  afterAll(async () => fixture?.close());

  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    fixture.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as string }) });

  const expectError = (response: { statusCode: number; json(): unknown }, status: number, code: string, field?: string) => {
    expect(response.statusCode).toBe(status);
    const { error } = response.json() as { error: { code: string; message: string; field?: string } };
    expect(error.code).toBe(code);
    expect(typeof error.message).toBe('string');
    if (field !== undefined) expect(error.field).toBe(field);
  };

  it('refuses a NUL character in a path parameter or page path with 400 naming it', async () => {
    expectError(await inject('GET', '/orders/%00'), 400, 'invalid_request', 'number');
    expectError(await inject('GET', '/buy_online/locks/a%00b'), 400, 'invalid_request', 'lockId');
    expectError(await inject('GET', '/api/leads/%00/salesforce_data'), 400, 'invalid_request', 'id');
    expectError(await inject('GET', '/public_api/pages/by_path/%00'), 400, 'invalid_request', 'path');
    expectError(await inject('GET', '/ku/%00'), 400, 'invalid_request', 'path');
  });

  it('refuses a NUL character in a query parameter or in a string of an order or payment body', async () => {
    expectError(await inject('GET', '/dealers?q[state_eq]=Erbil%00'), 400, 'invalid_request', 'q[state_eq]');
    const holder = 'holder-nul-test';
    expectError(
      await inject('POST', '/buy_online/orders/init', { vehicle_id: vehicleId, holder, company_uuid: 'x\u0000' }),
      400,
      'invalid_request',
      'company_uuid',
    );
    expectError(
      await inject(
        'POST',
        '/buy_online/orders',
        { order: { vehicle_id: vehicleId, lock_id: 'lock\u0000' } },
        { 'idempotency-key': 'key-12345678' },
      ),
      400,
      'invalid_request',
      'order.lock_id',
    );
    expectError(
      await inject('POST', '/buy_online/payment', {
        payment: { amount: 100, currency: 'USD', vehicle_id: vehicleId, company_uuid: '\u0000' },
      }),
      400,
      'invalid_request',
      'payment.company_uuid',
    );
  });

  it('refuses ids past the database integer range, and Infinity, before any query', async () => {
    expectError(
      await inject('POST', '/buy_online/orders/init', { vehicle_id: 2147483648, holder: 'holder-big-id' }),
      400,
      'invalid_request',
      'vehicle_id',
    );
    expectError(await inject('GET', '/metaheads?q[page_id_equal_or_null]=2147483648'), 400, 'invalid_request', 'q[page_id_equal_or_null]');
    expectError(await inject('GET', '/metaheads?q[page_id_equal_or_null]=Infinity'), 400, 'invalid_request', 'q[page_id_equal_or_null]');
    expectError(
      await inject('POST', '/buy_online/orders/init', '{"vehicle_id": 1e400, "holder": "holder-inf"}', {
        'content-type': 'application/json',
      }),
      400,
      'invalid_request',
      'vehicle_id',
    );
    // A vehicle that cannot exist is simply not found, on both databases.
    expectError(await inject('GET', '/public_api/listing/iraq/vehicle/2147483648'), 404, 'vehicle_not_found', 'vehicleId');
    const page = await inject('GET', '/ku/showroom/2147483648');
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('answers malformed percent-encoding, bad JSON, other media types and large bodies in the error shape', async () => {
    expectError(await inject('GET', '/public_api/%E0%A4%A'), 400, 'invalid_url');
    expectError(await inject('POST', '/api/leads', '{"lead": ', { 'content-type': 'application/json' }), 400, 'invalid_json');
    expectError(await inject('POST', '/api/leads', '<lead/>', { 'content-type': 'application/xml' }), 415, 'unsupported_media_type');
    expectError(
      await inject('POST', '/api/leads', `{"lead":{"note":"${'x'.repeat(1_100_000)}"}}`, { 'content-type': 'application/json' }),
      413,
      'payload_too_large',
    );
    expectError(await inject('GET', `/dealers?q=${'x'.repeat(9000)}`), 414, 'uri_too_long');
    expectError(await inject('GET', `/orders/${'1'.repeat(600)}`), 414, 'uri_too_long');
  });

  it('answers 414 and 431 from the HTTP parser in the error shape over real HTTP', async () => {
    await fixture.app.listen({ port: 0, host: '127.0.0.1' });
    const address = fixture.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const longUrl = await rawExchange(port, `GET /dealers?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(longUrl.status).toBe(414);
    expect(JSON.parse(longUrl.body)).toEqual({ error: { code: 'uri_too_long', message: expect.any(String) } });
    const headers = await rawExchange(port, `GET /settings HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'y'.repeat(20_000)}\r\n\r\n`);
    expect(headers.status).toBe(431);
    expect(JSON.parse(headers.body)).toEqual({ error: { code: 'headers_too_large', message: expect.any(String) } });
    // The server still answers after refusing those.
    const ok = await new Promise<number>((resolve, reject) => {
      httpRequest({ port, host: '127.0.0.1', path: '/settings' }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
        .on('error', reject)
        .end();
    });
    expect(ok).toBe(200);
  });

  it('documents the shared error schema and the common error statuses of every operation', async () => {
    const doc = (await inject('GET', '/api/docs/json')).json() as {
      components: { schemas: Record<string, unknown> };
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(doc.components.schemas.ApiError).toBeDefined();
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        expect(Object.keys(operation.responses), `${method} ${path}`).toEqual(expect.arrayContaining(['400', '414', '500']));
        if (method === 'post' || method === 'put')
          expect(Object.keys(operation.responses), `${method} ${path}`).toEqual(expect.arrayContaining(['413', '415']));
      }
    }
  });
});
