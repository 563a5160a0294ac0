/**
 * Redirects (docs/cms-api.md): an admin sends an address of one site language that has
 * no published page (an old URL) elsewhere, with a page's url_redirection shape `{ to, http_code }`
 * (301 by default). A published page at the same address wins (its own url_redirection is set on
 * the page). One row per (language, path).
 */
import type { Migration } from 'kysely';
import { withIdColumn, type MigrationDb } from './columns.js';

export const redirectsMigration: Migration = {
  async up(db: MigrationDb) {
    await withIdColumn(db, db.schema.createTable('redirects'))
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('to', 'text', (c) => c.notNull())
      .addColumn('http_code', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('redirects_language_path_uq', ['language', 'path'])
      .execute();
  },
  async down(db: MigrationDb) {
    await db.schema.dropTable('redirects').ifExists().execute();
  },
};
