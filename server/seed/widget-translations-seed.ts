/**
 * Translation overrides of the stock locator per language (docs/listing-api.md, "Widget configuration":
 * translations by lowercase language code). Small on purpose: the widget ships its own texts, these replace a
 * few with the Iraq deployment's wording. Re-seeding keeps whatever an admin changed since.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export const STOCK_LOCATOR_TRANSLATIONS_ID = 'stock_locator';

export const STOCK_LOCATOR_OVERRIDES: Record<string, Record<string, string>> = {
  ku: { title: 'ئۆتۆمبێلە بەردەستەکان لە عێراق', retailer: 'بریکار', priceOnRequest: 'نرخ بە داواکاری' },
  en: { title: 'Vehicles in stock in Iraq', retailer: 'Retailer', priceOnRequest: 'Price on request' },
  ar: { title: 'السيارات المتوفرة في العراق', retailer: 'الوكيل', priceOnRequest: 'السعر عند الطلب' },
};

export async function seedWidgetTranslations(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('widget_translations_configs')
    .values({ id: STOCK_LOCATOR_TRANSLATIONS_ID, data: JSON.stringify(STOCK_LOCATOR_OVERRIDES), updated_at: new Date(0).toISOString() })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
