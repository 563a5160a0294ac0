/**
 * Buy-online demo setting: the LOCAL_TEST card vendor, so the whole order journey (lock, order,
 * card payment with success / decline / timeout cards, signed webhook, confirm) runs offline.
 * Switching to Stripe is a change of this setting's vendor.type to STRIPE plus STRIPE_SECRET_KEY
 * and STRIPE_WEBHOOK_SECRET in the environment (see README).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { SETTING_KEYS } from '../../domain/setting-keys.js';

export const DEMO_PAYMENT_VENDOR_UUID = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

export async function seedBuyOnline(db: Kysely<Database>): Promise<void> {
  const value = JSON.stringify({ vendor: { type: 'LOCAL_TEST', uuid: DEMO_PAYMENT_VENDOR_UUID }, stripe_connected_accounts: [] });
  await db
    .insertInto('settings')
    .values({ key: SETTING_KEYS.paymentConfig, value })
    // Re-seeding keeps whatever an admin configured since.
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  // SMS verification of the buyer's phone: off in the demo (tests and shops switch it to `required`).
  await db
    .insertInto('settings')
    .values({ key: SETTING_KEYS.phoneVerification, value: 'off' })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}
