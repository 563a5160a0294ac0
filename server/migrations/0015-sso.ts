/**
 * Single sign-on with OpenID Connect (docs/sso.md):
 * - `user_identities`: which provider account (`issuer`, `subject`) is which of our users, so a
 *   changed e-mail at the provider still finds the same user. One user may have several.
 * - `oidc_logins`: sign-ins under way between /auth/oidc/login and the provider's return. The
 *   browser holds a random token in a cookie; the row (keyed by its SHA-256) holds the PKCE
 *   verifier, state and nonce, where to return and in which language. A row is used once (deleted
 *   when the provider returns) and expires after ten minutes, and any process can finish it.
 */
import type { Migration } from 'kysely';

export const ssoMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('user_identities')
      .addColumn('issuer', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_sign_in_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('user_identities_pk', ['issuer', 'subject'])
      .execute();
    await db.schema.createIndex('user_identities_user_idx').on('user_identities').column('user_id').execute();

    await db.schema
      .createTable('oidc_logins')
      .addColumn('id_hash', 'text', (c) => c.primaryKey())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('nonce', 'text', (c) => c.notNull())
      .addColumn('code_verifier', 'text', (c) => c.notNull())
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('return_path', 'text')
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('oidc_logins_expires_idx').on('oidc_logins').column('expires_at').execute();
  },
  async down(db) {
    await db.schema.dropTable('oidc_logins').ifExists().execute();
    await db.schema.dropTable('user_identities').ifExists().execute();
  },
};
