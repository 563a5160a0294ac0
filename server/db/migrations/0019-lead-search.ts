/**
 * Lead search (issue 11; GET /forms/{id}/leads `filter[search]`): `form_leads.search_text` holds the
 * lead's values folded for comparison (server/forms/lead-search.ts: lower case, Western digits,
 * one form of each Arabic/Kurdish letter, phones also in their national form). Leads stored before
 * this migration get theirs here, a batch at a time, so the search finds them too.
 */
import type { Kysely, Migration } from 'kysely';
import type { LeadPayload } from '../../../domain/contracts/forms.js';
import { searchTextOf } from '../../forms/lead-search.js';
import type { MigrationDb } from './columns.js';

const BATCH = 500;

interface LeadTexts {
  form_leads: { id: number; field_values: string; search_text: string };
}

export const leadSearchMigration: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .alterTable('form_leads')
      .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    // The folding is JavaScript (the same code the submissions use), so existing rows are filled from here.
    const typed = db as unknown as Kysely<LeadTexts>;
    let after = 0;
    for (;;) {
      const rows = await typed
        .selectFrom('form_leads')
        .select(['id', 'field_values'])
        .where('id', '>', after)
        .orderBy('id')
        .limit(BATCH)
        .execute();
      if (rows.length === 0) break;
      for (const row of rows) {
        const text = searchTextOf(JSON.parse(row.field_values) as LeadPayload);
        if (text !== '') await typed.updateTable('form_leads').set({ search_text: text }).where('id', '=', row.id).execute();
      }
      after = Number(rows[rows.length - 1]!.id);
    }
  },
  async down(db: MigrationDb) {
    await db.schema.alterTable('form_leads').dropColumn('search_text').execute();
  },
};
