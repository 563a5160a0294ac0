/**
 * The folding rules made one (domain/text-fold.ts, shared by the lead search and the retailer
 * locator): the lead search now also takes ه/ھ for ە, and the stored folded copies
 * (`form_leads.search_text`, migration 0019) were made with the old rules. They are folded again
 * here, a batch at a time, so a search finds old leads as it finds new ones.
 */
import type { Migration } from 'kysely';
import type { MigrationDb } from './columns.js';
import { refillLeadSearchText } from './refill-lead-search.js';

export const refoldLeadSearchMigration: Migration = {
  async up(db: MigrationDb) {
    await refillLeadSearchText(db);
  },
  async down() {
    // Nothing to undo: the column keeps its shape, and its text is whatever the running code folds.
  },
};
