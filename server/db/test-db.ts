/**
 * Databases for tests. SQLite always (in memory); PostgreSQL too when TEST_DATABASE_URL is set
 * (the test script starts a throwaway cluster and sets it). Each PostgreSQL test database is new
 * and is dropped on cleanup, so test files never share state.
 */
import pg from 'pg';
import { openDatabase, type DbHandle, type DialectName } from './connection.js';

export function testDialects(): DialectName[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface TestDatabase extends DbHandle {
  /** Connection string (PostgreSQL) or file path (SQLite), for tests that start a second process. */
  location: string;
  cleanup(): Promise<void>;
}

export async function openTestDatabase(dialect: DialectName, sqlitePath = ':memory:'): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const handle = openDatabase({ sqlitePath });
    return { ...handle, location: sqlitePath, cleanup: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set: cannot open a PostgreSQL test database');
  const name = `lrdx_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString() });
  return {
    ...handle,
    location: url.toString(),
    cleanup: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      // pg's Pool.end() does not wait for its sockets to close: a forced drop while a backend is still
      // leaving kills it with FATAL 57P01, which surfaces as an unhandled error in the test run.
      for (let i = 0; i < 50; i += 1) {
        const { rows } = await dropper.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if ((rows[0]?.n ?? 0) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
