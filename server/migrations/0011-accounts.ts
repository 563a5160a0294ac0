/**
 * Editor accounts (docs/accounts.md):
 * - `users`: one row per editor or admin. The e-mail is unique whatever its case (a unique index on
 *   `lower(email)`, which SQLite and PostgreSQL both build); `password_hash` is an argon2id PHC
 *   string; `role` is `editor`, `admin` or null (signed in, no permissions); `disabled` is 0/1.
 * - `sessions`: server-side browser sessions. The cookie holds a random token; only its SHA-256
 *   (hex) is stored, so a leaked table opens no session. Deleting the row ends the session on
 *   every process at once.
 * - `api_tokens`: bearer tokens for scripts (`POST /auth/token`), hashed the same way, with an
 *   expiry and a revocation time.
 * Times of sessions and tokens are epoch ms (`bigint`), compared on every request; the users'
 * timestamps are ISO-8601 text like the other tables.
 */
import { sql, type Migration } from 'kysely';
import { withIdColumn } from './columns.js';

export const accountsMigration: Migration = {
  async up(db) {
    await withIdColumn(db, db.schema.createTable('users'))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.check(sql`role IN ('editor', 'admin')`))
      .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('users_email_lower_idx')
      .on('users')
      .unique()
      .expression(sql`lower(email)`)
      .execute();

    await db.schema
      .createTable('sessions')
      .addColumn('id_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
    await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();

    await db.schema
      .createTable('api_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('revoked_at', 'bigint')
      .execute();
    await db.schema.createIndex('api_tokens_user_idx').on('api_tokens').column('user_id').execute();
  },
  async down(db) {
    await db.schema.dropTable('api_tokens').ifExists().execute();
    await db.schema.dropTable('sessions').ifExists().execute();
    await db.schema.dropTable('users').ifExists().execute();
  },
};
