/**
 * Demo service campaigns for the local VIN checker: three plausible field actions, each covering a
 * run of VINs shaped like the stock's (server/seed/vin.ts: JLR identifiers) with ISO 3779 check digits.
 * `DEMO_AFFECTED_VIN` and `DEMO_UNAFFECTED_VIN` are valid VINs the tests use (never shown to visitors).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { buildVin } from './vin.js';

interface DemoCampaign {
  code: string;
  titles: { ku: string; ar: string; en: string };
  startsOn: string;
  model: { brand: string; key: string; year: number };
  /** How many consecutive serials, from `firstIndex`, the campaign covers. */
  firstIndex: number;
  count: number;
}

export const DEMO_CAMPAIGNS: readonly DemoCampaign[] = [
  {
    code: 'N512',
    titles: {
      ku: 'پشکنینی قەپاتی بۆری سووتەمەنی',
      ar: 'فحص مشبك أنبوب الوقود',
      en: 'Fuel rail clamp inspection',
    },
    startsOn: '2026-03-01',
    model: { brand: 'land_rover', key: 'defender_110', year: 2023 },
    firstIndex: 600_000,
    count: 40,
  },
  {
    code: 'R118',
    titles: {
      ku: 'گۆڕینی قوفڵی پشتێنی کورسیی دواوە',
      ar: 'استبدال إبزيم حزام المقعد الخلفي',
      en: 'Rear seat belt buckle replacement',
    },
    startsOn: '2026-06-15',
    model: { brand: 'land_rover', key: 'range_rover_sport', year: 2022 },
    firstIndex: 610_000,
    count: 25,
  },
  {
    code: 'K205',
    titles: {
      ku: 'نوێکردنەوەی نەرمەکاڵای کۆنترۆڵی بریک',
      ar: 'تحديث برنامج التحكم بالمكابح',
      en: 'Brake control software update',
    },
    startsOn: '2026-09-01',
    model: { brand: 'land_rover', key: 'discovery_sport', year: 2021 },
    firstIndex: 620_000,
    count: 30,
  },
];

const vinOf = (campaign: DemoCampaign, offset: number) =>
  buildVin(campaign.model.brand, campaign.model.key, campaign.model.year, 0, 0, campaign.firstIndex + offset);

/** The VINs a demo campaign covers. */
export const demoCampaignVins = (campaign: DemoCampaign): string[] =>
  Array.from({ length: campaign.count }, (_, offset) => vinOf(campaign, offset));

/** In the first campaign (N512, Defender 110). */
export const DEMO_AFFECTED_VIN = vinOf(DEMO_CAMPAIGNS[0] as DemoCampaign, 0);
/** Well formed, check digit right, in no campaign. */
export const DEMO_UNAFFECTED_VIN = buildVin('land_rover', 'range_rover', 2025, 0, 0, 700_000);

export async function seedVinCampaigns(db: Kysely<Database>): Promise<void> {
  for (const campaign of DEMO_CAMPAIGNS) {
    const row = await db
      .insertInto('vin_campaigns')
      .values({
        code: campaign.code,
        title_ku: campaign.titles.ku,
        title_ar: campaign.titles.ar,
        title_en: campaign.titles.en,
        starts_on: campaign.startsOn,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('vin_campaign_vehicles')
      .values(demoCampaignVins(campaign).map((vin) => ({ campaign_id: row.id, vin })))
      .execute();
  }
}
