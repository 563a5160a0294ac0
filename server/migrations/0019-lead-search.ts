/**
 * Lead search (docs/forms.md, "Endpoints"; GET /forms/{id}/leads `filter[search]`): `form_leads.search_text` holds the
 * lead's values folded for comparison (server/forms/lead-search.ts: lower case, Western digits,
 * one form of each Arabic/Kurdish letter, phones also in their national form). Leads stored before
 * this migration get theirs here, a batch at a time, so the search finds them too.
 */
import type { Migration } from 'kysely';
import type { MigrationDb } from './columns.js';
import { refillLeadSearchText } from './refill-lead-search.js';

export const leadSearchMigration: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .alterTable('form_leads')
      .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await refillLeadSearchText(db);
  },
  async down(db: MigrationDb) {
    await db.schema.alterTable('form_leads').dropColumn('search_text').execute();
  },
};
