/**
 * Sign-in guarding and the sessions admin (docs/accounts.md, "Per-account limit", "Sessions and
 * tokens for admins"):
 * - `sign_in_throttle`: one row per account key (`account:<lower e-mail>`, whether or not the
 *   account exists, so a refusal tells nothing about which addresses have accounts): failures in
 *   the current run, the last failure, and the time until which attempts are refused. Kept in the
 *   database so every server process on one PostgreSQL counts together.
 * - `sign_in_attempts`: the audit of password sign-ins and token requests (who, when, from where,
 *   outcome), shown to admins.
 * - `sessions` and `api_tokens` learn where they were made and where and when they were last used
 *   (written at most once a minute), and tokens a `scope` (`read` or `write`; rows from before are
 *   `write`, which is what they could do).
 */
import type { Migration } from 'kysely';
import { withIdColumn } from './columns.js';

export const signInGuardMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('sign_in_throttle')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('failures', 'integer', (c) => c.notNull())
      .addColumn('last_failure_at', 'bigint', (c) => c.notNull())
      .addColumn('locked_until', 'bigint', (c) => c.notNull())
      .execute();

    await withIdColumn(db, db.schema.createTable('sign_in_attempts'))
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('via', 'text', (c) => c.notNull())
      .addColumn('outcome', 'text', (c) => c.notNull())
      .addColumn('locked_until', 'bigint')
      .execute();
    await db.schema.createIndex('sign_in_attempts_at_idx').on('sign_in_attempts').column('at').execute();

    for (const table of ['sessions', 'api_tokens']) {
      await db.schema.alterTable(table).addColumn('created_ip', 'text').execute();
      await db.schema.alterTable(table).addColumn('last_used_at', 'bigint').execute();
      await db.schema.alterTable(table).addColumn('last_used_ip', 'text').execute();
    }
    await db.schema
      .alterTable('api_tokens')
      .addColumn('scope', 'text', (c) => c.notNull().defaultTo('write'))
      .execute();
  },
  async down(db) {
    await db.schema.alterTable('api_tokens').dropColumn('scope').execute();
    for (const table of ['api_tokens', 'sessions']) {
      await db.schema.alterTable(table).dropColumn('last_used_ip').execute();
      await db.schema.alterTable(table).dropColumn('last_used_at').execute();
      await db.schema.alterTable(table).dropColumn('created_ip').execute();
    }
    await db.schema.dropTable('sign_in_attempts').ifExists().execute();
    await db.schema.dropTable('sign_in_throttle').ifExists().execute();
  },
};
