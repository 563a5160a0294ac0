/**
 * Linking a provider account to an existing account (docs/sso.md, "Linking an existing account"):
 * a pending single sign-on (`oidc_logins`) started by a signed-in account that confirmed its
 * password names that account in `link_user_id`; the provider's answer is then linked to it, and to
 * nothing else. Null for an ordinary sign-in.
 */
import type { Migration } from 'kysely';

export const oidcLinkRequestsMigration: Migration = {
  async up(db) {
    // No foreign key: SQLite could not drop the column again, and the row lives ten minutes at most;
    // the callback finds the account by id and links only while that same account is signed in.
    await db.schema.alterTable('oidc_logins').addColumn('link_user_id', 'integer').execute();
  },
  async down(db) {
    await db.schema.alterTable('oidc_logins').dropColumn('link_user_id').execute();
  },
};
