/**
 * One rule for account e-mail addresses (docs/accounts.md, "E-mail addresses"): `users.email_key`
 * holds each address's comparison key (domain/account-email.ts: NFKC, lower case in every script),
 * unique, and every lookup compares it. It replaces the unique index on SQL's `lower(email)`, which
 * SQLite applies to ASCII letters only and PostgreSQL by its locale, so the two databases and the
 * application could each call different addresses the same.
 *
 * The keys are computed here with the application's own function, oldest account first. Should two
 * existing accounts share a key (look-alikes the old index let through, such as `Ａdmin@…` beside
 * `admin@…`), the older keeps it; the newer is disabled and its key marked ` #<id>` (a space never
 * occurs in a key of a valid address, so no sign-in can find it) until an admin sorts it out.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import { accountEmailKey } from '../../domain/account-email.js';
import type { MigrationDb } from './columns.js';

const BATCH = 500;

interface UserKeys {
  users: { id: number; email: string; email_key: string; disabled: number };
}

export const accountEmailKeysMigration: Migration = {
  async up(db: MigrationDb) {
    // SQLite adds a NOT NULL column only with a default; the application always writes the key itself.
    await db.schema
      .alterTable('users')
      .addColumn('email_key', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    const typed = db as unknown as Kysely<UserKeys>;
    const taken = new Set<string>();
    let after = 0;
    for (;;) {
      const rows = await typed.selectFrom('users').select(['id', 'email']).where('id', '>', after).orderBy('id').limit(BATCH).execute();
      if (rows.length === 0) break;
      for (const row of rows) {
        const key = accountEmailKey(row.email);
        if (taken.has(key)) {
          await typed
            .updateTable('users')
            .set({ email_key: `${key} #${row.id}`, disabled: 1 })
            .where('id', '=', row.id)
            .execute();
        } else {
          taken.add(key);
          await typed.updateTable('users').set({ email_key: key }).where('id', '=', row.id).execute();
        }
      }
      after = Number(rows[rows.length - 1]!.id);
    }
    await db.schema.createIndex('users_email_key_idx').on('users').column('email_key').unique().execute();
    await db.schema.dropIndex('users_email_lower_idx').execute();
  },
  async down(db) {
    await db.schema.dropIndex('users_email_key_idx').execute();
    await db.schema.alterTable('users').dropColumn('email_key').execute();
    await db.schema
      .createIndex('users_email_lower_idx')
      .on('users')
      .unique()
      .expression(sql`lower(email)`)
      .execute();
  },
};
