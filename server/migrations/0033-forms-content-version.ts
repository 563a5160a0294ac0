/**
 * Forms join the content version (docs/caching.md): a page with a form block carries the form's
 * fields, drawn by the server, so an edit to a form must make every process drop the pages it keeps
 * and the CDN forget them (purge key `forms`), as an edit to the navigation does (0025).
 */
import { sql, type Migration } from 'kysely';
import { isPostgres, type MigrationDb } from './columns.js';
import { BUMP, sqlitePurge } from './0025-content-version.js';

const OPERATIONS = ['INSERT', 'UPDATE', 'DELETE'] as const;

export const formsContentVersionMigration: Migration = {
  async up(db: MigrationDb) {
    if (isPostgres(db)) {
      await sql`CREATE TRIGGER lrdx_cv_forms AFTER INSERT OR UPDATE OR DELETE ON forms
        FOR EACH STATEMENT EXECUTE FUNCTION lrdx_content_changed('forms')`.execute(db);
      return;
    }
    for (const operation of OPERATIONS)
      await sql
        .raw(
          `CREATE TRIGGER lrdx_cv_forms_${operation.toLowerCase()} AFTER ${operation} ON forms BEGIN ${BUMP} ${sqlitePurge(`'forms'`)} END`,
        )
        .execute(db);
  },
  async down(db: MigrationDb) {
    if (isPostgres(db)) await sql`DROP TRIGGER IF EXISTS lrdx_cv_forms ON forms`.execute(db);
    else for (const operation of OPERATIONS) await sql.raw(`DROP TRIGGER IF EXISTS lrdx_cv_forms_${operation.toLowerCase()}`).execute(db);
  },
};
