/**
 * Migration 0028 on a database that already holds accounts: each gets the comparison key of
 * domain/account-email.ts, lookups find them in any case, and of two look-alikes the old index let
 * through (full-width letters beside plain ones), the newer is disabled and can no longer sign in.
 */
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { authenticate, findAccountByEmail } from '../auth/accounts.js';
import { hashPassword } from '../auth/passwords.js';
import { migrateToLatest } from './migrate.js';
import type { Database } from '../db/schema.js';
import { testDialects } from '../db/test-db.js';
import { migrateTestDatabaseTo, openMigrationTestDatabase } from './testing/migration-test-db.js';

const AT = '2025-01-01T00:00:00.000Z';

describe.each(testDialects())('migration 0028-account-email-keys on %s', (dialect) => {
  it('keys the accounts of before, and disables the newer of two look-alikes', async () => {
    const { db } = await openMigrationTestDatabase(dialect);
    await migrateTestDatabaseTo(db, '0027-lead-export-chunks');
    const hash = await hashPassword('an old long password');
    // The table as it was: no email_key yet.
    const old = db as unknown as Kysely<{ users: Omit<Database['users'], 'email_key'> }>;
    for (const email of ['Admin@LRDX.local', 'Dîlan@Hewlêr.example', 'ＡＤＭＩＮ@lrdx.local'])
      await old.insertInto('users').values({ email, password_hash: hash, role: 'admin', created_at: AT, updated_at: AT }).execute();

    await migrateToLatest(db);

    const rows = await db.selectFrom('users').select(['id', 'email', 'email_key', 'disabled']).orderBy('id').execute();
    expect(rows.map((r) => [r.email, r.email_key, Number(r.disabled)])).toEqual([
      ['Admin@LRDX.local', 'admin@lrdx.local', 0],
      ['Dîlan@Hewlêr.example', 'dîlan@hewlêr.example', 0],
      ['ＡＤＭＩＮ@lrdx.local', `admin@lrdx.local #${rows[2]!.id}`, 1],
    ]);
    expect((await findAccountByEmail(db, 'ADMIN@lrdx.LOCAL'))?.id).toBe(rows[0]!.id);
    expect((await authenticate(db, 'DÎLAN@HEWLÊR.EXAMPLE', 'an old long password'))?.id).toBe(rows[1]!.id);
    // The key is unique in the database itself, and the old lower(email) index is gone.
    await expect(
      db
        .insertInto('users')
        .values({ email: 'x@example.com', email_key: 'admin@lrdx.local', password_hash: hash, role: null, created_at: AT, updated_at: AT })
        .execute(),
    ).rejects.toThrow();

    // And back down: the lower(email) index returns, the key column goes.
    await migrateTestDatabaseTo(db, '0027-lead-export-chunks');
    const columns = (await db.introspection.getTables()).find((t) => t.name === 'users')!.columns.map((c) => c.name);
    expect(columns).not.toContain('email_key');
    await expect(
      sql`insert into users (email, password_hash, role, created_at, updated_at) values ('ADMIN@lrdx.local', 'x', null, ${AT}, ${AT})`.execute(
        db,
      ),
    ).rejects.toThrow();
  });
});
