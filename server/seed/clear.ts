/** Empties every demo table (for `scripts/seed.ts --fresh`), keeping the schema and the stock version row. */
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../db/connection.js';
import type { Database } from '../db/schema.js';

const TABLES = [
  'vehicles',
  'dealers',
  'listings',
  'settings',
  'pages',
  'metaheads',
  'block_templates',
  'nav_entries',
  'company_configs',
  'widget_translations_configs',
  // Forms with their leads and export jobs (leads reference forms, so they go in the same statement).
  'lead_exports',
  'form_leads',
  'forms',
  'form_locations',
  // Service campaigns of the VIN checker (vehicles reference campaigns: same statement).
  'vin_campaign_vehicles',
  'vin_campaigns',
] as const;

export async function clearDemoData(db: Kysely<Database>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') {
    // RESTART IDENTITY so a fresh seed gets ids from 1 again, as it does on SQLite.
    await sql`TRUNCATE TABLE ${sql.join(TABLES.map((t) => sql.table(t)))} RESTART IDENTITY`.execute(db);
    return;
  }
  await db.transaction().execute(async (trx) => {
    for (const table of TABLES) await trx.deleteFrom(table).execute();
  });
}
