/**
 * A dealer's street in Kurdish and Arabic (docs/decisions.md, "Language and digits": addresses in the page language). `address`
 * stays the stored (English, Latin) street and the English pages' one; `street_ku` and `street_ar`
 * hold what Kurdish and Arabic visitors read («شەقامی ١٠٠ مەتری», «شارع ١٠٠ متر»). Both are
 * nullable: rows from before have no translation and show their stored street in every language
 * (domain/retailer-address.ts, `streetIn`), so nothing is lost.
 */
import type { Migration } from 'kysely';

export const dealerStreetsMigration: Migration = {
  async up(db) {
    await db.schema.alterTable('dealers').addColumn('street_ku', 'text').execute();
    await db.schema.alterTable('dealers').addColumn('street_ar', 'text').execute();
  },
  async down(db) {
    await db.schema.alterTable('dealers').dropColumn('street_ar').execute();
    await db.schema.alterTable('dealers').dropColumn('street_ku').execute();
  },
};
