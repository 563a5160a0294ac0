/**
 * GET /api/reservation_config/:listKey — what the reservation widget needs before a visitor pays:
 * the listing's company uuid (the `company_uuid` of a payment), its reservation fee and currency
 * (its 'extended' button set), the payment vendor type (free reservation when NO_PAYMENT_JAPAN) and
 * the soft-lock time, whether the phone must be verified by SMS (`buy_online.phone_verification`), and for Stripe the publishable key and Connect account the card step uses.
 * None of it is secret; the listings table itself is not public, so without
 * this route a browser could not fill in a payment request the server then accepts.
 */
import type { FastifyInstance } from 'fastify';
import { isFreeReservation } from '../../../domain/order.js';
import { readPaymentConfig, type PaymentVendors } from '../../adapters/payments/index.js';
import type { AppContext } from '../../context.js';
import { ApiFailure } from '../api-failure.js';
import { readPhoneVerification } from '../verification/phone-verification-setting.js';
import type { ReservationConfigReply } from '../../../domain/contracts/buy-online.js';

const errorReply = {
  type: 'object',
  properties: {
    error: { type: 'object', additionalProperties: true, properties: { code: { type: 'string' }, message: { type: 'string' } } },
  },
} as const;

export const reservationConfigSchema = {
  tags: ['leads'],
  summary: 'Reservation fee, currency, payment vendor and soft-lock time of a listing',
  params: {
    type: 'object',
    required: ['listKey'],
    properties: { listKey: { type: 'string', minLength: 1, maxLength: 100 } },
  },
  response: {
    200: {
      type: 'object',
      properties: {
        data: {
          type: 'object',
          properties: {
            list_key: { type: 'string' },
            company_uuid: { type: 'string' },
            reservation_fee: { type: ['number', 'null'] },
            currency: { type: ['string', 'null'] },
            vendor_type: { type: 'string' },
            free_reservation: { type: 'boolean' },
            soft_lock_seconds: { type: 'integer' },
            stripe_publishable_key: { type: ['string', 'null'] },
            stripe_account_id: { type: ['string', 'null'] },
            phone_verification: { type: 'string', enum: ['off', 'required'] },
          },
        },
      },
    },
    404: errorReply,
  },
} as const;

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

export function registerReservationConfigRoute(app: FastifyInstance, ctx: AppContext, vendors: PaymentVendors): void {
  app.get<{ Params: { listKey: string } }>(
    '/api/reservation_config/:listKey',
    { schema: reservationConfigSchema },
    async (request): Promise<ReservationConfigReply> => {
      const listing = await ctx.db
        .selectFrom('listings')
        .select(['id', 'uuid', 'button_set'])
        .where('id', '=', request.params.listKey)
        .executeTakeFirst();
      if (!listing) throw new ApiFailure(404, 'listing_not_found', `No listing "${request.params.listKey}"`, 'listKey');
      const config = await readPaymentConfig(ctx.db, (message) => request.log.warn(message));
      const { fee, currency } = readButtonSet(listing.button_set);
      const browser = vendors.browserConfig(config);
      return {
        data: {
          list_key: listing.id,
          company_uuid: listing.uuid,
          reservation_fee: fee,
          currency,
          vendor_type: config.vendor.type,
          free_reservation: isFreeReservation(config.vendor.type),
          soft_lock_seconds: ctx.config.softLockSeconds,
          stripe_publishable_key: browser.stripePublishableKey,
          stripe_account_id: browser.stripeAccountId,
          phone_verification: await readPhoneVerification(ctx.db, (message) => request.log.warn(message)),
        },
      };
    },
  );
}
