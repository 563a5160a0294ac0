/**
 * Test databases copied from a template (server/db/test-db.ts, migrated-test-database.ts): each copy
 * starts with what the template's build made, keeps its own writes, and a template is built once
 * per key however many copies are taken, on SQLite (in memory and on a file) and PostgreSQL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { dropTestDatabaseTemplate, openTestDatabase, testDialects, type TestDatabase } from '../../db/test-db.js';
import { pendingMigrations } from '../migrate.js';
import { migratedTemplateSources, openMigratedTestDatabase } from './migrated-test-database.js';

describe.each(testDialects())('test databases copied from a template (%s)', (dialect) => {
  const opened: TestDatabase[] = [];
  const folders: string[] = [];
  const templates: string[] = [];
  afterEach(async () => {
    for (const database of opened.splice(0)) await database.cleanup();
    for (const key of templates.splice(0)) await dropTestDatabaseTemplate(dialect, key);
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('starts every copy with the build made once, and keeps each copy’s writes its own', async () => {
    let builds = 0;
    const template = {
      key: `copies${process.pid}${Date.now()}`,
      build: async ({ db }: { db: TestDatabase['db'] }) => {
        builds += 1;
        await sql`create table notes (id integer primary key, text varchar(40) not null)`.execute(db);
        await sql`insert into notes (id, text) values (1, 'from the template')`.execute(db);
      },
    };
    templates.push(template.key);
    const first = await openTestDatabase(dialect, undefined, template);
    opened.push(first);
    const second = await openTestDatabase(dialect, undefined, template);
    opened.push(second);
    expect(builds).toBe(1);
    await sql`insert into notes (id, text) values (2, 'only the first')`.execute(first.db);
    const texts = async (database: TestDatabase) =>
      (await sql<{ text: string }>`select text from notes order by id`.execute(database.db)).rows.map((row) => row.text);
    expect(await texts(first)).toEqual(['from the template', 'only the first']);
    expect(await texts(second)).toEqual(['from the template']);
    const empty = await openTestDatabase(dialect);
    opened.push(empty);
    await expect(sql`select text from notes`.execute(empty.db)).rejects.toThrow();
  });

  it('opens a migrated database with nothing pending, in memory and, on SQLite, on a file of its own', async () => {
    const inMemory = await openMigratedTestDatabase(dialect);
    opened.push(inMemory);
    expect(await pendingMigrations(inMemory.db)).toEqual([]);
    if (dialect !== 'sqlite') return;
    const folder = mkdtempSync(path.join(tmpdir(), 'lrdx-template-'));
    folders.push(folder);
    const onFile = await openMigratedTestDatabase(dialect, path.join(folder, 'copy.sqlite'));
    opened.push(onFile);
    expect(await pendingMigrations(onFile.db)).toEqual([]);
    expect(onFile.location).toBe(path.join(folder, 'copy.sqlite'));
  });
});

describe('the migrated template’s key', () => {
  it('is made from every migration and what the migrations import, so a changed import makes a new template too', () => {
    const sources = migratedTemplateSources().map((url) => url.pathname);
    expect(sources.some((file) => file.endsWith('/server/migrations/0001-stock.ts'))).toBe(true);
    expect(sources.some((file) => file.endsWith('/server/migrations/columns.ts'))).toBe(true);
    expect(sources.some((file) => file.endsWith('/server/forms/lead-search.ts'))).toBe(true);
    expect(sources.some((file) => file.endsWith('.test.ts'))).toBe(false);
  });
});
