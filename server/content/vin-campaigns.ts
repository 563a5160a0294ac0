/**
 * The open service campaigns a VIN is in (migration 0014), oldest first: the service behind the
 * local VIN checker's `POST /api/vin-checks` (docs/embedding.md), so the route reads no table itself
 * (docs/server-layers.md).
 */
import type { Kysely } from 'kysely';
import type { VinCampaign } from '../../domain/contracts/vin-checks.js';
import type { Database } from '../db/schema.js';

/** `vin` must already be normalised and checked (domain/vin-check.ts). */
export async function openCampaignsOf(db: Kysely<Database>, vin: string): Promise<VinCampaign[]> {
  const rows = await db
    .selectFrom('vin_campaign_vehicles')
    .innerJoin('vin_campaigns', 'vin_campaigns.id', 'vin_campaign_vehicles.campaign_id')
    .select(['vin_campaigns.code', 'title_ku', 'title_ar', 'title_en', 'starts_on'])
    .where('vin_campaign_vehicles.vin', '=', vin)
    .where('vin_campaigns.active', '=', 1)
    .orderBy('starts_on')
    .execute();
  return rows.map((r) => ({ code: r.code, title: { ku: r.title_ku, ar: r.title_ar, en: r.title_en }, starts_on: r.starts_on }));
}
