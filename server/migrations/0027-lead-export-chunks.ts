/**
 * Finished lead exports kept in the database (docs/forms.md, "Exports"; docs/decisions.md, "Lead
 * exports live in the database"): `lead_export_chunks` holds a job's CSV as ordered pieces of about
 * 256 KB (BLOB / bytea), so every process serves the same download and a lead's erasure, which
 * deletes the jobs that may hold it, reaches the copy wherever the job ran. Deleting a job deletes
 * its chunks (foreign key, cascade).
 */
import { sql, type Migration } from 'kysely';
import { isPostgres } from './columns.js';

export const leadExportChunksMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('lead_export_chunks')
      .addColumn('job_id', 'integer', (c) => c.notNull().references('lead_exports.id').onDelete('cascade'))
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('data', isPostgres(db) ? sql`bytea` : 'blob', (c) => c.notNull())
      .addPrimaryKeyConstraint('lead_export_chunks_pk', ['job_id', 'seq'])
      .execute();
    // Erasure looks for the jobs of a form whose snapshot reaches a lead id.
    await db.schema.createIndex('lead_exports_form_max_idx').on('lead_exports').columns(['form_id', 'max_lead_id']).execute();
  },
  async down(db) {
    await db.schema.dropIndex('lead_exports_form_max_idx').ifExists().execute();
    await db.schema.dropTable('lead_export_chunks').ifExists().execute();
  },
};
