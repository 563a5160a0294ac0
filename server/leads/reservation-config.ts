/**
 * What the reservation widget needs before a visitor pays (GET /api/reservation_config/:listKey):
 * the listing's company uuid, its reservation fee and currency (its 'extended' button set), the
 * payment vendor type, the soft-lock time, whether the phone must be verified by SMS, and for
 * Stripe the publishable key and Connect account the card step uses. None of it is secret.
 */
import type { Kysely } from 'kysely';
import { isFreeReservation } from '../../domain/order.js';
import { readPaymentConfig, type PaymentVendors } from '../adapters/payments/index.js';
import type { Database } from '../db/schema.js';
import { readPhoneVerification } from '../verification/phone-verification-setting.js';
import type { PaymentSetup } from '../../domain/contracts/buy-online.js';

/** The reply's data (the wire type the reservation widget reads). */
export type ReservationConfig = PaymentSetup;

function readButtonSet(text: string): { fee: number | null; currency: string | null } {
  try {
    const parsed = JSON.parse(text) as { reservation_fee?: unknown; currency?: unknown } | null;
    return {
      fee: typeof parsed?.reservation_fee === 'number' ? parsed.reservation_fee : null,
      currency: typeof parsed?.currency === 'string' ? parsed.currency.toUpperCase() : null,
    };
  } catch {
    return { fee: null, currency: null };
  }
}

/** The listing's reservation settings, or undefined when no listing has that list key. */
export async function readReservationConfig(
  db: Kysely<Database>,
  vendors: PaymentVendors,
  listKey: string,
  softLockSeconds: number,
  warn: (message: string) => void,
): Promise<ReservationConfig | undefined> {
  const listing = await db.selectFrom('listings').select(['id', 'uuid', 'button_set']).where('id', '=', listKey).executeTakeFirst();
  if (!listing) return undefined;
  const config = await readPaymentConfig(db, warn);
  const { fee, currency } = readButtonSet(listing.button_set);
  const browser = vendors.browserConfig(config);
  return {
    list_key: listing.id,
    company_uuid: listing.uuid,
    reservation_fee: fee,
    currency,
    vendor_type: config.vendor.type,
    free_reservation: isFreeReservation(config.vendor.type),
    soft_lock_seconds: softLockSeconds,
    stripe_publishable_key: browser.stripePublishableKey,
    stripe_account_id: browser.stripeAccountId,
    phone_verification: await readPhoneVerification(db, warn),
  };
}
