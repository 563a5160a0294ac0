/**
 * One end-to-end suite's lifecycle: its own SQLite database in a temporary folder (a copy of the
 * run's seeded demo database, support/seeded-database.ts), the real server on it
 * (support/server.ts), Debian's Chromium (support/browser.ts), a new browser context per page (its
 * own storage, so journeys do not meet), and all of it closed and removed after the suite. Call it
 * inside a `describe`: it registers that describe's beforeAll and afterAll.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './browser.js';
import { startServer, type RunningServer } from './server.js';

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
  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the e2e suite's ${what} is not started (use it inside a test)`);
    return value;
  };

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

  const suite: E2eSuite = {
    get server() {
      return ready(server, 'server');
    },
    get browser() {
      return ready(browser, 'browser');
    },
    async newPage(viewport, options = {}) {
      const context = await ready(browser, 'browser').newContext(viewport ? { ...options, viewport } : options);
      contexts.push(context);
      return context.newPage();
    },
    withDatabase(use) {
      const db = new Database(ready(sqlitePath || undefined, 'database'));
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
