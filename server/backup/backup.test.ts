/**
 * `npm run backup` and `npm run restore` (docs/operations.md, "Backups") on SQLite and PostgreSQL:
 * a seeded database with pages, a lead, an order, a media item and a lead export is archived and
 * restored into an empty database, where every row is found again; a non-empty target is refused
 * unless forced; an archive of a newer migration level is refused; an older one is migrated to the
 * latest after the restore.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runBackup, runRestore } from '../../scripts/backup-cli.js';
import type { DialectName } from '../db/connection.js';
import { migrateToLatest, pendingMigrations } from '../migrations/migrate.js';
import { MIGRATIONS, migrationProvider } from '../migrations/index.js';
import type { Database } from '../db/schema.js';
import { seedDemo } from '../seed/index.js';
import { openTestDatabase, testDialects, type TestDatabase } from '../db/test-db.js';
import { createLead } from '../leads/leads-repository.js';
import { packArchive, unpackArchive } from './archive.js';
import { BackupRefused, readManifest, type DatabaseTarget } from './index.js';

const LATEST = Object.keys(MIGRATIONS).sort().at(-1) ?? '';

/** Everything the restore must bring back, in a stable order. */
async function snapshot(db: Kysely<Database>) {
  return {
    pages: await db.selectFrom('pages').select(['id', 'path', 'language', 'title', 'state']).orderBy('id').execute(),
    leads: await db.selectFrom('leads').select(['id', 'attributes', 'created_at']).orderBy('id').execute(),
    orders: await db.selectFrom('orders').select(['id', 'order_number', 'vehicle_id', 'customer_email']).orderBy('id').execute(),
    media: await db.selectFrom('media').select(['id', 'filename', 'alt']).orderBy('id').execute(),
    mediaFiles: await db.selectFrom('media_files').select(['media_id', 'size', 'format', 'bytes']).orderBy('media_id').execute(),
    exports: await db.selectFrom('lead_export_chunks').select(['job_id', 'seq', 'data']).orderBy('seq').execute(),
  };
}

async function seedEverything(db: Kysely<Database>): Promise<void> {
  await migrateToLatest(db);
  await seedDemo(db, { vehicles: 10, examplesOrigin: 'http://localhost:8081' });
  await createLead(db, { first_name: 'ئاراس', email: 'aras@example.iq' }, Date.now());
  const vehicle = await db.selectFrom('vehicles').select(['id', 'vin']).orderBy('id').executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  await db
    .insertInto('orders')
    .values({
      order_number: 'LRDX-BACKUP1',
      idempotency_key: 'backup-test-order',
      vehicle_id: vehicle.id,
      vehicle_vin: vehicle.vin,
      vendor_type: 'LOCAL_TEST',
      payment_status: 'pending',
      customer_email: 'buyer@example.iq',
      locale: 'ku',
      confirmation_by_link: 0,
      metadata: '{}',
      lead_attributes: '{}',
      created_at: now,
      updated_at: now,
    })
    .execute();
  const media = await db
    .insertInto('media')
    .values({
      filename: 'defender.jpg',
      content_type: 'image/jpeg',
      width: 640,
      height: 360,
      alt: '{"ku":"دیفێندەر"}',
      created_by: null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('media_files')
    .values({ media_id: media.id, size: '640x360', format: 'webp', bytes: Buffer.from([0x52, 0x49, 0x46, 0x46, 0, 1, 2, 255]) })
    .execute();
  const form = await db.selectFrom('forms').select('id').orderBy('id').executeTakeFirstOrThrow();
  const job = await db
    .insertInto('lead_exports')
    .values({
      form_id: form.id,
      status: 'done',
      filters: '{}',
      sort: 'newest',
      max_lead_id: 0,
      total: 0,
      processed: 0,
      error: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('lead_export_chunks')
    .values({ job_id: job.id, seq: 0, data: Buffer.from('first_name\nئاراس\n') })
    .execute();
}

describe.each(testDialects())('backup and restore (%s)', (dialect: DialectName) => {
  let dir = '';
  const cleanups: (() => Promise<void>)[] = [];
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'lrdx-backup-test-'));
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    rmSync(dir, { recursive: true, force: true });
  });

  const database = async (name: string): Promise<{ handle: TestDatabase; target: DatabaseTarget }> => {
    const handle = await openTestDatabase(dialect, path.join(dir, `${name}.sqlite`));
    cleanups.push(() => handle.cleanup());
    const target =
      dialect === 'postgres'
        ? { databaseUrl: handle.location, sqlitePath: path.join(dir, 'unused.sqlite') }
        : { sqlitePath: handle.location };
    return { handle, target };
  };

  it('restores every page, lead, order, media item and export into an empty database', async () => {
    const source = await database('source');
    await seedEverything(source.handle.db);
    const archive = path.join(dir, 'archives', 'one.tar');
    expect(await runBackup(['--out', archive], source.target)).toMatch(
      new RegExp(`^Backed up the ${dialect} database \\(migration ${LATEST}\\)`),
    );

    const manifest = await readManifest(archive);
    expect(manifest).toMatchObject({
      format: 'lrdx-backup',
      database: dialect,
      migration: LATEST,
      migrations: Object.keys(MIGRATIONS).sort(),
    });
    expect(Date.parse(manifest.created_at)).not.toBeNaN();

    const target = await database('target');
    expect(await runRestore([archive], target.target)).toContain(`Restored the ${dialect} backup`);
    const before = await snapshot(source.handle.db);
    expect(before.pages.length).toBeGreaterThan(0);
    expect([before.leads.length, before.orders.length, before.media.length, before.exports.length]).toEqual([1, 1, 1, 1]);
    expect(await snapshot(target.handle.db)).toEqual(before);
    expect(await pendingMigrations(target.handle.db)).toEqual([]);
    // The stock-version triggers came along: a price changed in the restored database moves the version.
    const version = async () =>
      Number((await target.handle.db.selectFrom('stock_version').select('version').executeTakeFirstOrThrow()).version);
    const moved = await version();
    await target.handle.db.updateTable('vehicles').set({ display_price: 1 }).execute();
    expect(await version()).toBeGreaterThan(moved);
  });

  it('refuses a target that is not empty unless --force, which replaces what it holds', async () => {
    const source = await database('source');
    await seedEverything(source.handle.db);
    const archive = path.join(dir, 'one.tar');
    await runBackup(['--out', archive], source.target);
    const target = await database('target');
    await migrateToLatest(target.handle.db);
    await target.handle.db
      .insertInto('users')
      .values({
        email: 'stays@example.iq',
        email_key: 'stays@example.iq',
        password_hash: 'x',
        role: 'admin',
        created_at: 'now',
        updated_at: 'now',
      })
      .execute();

    await expect(runRestore([archive], target.target)).rejects.toThrow(BackupRefused);
    await expect(runRestore([archive], target.target)).rejects.toThrow(/not empty.*--force/);
    expect(await target.handle.db.selectFrom('users').select('email').execute()).toEqual([{ email: 'stays@example.iq' }]);

    await runRestore([archive, '--force'], target.target);
    expect(await target.handle.db.selectFrom('users').select('email').execute()).toEqual([]);
    expect(await snapshot(target.handle.db)).toEqual(await snapshot(source.handle.db));
  });

  it('refuses an archive made at a migration this version does not know, and changes nothing', async () => {
    const source = await database('source');
    await migrateToLatest(source.handle.db);
    const archive = path.join(dir, 'future.tar');
    const manifest = await readManifest((await runBackup(['--out', archive], source.target), archive));
    // What a newer version's backup looks like: one more migration in its manifest.
    const unpacked = path.join(dir, 'unpacked');
    mkdirSync(unpacked);
    unpackArchive(archive, unpacked, ['manifest.json', manifest.database_file]);
    const future = {
      ...manifest,
      migration: '9999-from-a-newer-version',
      migrations: [...manifest.migrations, '9999-from-a-newer-version'],
    };
    writeFileSync(path.join(unpacked, 'manifest.json'), JSON.stringify(future));
    packArchive(archive, unpacked, ['manifest.json', manifest.database_file]);
    expect(JSON.parse(readFileSync(path.join(unpacked, 'manifest.json'), 'utf8'))).toMatchObject({
      migration: '9999-from-a-newer-version',
    });

    const target = await database('target');
    await expect(runRestore([archive], target.target)).rejects.toThrow(/newer than this version of lrdx knows.*9999-from-a-newer-version/);
    await expect(runRestore([archive, '--force'], target.target)).rejects.toThrow(BackupRefused);
    await expect(pendingMigrations(target.handle.db)).rejects.toThrow();
  });

  it('migrates an archive of an older migration level to the latest after the restore', async () => {
    const source = await database('source');
    const previous = Object.keys(MIGRATIONS).sort().at(-2) ?? '';
    const migrated = await new Migrator({ db: source.handle.db, provider: migrationProvider }).migrateTo(previous);
    expect(migrated.error).toBeUndefined();
    const archive = path.join(dir, 'older.tar');
    await runBackup(['--out', archive], source.target);
    expect((await readManifest(archive)).migration).toBe(previous);

    const target = await database('target');
    expect(await runRestore([archive], target.target)).toContain(`then ran 1 newer migration(s) (${LATEST})`);
    expect(await pendingMigrations(target.handle.db)).toEqual([]);
  });
});
