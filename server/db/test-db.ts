/**
 * Databases for tests. SQLite always (in memory); PostgreSQL too when TEST_DATABASE_URL is set
 * (the test script starts a throwaway cluster and sets it). Each PostgreSQL test database is new
 * and is dropped on cleanup, so test files never share state.
 *
 * A test database starts empty, or as a copy of a template: a database `build` made once per
 * template key (server/migrations/testing/migrated-test-database.ts builds the migrated schema), so a test that
 * wants a migrated database does not run every migration again (docs/architecture.md, "Where the
 * test time goes"). SQLite's template is a file in the temporary folder, copied into memory (or onto
 * the test's file); PostgreSQL's is a database of the cluster marked as a template, which
 * `CREATE DATABASE … TEMPLATE` copies.
 */
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
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

/** What a test database starts as when it is not empty. */
export interface TestDatabaseTemplate {
  /** Names what `build` makes ([a-z0-9]+): a template is reused only under the same key. */
  key: string;
  build(handle: DbHandle): Promise<void>;
}

export async function openTestDatabase(
  dialect: DialectName,
  sqlitePath = ':memory:',
  template?: TestDatabaseTemplate,
): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const image = template ? await sqliteTemplateImage(template) : undefined;
    if (image && sqlitePath !== ':memory:' && !existsSync(sqlitePath)) writeFileSync(sqlitePath, image);
    const handle = openDatabase(image && sqlitePath === ':memory:' ? { sqliteImage: image } : { sqlitePath });
    return { ...handle, location: sqlitePath, cleanup: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set: cannot open a PostgreSQL test database');
  const from = template ? await postgresTemplate(adminUrl, template) : undefined;
  const name = newDatabaseName('lrdx_test');
  await withAdmin(adminUrl, async (admin) =>
    admin.query(`CREATE DATABASE ${name}${from ? ` TEMPLATE ${from}` : ''}${await fileCopy(admin)}`),
  );
  const url = databaseUrl(adminUrl, name);
  const handle = openDatabase({ databaseUrl: url });
  return {
    ...handle,
    location: url,
    cleanup: async () => {
      await handle.close();
      await withAdmin(adminUrl, async (dropper) => {
        await untilNobodyIsConnected(dropper, name);
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
    },
  };
}

let fileCopyClause: Promise<string> | undefined;

/**
 * PostgreSQL 15's default way to make a database (WAL_LOG) writes every page of the copy to the
 * write-ahead log: 0.4-1.7 s a test database on the busy test machine, against 0.1-0.35 s for
 * FILE_COPY, whose checkpoint is cheap on the throwaway cluster (fsync off: scripts/pg-throwaway.sh).
 * Older servers have only the file copy, and no STRATEGY clause.
 */
function fileCopy(admin: pg.Client): Promise<string> {
  fileCopyClause ??= admin
    .query<{ v: string }>('SELECT current_setting($1) AS v', ['server_version_num'])
    .then(({ rows }) => (Number(rows[0]?.v) >= 150_000 ? ' STRATEGY FILE_COPY' : ''))
    .catch((error: unknown) => {
      // Asked again next time rather than failing every later database for one lost connection.
      fileCopyClause = undefined;
      throw error;
    });
  return fileCopyClause;
}

const newDatabaseName = (prefix: string): string => `${prefix}_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * pg's Pool.end() does not wait for its sockets to close: a forced drop while a backend is still
 * leaving kills it with FATAL 57P01, which surfaces as an unhandled error in the test run, and a
 * template still connected to cannot be copied.
 */
async function untilNobodyIsConnected(admin: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 50; i += 1) {
    const { rows } = await admin.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
    if ((rows[0]?.n ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const sqliteTemplateFile = (key: string): string => join(tmpdir(), `lrdx-test-template-${key}.sqlite`);
const postgresTemplateName = (key: string): string => `lrdx_template_${key}`;

/** Removes a template (the tests of templates themselves make throwaway ones). */
export async function dropTestDatabaseTemplate(dialect: DialectName, key: string): Promise<void> {
  if (dialect === 'sqlite') sqliteImages.delete(key);
  else postgresTemplates.delete(key);
  if (dialect === 'sqlite') return rmSync(sqliteTemplateFile(key), { force: true });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return;
  const name = postgresTemplateName(key);
  await withAdmin(adminUrl, async (admin) => {
    const { rows } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rows.length === 0) return;
    await admin.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE false`);
    await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
  });
}

const sqliteImages = new Map<string, Promise<Buffer>>();

/**
 * The SQLite template's bytes: built once into a file of the temporary folder, which later processes
 * (every test file runs in one of its own) read. It is written under another name and renamed, so a
 * process never reads a half-written one.
 */
function sqliteTemplateImage(template: TestDatabaseTemplate): Promise<Buffer> {
  let image = sqliteImages.get(template.key);
  if (!image) {
    image = (async () => {
      const file = sqliteTemplateFile(template.key);
      if (existsSync(file)) return readFileSync(file);
      const handle = openDatabase({ sqlitePath: ':memory:' });
      const partial = `${file}.${process.pid}.partial`;
      try {
        await template.build(handle);
        rmSync(partial, { force: true });
        await sql`VACUUM INTO ${partial}`.execute(handle.db);
        renameSync(partial, file);
      } finally {
        await handle.close();
        rmSync(partial, { force: true });
      }
      return readFileSync(file);
    })();
    sqliteImages.set(template.key, image);
  }
  return image;
}

const postgresTemplates = new Map<string, Promise<string>>();

/**
 * The PostgreSQL template's name, built when the cluster has none yet. Processes starting together
 * build it once: the build holds an advisory lock, and the template is marked as one (the sign that
 * it is complete) only after `build` has finished and its last connection has gone.
 */
function postgresTemplate(adminUrl: string, template: TestDatabaseTemplate): Promise<string> {
  let name = postgresTemplates.get(template.key);
  if (!name) {
    name = withAdmin(adminUrl, async (admin) => {
      const templateName = postgresTemplateName(template.key);
      await admin.query('SELECT pg_advisory_lock(hashtext($1))', [templateName]);
      try {
        const { rows } = await admin.query<{ ready: boolean }>('SELECT datistemplate AS ready FROM pg_database WHERE datname = $1', [
          templateName,
        ]);
        if (rows[0]?.ready) return templateName;
        await admin.query(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
        await admin.query(`CREATE DATABASE ${templateName}${await fileCopy(admin)}`);
        const handle = openDatabase({ databaseUrl: databaseUrl(adminUrl, templateName) });
        try {
          await template.build(handle);
        } finally {
          await handle.close();
        }
        await untilNobodyIsConnected(admin, templateName);
        await admin.query(`ALTER DATABASE ${templateName} WITH IS_TEMPLATE true`);
        return templateName;
      } finally {
        await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [templateName]);
      }
    });
    postgresTemplates.set(template.key, name);
  }
  return name;
}
