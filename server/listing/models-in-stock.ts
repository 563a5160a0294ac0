/**
 * For each listing uuid, the model keys (nameplate_model_group, e.g. "range_rover_sport") it has
 * vehicles of (`GET /public_api/dynamic_content/:uuids`, docs/listing-api.md, "Widget
 * configuration"), read from the listing index this process keeps so a page can show content only
 * for models in stock.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ListingIndex } from './engine/listing-index.js';

/** Every asked uuid maps to its models in stock; an unknown uuid maps to an empty list. */
export async function modelsInStock(
  index: ListingIndex,
  db: Kysely<Database>,
  uuids: readonly string[],
): Promise<Record<string, string[]>> {
  const listings = await db.selectFrom('listings').selectAll().where('uuid', 'in', uuids).execute();
  const data: Record<string, string[]> = Object.fromEntries(uuids.map((u) => [u, []]));
  for (const listing of listings) {
    const result = index.query(listing, { page: 1, items: 1, sort: 'createdAtDesc', filters: { checkbox: {}, ranges: {} } });
    data[listing.uuid] = (result.facets?.checkbox.nameplate_model_group ?? []).filter((o) => o.count > 0).map((o) => o.value);
  }
  return data;
}
