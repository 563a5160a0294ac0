/**
 * Forms and their leads (docs/forms.md):
 * - `forms`: one form in one language; `fields`, `settings` (thank_you, notifications,
 *   confirmations) and `integrations` are JSON text, read and written whole by the form builder.
 * - `form_locations`: the retailer locations forms can be sent to (`/locations`).
 * - `form_leads`: a visitor's submission, the validated values as JSON. It points at the CRM lead
 *   (`leads` row, delivered by the existing `crm_outbox`) and at its two e-mails in `email_outbox`.
 *   `idempotency_key_hash` is unique: one Idempotency-Key stores one lead.
 * - `lead_exports`: an export job (filters, sort, the snapshot's highest lead id, counts).
 * Times are ISO-8601 text (UTC, milliseconds), which sorts and compares alike on both databases.
 */
import { sql, type Migration } from 'kysely';
import { withIdColumn } from './columns.js';

export const formsMigration: Migration = {
  async up(db) {
    await withIdColumn(db, db.schema.createTable('forms'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull().defaultTo('other'))
      .addColumn('language', 'text', (c) => c.notNull().check(sql`language IN ('ku', 'ar', 'en')`))
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status IN ('draft', 'published')`))
      .addColumn('fields', 'text', (c) => c.notNull())
      .addColumn('recaptcha', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('settings', 'text', (c) => c.notNull())
      .addColumn('integrations', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('forms_language_idx').on('forms').columns(['language', 'status']).execute();

    await withIdColumn(db, db.schema.createTable('form_locations'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('city', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('phone', 'text')
      .addColumn('email', 'text')
      .addColumn('dealer_id', 'integer')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await withIdColumn(db, db.schema.createTable('form_leads'))
      .addColumn('form_id', 'integer', (c) => c.notNull().references('forms.id'))
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('field_values', 'text', (c) => c.notNull())
      .addColumn('crm_lead_id', 'text')
      .addColumn('notification_email_id', 'integer')
      .addColumn('confirmation_email_id', 'integer')
      .addColumn('idempotency_key_hash', 'text')
      .addColumn('request_hash', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('form_leads_form_created_idx').on('form_leads').columns(['form_id', 'created_at', 'id']).execute();
    // Exports page through a form's leads by id (keyset): without this the planner sorts the whole form per page.
    await db.schema.createIndex('form_leads_form_id_idx').on('form_leads').columns(['form_id', 'id']).execute();
    await db.schema.createIndex('form_leads_created_idx').on('form_leads').column('created_at').execute();
    await db.schema.createIndex('form_leads_idempotency_idx').on('form_leads').unique().column('idempotency_key_hash').execute();

    await withIdColumn(db, db.schema.createTable('lead_exports'))
      .addColumn('form_id', 'integer', (c) => c.notNull().references('forms.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('filters', 'text', (c) => c.notNull())
      .addColumn('sort', 'text', (c) => c.notNull())
      .addColumn('max_lead_id', 'integer', (c) => c.notNull())
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('processed', 'integer', (c) => c.notNull())
      .addColumn('error', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('lead_exports').ifExists().execute();
    await db.schema.dropTable('form_leads').ifExists().execute();
    await db.schema.dropTable('form_locations').ifExists().execute();
    await db.schema.dropTable('forms').ifExists().execute();
  },
};
