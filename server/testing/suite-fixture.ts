/**
 * A test app or test database opened before a suite's tests and closed after them: the
 * `beforeAll`/`afterAll` (or `beforeEach`/`afterEach`) pair every suite over a test app
 * (`build*TestApp` beside this file) or a test database (`server/db/test-db.ts`) needs, written
 * once (docs/server-layers.md, "The composition root"). Called where the suite's tests are
 * declared (inside `describe.each(testDialects())`); the tests read what was opened through the
 * returned getter. Also the close of a test app on its own database.
 */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

/** A test app closes; a test database cleans up (on PostgreSQL that also drops it). */
export type Closable = { close(): Promise<void> } | { cleanup(): Promise<void> };

/**
 * `prepare` writes what the tests read (rows, sessions, a migrated schema). It runs after `open`
 * has answered, so what was opened is closed even when preparing it fails.
 */
export type Prepare<T> = (opened: T) => Promise<unknown>;

type Hook = (listener: () => Promise<void>) => void;

function fixture<T extends Closable>(before: Hook, after: Hook, open: () => Promise<T>, prepare: Prepare<T> | undefined): () => T {
  let current: T | undefined;
  before(async () => {
    current = await open();
    await prepare?.(current);
  });
  after(async () => {
    const opened = current;
    current = undefined;
    if (opened === undefined) return;
    await ('cleanup' in opened ? opened.cleanup() : opened.close());
  });
  return () => {
    if (current === undefined) throw new Error('test fixture read outside the tests it was opened for');
    return current;
  };
}

/** Opened once for all the suite's tests. */
export function suiteFixture<T extends Closable>(open: () => Promise<T>, prepare?: Prepare<T>): () => T {
  return fixture(beforeAll, afterAll, open, prepare);
}

/** Opened afresh for each test of the suite, so no test sees another's writes. */
export function testFixture<T extends Closable>(open: () => Promise<T>, prepare?: Prepare<T>): () => T {
  return fixture(beforeEach, afterEach, open, prepare);
}

/** A test app's close: the app first (its hooks may still write), then its own test database, dropped. */
export async function closeAppAndDatabase(app: { close(): Promise<unknown> }, database: { cleanup(): Promise<void> }): Promise<void> {
  await app.close();
  await database.cleanup();
}
