/** Every dealer row, for the dealers and retailers routes (docs/listing-api.md, "Retailers and dealers"). */
import type { Kysely } from 'kysely';
import type { Database, DealerRow } from '../db/schema.js';

export const loadDealers = (db: Kysely<Database>): Promise<DealerRow[]> => db.selectFrom('dealers').selectAll().execute();
