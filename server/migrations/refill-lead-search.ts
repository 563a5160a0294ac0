/**
 * Refills `form_leads.search_text` from each lead's values with today's folding
 * (server/forms/lead-search.ts `searchTextOf`, domain/text-fold.ts), a batch of rows at a time so
 * a large table is neither read into memory at once nor locked in one long statement. Only rows
 * whose folded text differs are written. Migrations 0019 (the column's first fill) and 0020 (the
 * folding rules made one) run it; a later change of the folding rules adds a migration that does too.
 */
import type { Kysely } from 'kysely';
import type { LeadPayload } from '../../domain/contracts/forms.js';
import { searchTextOf } from '../forms/lead-search.js';
import type { MigrationDb } from './columns.js';

const BATCH = 500;

interface LeadTexts {
  form_leads: { id: number; field_values: string; search_text: string };
}

/** How many rows got a new text. */
export async function refillLeadSearchText(db: MigrationDb): Promise<number> {
  // The folding is JavaScript (the same code the submissions use), so the rows are filled from here.
  const typed = db as unknown as Kysely<LeadTexts>;
  let after = 0;
  let changed = 0;
  for (;;) {
    const rows = await typed
      .selectFrom('form_leads')
      .select(['id', 'field_values', 'search_text'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      const text = searchTextOf(JSON.parse(row.field_values) as LeadPayload);
      if (text === row.search_text) continue;
      await typed.updateTable('form_leads').set({ search_text: text }).where('id', '=', row.id).execute();
      changed += 1;
    }
    after = Number(rows[rows.length - 1]!.id);
  }
  return changed;
}
