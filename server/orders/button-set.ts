/**
 * A listing's order-online button set (docs/buy-online.md, "Steps-page figures (company config)":
 * reservation fee, currency and financing options come from it) with what the order-online widget
 * needs besides: the listing uuid it pays with (`company_uuid`), the payment vendor type (free
 * reservation or not), the soft-lock length, and for Stripe the publishable key and Connect account
 * of the card step. The service behind `GET /public_api/listing/:id/button_set`, so the route reads
 * no table itself (docs/server-layers.md). Nothing secret.
 */
import type { ButtonSetReply } from '../../domain/contracts/buy-online.js';
import { isFreeReservation } from '../../domain/order.js';
import { readPaymentConfig } from '../adapters/payments/index.js';
import { ApiFailure } from '../failure.js';
import { readPhoneVerification } from '../verification/phone-verification-setting.js';
import type { BuyOnlineDeps } from './deps.js';

interface ButtonSet {
  setup_type: string | null;
  financing_options: string[];
  reservation_fee: number | null;
  currency: string | null;
}

/** The stored `listings.button_set` JSON, each member only when it has the right type (bad JSON is warned about and read as empty). */
export function readButtonSet(text: string, warn: (message: string) => void): ButtonSet {
  let value: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) value = parsed as Record<string, unknown>;
  } catch {
    warn('Invalid JSON in listings.button_set');
  }
  return {
    setup_type: typeof value.setup_type === 'string' ? value.setup_type : null,
    financing_options: Array.isArray(value.financing_options)
      ? value.financing_options.filter((o): o is string => typeof o === 'string')
      : [],
    reservation_fee: typeof value.reservation_fee === 'number' ? value.reservation_fee : null,
    currency: typeof value.currency === 'string' ? value.currency.toUpperCase() : null,
  };
}

/** The listing's button set and payment setup, or 404 `listing_not_found` (field `id`). */
export async function listingButtonSet(deps: BuyOnlineDeps, listingId: string): Promise<ButtonSetReply['data']> {
  const listing = await deps.db.selectFrom('listings').select(['id', 'uuid', 'button_set']).where('id', '=', listingId).executeTakeFirst();
  if (!listing) throw new ApiFailure(404, 'listing_not_found', `No listing "${listingId}"`, 'id');
  const config = await readPaymentConfig(deps.db, deps.log.warn);
  const browser = deps.vendors.browserConfig(config);
  return {
    list_key: listing.id,
    company_uuid: listing.uuid,
    ...readButtonSet(listing.button_set, deps.log.warn),
    vendor_type: config.vendor.type,
    free_reservation: isFreeReservation(config.vendor.type),
    soft_lock_seconds: Math.round(deps.lockTtlMs / 1000),
    stripe_publishable_key: browser.stripePublishableKey,
    stripe_account_id: browser.stripeAccountId,
    phone_verification: await readPhoneVerification(deps.db, deps.log.warn),
  };
}
