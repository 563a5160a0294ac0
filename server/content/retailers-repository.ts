/** The retailers a contact page lists (blocks retailer_list, retailer_locator), from the dealers table, by city then name. */
import type { Kysely } from 'kysely';
import type { RetailerContact } from '../../domain/retailer-contact.js';
import { retailerDisplayName, type OwnerMetadata } from '../../domain/showroom-rules.js';
import type { Database } from '../db/schema.js';
import { parseJsonOr, type WarnLogger } from './json-column.js';

export async function listRetailerContacts(db: Kysely<Database>, log: WarnLogger): Promise<RetailerContact[]> {
  const rows = await db.selectFrom('dealers').selectAll().orderBy('city').orderBy('name').execute();
  return rows.map((row) => {
    const metadata = parseJsonOr<OwnerMetadata | null>(row.owner_metadata, null, `dealer ${row.dealer_code} owner_metadata`, log);
    return {
      code: row.dealer_code,
      name: retailerDisplayName('land_rover', row.name, metadata),
      city: row.owner_city || row.city,
      address: row.owner_address || row.address,
      locality: row.locality,
      state: row.state,
      // The translations are of the street shown (owner_address when set): migration 0021.
      street_ku: row.street_ku,
      street_ar: row.street_ar,
      phone: row.owner_phone || row.main_phone || row.phone,
      openingHours: row.owner_opening_hours ?? '',
    };
  });
}
