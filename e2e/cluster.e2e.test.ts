/**
 * Two real server processes on one fresh PostgreSQL database, started at the same moment, checked
 * across each other (docs/operations.md, "Processes" and "Starting several instances"): the first
 * start migrates and seeds once under the start-up lock; a page published through A's editor API
 * shows on B at once although B kept the page (docs/caching.md, "The content version"); a lead erased
 * on B is gone from the export A serves; a price changed in the database by hand reaches B's listing
 * (the stock version's triggers, docs/listing-api.md); a soft lock asked of both together is granted
 * once; a queued e-mail reaches a real SMTP server once, not once per process; and both answer
 * `/metrics`. Each process is started once and every check runs against the pair.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { enqueueEmail } from '../server/adapters/email/outbox.js';
import { openTestDatabase, type TestDatabase } from '../server/db/test-db.js';
import { GOOD_PAYLOAD, SAMPLE_FIELDS } from '../server/testing/forms-test-app.js';
import { sample } from '../server/testing/prometheus-sample.js';
import { startServerProcess, type ServerProcess } from '../server/testing/server-process.js';
import { parseMessage, startTestSmtpServer, type TestSmtpServer } from '../server/testing/smtp-test-server.js';
import { demoAdmin } from './support/demo-admin.js';

const METRICS_TOKEN = 'cluster-scrape-0123456789';
/** A generous guard against a hang, not a bound: the bound is what the docs name (see the stock check). */
const SETTLE = { timeout: 60_000, interval: 100 };

interface Json {
  status: number;
  body: { data?: unknown; error?: { code: string } } & Record<string, unknown>;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL database', () => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  let a: ServerProcess;
  let b: ServerProcess;
  let auth: Record<string, string>;
  let dir = '';
  const started: ServerProcess[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'lrdx-cluster-'));
    database = await openTestDatabase('postgres');
    smtp = await startTestSmtpServer();
    const env = {
      DATABASE_URL: database.location,
      SQLITE_PATH: path.join(dir, 'unused.sqlite'),
      DATA_DIR: path.join(dir, 'data'),
      SEED_ON_START: '1',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'no-reply@lrdx.test',
      SMTP_TIMEOUT_MS: '5000',
      EMAIL_OUTBOX_INTERVAL_MS: '100',
      METRICS_TOKEN,
    };
    // Both at the same moment on the empty database: the concurrent first start.
    const results = await Promise.allSettled([startServerProcess(env), startServerProcess(env)]);
    for (const result of results) if (result.status === 'fulfilled') started.push(result.value);
    const failures = results.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
    expect(failures).toEqual([]);
    [a, b] = started as [ServerProcess, ServerProcess];
    const admin = demoAdmin({ output: () => started.map((server) => server.output()).join('\n') });
    const issued = await call(a, 'POST', '/auth/token', { email: admin.email, password: admin.password });
    expect(issued.status).toBe(200);
    auth = { authorization: `Bearer ${String(issued.body.token)}` };
  });

  afterAll(async () => {
    for (const server of started) await server.stop();
    await smtp?.close();
    await database?.cleanup();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  async function call(
    server: ServerProcess,
    method: string,
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Json> {
    const response = await fetch(`${server.origin}${url}`, {
      method,
      headers: { ...headers, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Json['body']) : {} };
  }
  const admin = (server: ServerProcess, method: string, url: string, payload?: unknown) => call(server, method, url, payload, auth);
  const scrape = async (server: ServerProcess): Promise<string> => {
    const response = await fetch(`${server.origin}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(response.status).toBe(200);
    return response.text();
  };

  it('came up together on the empty database: migrated and seeded once, no duplicate-key crash', async () => {
    const outputs = [a.output(), b.output()];
    expect(outputs.filter((output) => output.includes('Seeded demo data'))).toHaveLength(1);
    expect(outputs.filter((output) => output.includes('Created a demo admin'))).toHaveLength(1);
    expect(outputs.join('\n')).not.toMatch(/duplicate key|UNIQUE constraint/);
    // "running" is printed when the port listens; ready follows once the listing index is built and
    // the database answers within the probe's time (docs/operations.md, "Probes"), which on a busy
    // machine can be a moment later.
    for (const server of [a, b])
      await expect.poll(async () => (await fetch(`${server.origin}/readyz`)).status, { timeout: 30_000 }).toBe(200);
  });

  it("shows a page published through A's editor API on B at once, although B kept the page", async () => {
    const created = await admin(a, 'POST', '/cms/api/pages', { language: 'ku', path: '/cluster-check', title: 'Cluster check' });
    expect(created.status).toBe(201);
    const { id } = created.body.data as { id: number };
    const publish = async (title: string): Promise<void> => {
      const page = (await admin(a, 'GET', `/cms/api/pages/${id}`)).body.data as { version: number };
      const saved = await admin(a, 'PUT', `/cms/api/pages/${id}`, { version: page.version, content: { meta_title: title } });
      expect(saved.status).toBe(200);
      expect((await admin(a, 'POST', `/cms/api/pages/${id}/publish`, { version: page.version + 1 })).status).toBe(200);
    };
    await publish('First title from A');
    const first = await fetch(`${b.origin}/ku/cluster-check`);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('First title from A');
    // B keeps the page: the next request is a page-cache hit.
    const hitsBefore = sample(await scrape(b), 'lrdx_page_cache_requests_total', { kind: 'content', result: 'hit' }) ?? 0;
    expect(await (await fetch(`${b.origin}/ku/cluster-check`)).text()).toContain('First title from A');
    expect(sample(await scrape(b), 'lrdx_page_cache_requests_total', { kind: 'content', result: 'hit' })).toBe(hitsBefore + 1);

    // A publish on A is committed before B's next request arrives: B never serves the kept copy.
    await publish('Second title from A');
    const after = await (await fetch(`${b.origin}/ku/cluster-check`)).text();
    expect(after).toContain('Second title from A');
    expect(after).not.toContain('First title from A');
  });

  it('an erasure on B reaches the export A serves', async () => {
    const form = await admin(a, 'POST', '/forms', { name: 'Cluster', language: 'en', status: 'published', fields: SAMPLE_FIELDS });
    expect(form.status).toBe(201);
    const formId = (form.body.data as { id: number }).id;
    const lead = async (firstName: string): Promise<number> => {
      const sent = await call(a, 'POST', `/forms/${formId}/leads`, { payload: { ...GOOD_PAYLOAD, first_name: firstName } });
      expect(sent.status).toBe(201);
      return (sent.body.data as { id: number }).id;
    };
    const erased = await lead('Erasedperson');
    await lead('Keptperson');
    const job = await admin(a, 'POST', `/forms/${formId}/lead_exports`, {});
    expect(job.status).toBe(201);
    const exportId = (job.body.data as { id: number }).id;
    await vi.waitFor(async () => {
      const status = ((await admin(a, 'GET', `/forms/${formId}/lead_exports/${exportId}`)).body.data as { status: string }).status;
      expect(status).toBe('done');
    }, SETTLE);
    const download = `${a.origin}/forms/${formId}/lead_exports/${exportId}/download`;
    const before = await fetch(download, { headers: auth });
    expect(before.status).toBe(200);
    expect(await before.text()).toContain('Erasedperson');

    expect((await admin(b, 'DELETE', `/forms/${formId}/leads/${erased}`)).status).toBe(204);
    const after = await fetch(download, { headers: auth });
    const text = await after.text();
    expect(after.status).toBe(404);
    expect(text).not.toContain('Erasedperson');
  });

  interface ListedVehicle {
    id: number;
    attributes: { display_price: number; status: string };
  }
  const listed = async (server: ServerProcess, query: string): Promise<ListedVehicle[]> => {
    const answer = await call(server, 'GET', `/public_api/listing/iraq?items=12&sort=createdAtAsc${query}`);
    expect(answer.status).toBe(200);
    return answer.body.data as ListedVehicle[];
  };

  it("a price changed in the database by hand reaches B's listing", async () => {
    const vehicle = (await listed(b, ''))[0];
    if (!vehicle) throw new Error('the seeded listing is empty');
    const price = vehicle.attributes.display_price + 1234;
    // As an operator in psql would: no code of the application runs, the triggers move the stock version.
    await database.db.updateTable('vehicles').set({ display_price: price }).where('id', '=', vehicle.id).execute();
    // The bound (docs/listing-api.md, docs/operations.md): each process reads the stock version at
    // most once a second and rebuilds its index, so B shows the price after about a second.
    await vi.waitFor(async () => {
      const rows = await listed(b, '');
      expect(rows.find((row) => row.id === vehicle.id)?.attributes.display_price).toBe(price);
    }, SETTLE);
    await vi.waitFor(async () => {
      const one = await call(a, 'GET', `/public_api/listing/iraq/vehicle/${vehicle.id}`);
      expect((one.body.data as ListedVehicle).attributes.display_price).toBe(price);
    }, SETTLE);
  });

  it('a paint renamed in the database by hand is found by keyword on A and B (the keyword index is rebuilt with the stock)', async () => {
    const vehicle = (await listed(b, ''))[1];
    if (!vehicle) throw new Error('the seeded listing has two vehicles');
    await database.db.updateTable('vehicles').set({ specific_color: 'Zanzibar Blue' }).where('id', '=', vehicle.id).execute();
    for (const server of [a, b])
      await vi.waitFor(async () => {
        expect((await listed(server, '&q=zanzibar')).map((row) => row.id)).toEqual([vehicle.id]);
      }, SETTLE);
  });

  it('a soft lock asked of A and B at the same moment is granted once', async () => {
    const vehicle = (await listed(a, '&filter[statuses_in]=stock')).at(-1);
    if (!vehicle) throw new Error('no vehicle in stock in the seeded listing');
    expect(vehicle.attributes.status).toBe('stock');
    const answers = await Promise.all(
      [a, b].map((server, i) => call(server, 'POST', '/buy_online/orders/init', { vehicle_id: vehicle.id, holder: `cluster-holder-${i}` })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.error?.code).toBe('vehicle_locked');
  });

  it('sends a queued e-mail once, not once per process', async () => {
    const subject = 'Cluster check: sent once';
    const id = await enqueueEmail(database.db, { to: 'buyer@example.test', subject, body: 'One message, two workers.', language: 'en' });
    await vi.waitFor(async () => {
      const row = await database.db.selectFrom('email_outbox').select('state').where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.state).toBe('sent');
    }, SETTLE);
    // Both workers (every 100 ms) make several more passes; none sends it again.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const arrived = smtp.messages.filter((message) => parseMessage(message.raw).headers.get('subject') === subject);
    expect(arrived).toHaveLength(1);
    expect(arrived[0]?.to).toEqual(['buyer@example.test']);
  });

  it('both answer /metrics with the token, each counting its own requests', async () => {
    for (const server of [a, b]) {
      const unauthorised = await fetch(`${server.origin}/metrics`);
      expect(unauthorised.status).toBe(401);
      const text = await scrape(server);
      expect(sample(text, 'lrdx_http_requests_total', { route: '/readyz', status: '200' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'lrdx_listing_index_vehicles')).toBeGreaterThan(0);
      expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    }
  });
});
