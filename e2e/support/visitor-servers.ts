/**
 * One server per e2e worker for the files that only visit (`useVisitorSuite` in lifecycle.ts): they
 * read pages, fill the stock filters and scroll, and change nothing on the server, so they need no
 * server of their own. The global setup starts one per worker on its own copy of the seeded demo
 * database and stops them after the run; a file finds its worker's by `VITEST_POOL_ID`. Starting a
 * server costs about 3.5 s of CPU and 2–3 s before a file's first test (docs/architecture.md, "Where
 * the test time goes"). What keeps this honest is the digest below: a visitor file that changed any
 * row of the shared database fails, naming the tables, and belongs with `useE2eSuite`.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { startServer, type RunningServer } from './server.js';

/** Where the global setup says the visitor servers of this run are: JSON, one entry per worker. */
export const VISITOR_SERVERS_ENV = 'LRDX_E2E_VISITOR_SERVERS';

export interface VisitorServer {
  origin: string;
  examplesOrigin: string;
  port: number;
  sqlitePath: string;
}

/** Starts `count` servers side by side, each on a new copy of the seeded database; `stop` ends them. */
export async function startVisitorServers(count: number): Promise<{ servers: VisitorServer[]; stop(): Promise<void> }> {
  const dirs: string[] = [];
  const started: RunningServer[] = [];
  const stop = async () => {
    await Promise.allSettled(started.map((server) => server.stop()));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  };
  try {
    const servers = await Promise.all(
      Array.from({ length: count }, async (_, index) => {
        const dir = mkdtempSync(join(tmpdir(), `lrdx-e2e-visitors-${index + 1}-`));
        dirs.push(dir);
        const sqlitePath = join(dir, 'visitors.sqlite');
        const server = await startServer({ SQLITE_PATH: sqlitePath });
        started.push(server);
        return { origin: server.origin, examplesOrigin: server.examplesOrigin, port: server.port, sqlitePath };
      }),
    );
    return { servers, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The visitor server of the worker this file runs in. */
export function visitorServerOfThisWorker(): VisitorServer {
  const listed = process.env[VISITOR_SERVERS_ENV];
  if (!listed) throw new Error(`no visitor servers (${VISITOR_SERVERS_ENV}): the e2e global setup starts them`);
  const servers = JSON.parse(listed) as VisitorServer[];
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return servers[(worker - 1) % servers.length]!;
}

/**
 * What the server writes by itself while visitors only read: the exchange rates it fetches when a
 * page asks for a rate older than its refresh time (server/content/currency-exchange.ts), the
 * content version that new rate moves (a price on a cached page may change with it) and the CDN
 * purge queue that version feeds (docs/caching.md). None of them is a visitor's doing.
 */
const WRITTEN_BY_THE_SERVER = new Set(['currency_rates', 'content_version', 'cdn_purges']);

/** A digest of every row of every other table, per table: what a visitor file must leave as it found it. */
export function databaseDigest(sqlitePath: string): Map<string, string> {
  const db = new Database(sqlitePath, { readonly: true });
  try {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as {
      name: string;
    }[];
    return new Map(
      tables
        .filter(({ name }) => !WRITTEN_BY_THE_SERVER.has(name))
        .map(({ name }) => {
          const hash = createHash('sha256');
          // In the table's own order: its rowid, or for a table without one its primary key.
          for (const row of db.prepare(`SELECT * FROM "${name}"`).raw().iterate()) hash.update(JSON.stringify(row));
          return [name, hash.digest('hex')];
        }),
    );
  } finally {
    db.close();
  }
}

/** The tables whose rows differ between two digests. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}
