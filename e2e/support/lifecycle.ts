/**
 * One end-to-end suite's lifecycle: its own SQLite database in a temporary folder (a copy of the
 * run's seeded demo database, support/seeded-database.ts), the real server on it
 * (support/server.ts), Debian's Chromium (support/browser.ts), a new browser context per page (its
 * own storage, so journeys do not meet), and all of it closed and removed after the suite
 * (`useE2eSuite`). A suite that only visits shares its worker's server instead and is checked to
 * leave its data as it found it (`useVisitorSuite`, support/visitor-servers.ts). Call either inside
 * a `describe` (or at a file's top): it registers the beforeAll and afterAll there.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './browser.js';
import { startServer, type RunningServer } from './server.js';
import { changedTables, databaseDigest, visitorServerOfThisWorker, type VisitorServer } from './visitor-servers.js';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;

export interface E2eSuite {
  /** The running server (after beforeAll). */
  readonly server: RunningServer;
  readonly browser: Browser;
  /**
   * A page in a new browser context (its own storage), closed after the suite; Playwright's default
   * viewport unless given, and the context's other `options` (e.g. `reducedMotion`).
   */
  newPage(viewport?: { width: number; height: number }, options?: BrowserContextOptions): Promise<Page>;
  /** Runs statements on the server's database, as an admin's settings change would. */
  withDatabase<T>(use: (db: Database.Database) => T): T;
  /** The shop's payment vendor (`buy_online.payment_config`), e.g. PAYPAL or LIQPAY with no keys: the local stand-ins. */
  useVendor(type: string): void;
}

export function useE2eSuite(env: Record<string, string> = {}, name = 'suite'): E2eSuite {
  let dir = '';
  let sqlitePath = '';
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), `lrdx-e2e-${name}-`));
    sqlitePath = join(dir, `${name}.sqlite`);
    // Chromium starts while the server seeds its database: neither waits on the other.
    const [started, launched] = await Promise.allSettled([startServer({ SQLITE_PATH: sqlitePath, ...env }), launchChromium()]);
    if (started.status === 'fulfilled') server = started.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    if (started.status === 'rejected') throw started.reason;
    if (launched.status === 'rejected') throw launched.reason;
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  return suiteOf(
    () => server,
    () => browser,
    () => sqlitePath || undefined,
    contexts,
  );
}

/**
 * A suite that only visits: its pages change nothing on the server (no form sent, no reservation,
 * no sign-in, no setting), so instead of a server of its own it uses its worker's visitor server
 * (visitor-servers.ts), started once for the run. Its own Chromium and a new browser context per
 * page, as `useE2eSuite`. After the suite every row of that server's database is compared with
 * what it was before: a change fails the file, naming the tables; such a file needs `useE2eSuite`.
 */
export function useVisitorSuite(name: string): E2eSuite {
  let shared: VisitorServer | undefined;
  let before: Map<string, string> | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    shared = visitorServerOfThisWorker();
    before = databaseDigest(shared.sqlitePath);
    browser = await launchChromium();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    if (!shared || !before) return;
    const changed = changedTables(before, databaseDigest(shared.sqlitePath));
    if (changed.length > 0)
      throw new Error(
        `${name} changed the shared visitor server's data (${changed.join(', ')}): give it a server of its own with useE2eSuite`,
      );
  });

  return suiteOf(
    () => shared && sharedServer(name, shared),
    () => browser,
    () => shared?.sqlitePath,
    contexts,
    { readonly: true },
  );
}

/** A visitor server as a suite's `server`: its address; its output and signals belong to no file. */
function sharedServer(name: string, shared: VisitorServer): RunningServer {
  const refuse = (what: string) => () => {
    throw new Error(`${name} shares its worker's visitor server, whose ${what}: use useE2eSuite`);
  };
  return {
    origin: shared.origin,
    examplesOrigin: shared.examplesOrigin,
    port: shared.port,
    output: refuse('output is not kept'),
    signal: refuse('process no file may signal'),
    stop: async () => undefined,
  };
}

/**
 * What both kinds of suite give a test, over their server, browser and database file. A visitor
 * suite's database opens read-only, so a write to the shared server's data fails where it is made,
 * before the digest after the file would name it.
 */
function suiteOf(
  serverNow: () => RunningServer | undefined,
  browserNow: () => Browser | undefined,
  sqlitePathNow: () => string | undefined,
  contexts: BrowserContext[],
  { readonly = false } = {},
): E2eSuite {
  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the e2e suite's ${what} is not started (use it inside a test)`);
    return value;
  };
  const suite: E2eSuite = {
    get server() {
      return ready(serverNow(), 'server');
    },
    get browser() {
      return ready(browserNow(), 'browser');
    },
    async newPage(viewport, options = {}) {
      const context = await ready(browserNow(), 'browser').newContext(viewport ? { ...options, viewport } : options);
      contexts.push(context);
      return context.newPage();
    },
    withDatabase(use) {
      const db = new Database(ready(sqlitePathNow(), 'database'), { readonly });
      try {
        return use(db);
      } finally {
        db.close();
      }
    },
    useVendor(type) {
      suite.withDatabase((db) =>
        db.prepare('UPDATE settings SET value = ? WHERE key = ?').run(JSON.stringify({ vendor: { type } }), 'buy_online.payment_config'),
      );
    },
  };
  return suite;
}
