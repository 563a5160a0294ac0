/**
 * GET /api/reservation_config/:listKey (answered by server/leads/reservation-config.ts) — what the
 * reservation widget needs before a visitor pays:
 * the listing's company uuid (the `company_uuid` of a payment), its reservation fee and currency
 * (its 'extended' button set), the payment vendor type (free reservation when NO_PAYMENT_JAPAN) and
 * the soft-lock time, whether the phone must be verified by SMS (`buy_online.phone_verification`), and for Stripe the publishable key and Connect account the card step uses.
 * None of it is secret; the listings table itself is not public, so without
 * this route a browser could not fill in a payment request the server then accepts.
 */
import type { FastifyInstance } from 'fastify';
import type { PaymentVendors } from '../../adapters/payments/index.js';
import type { AppContext } from '../../context.js';
import { ApiFailure } from '../../http/failure.js';
import { readReservationConfig } from '../../leads/reservation-config.js';
import { errorResponses } from '../../http/error-schema.js';
import type { ReservationConfigReply } from '../../../domain/contracts/buy-online.js';

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
    ...errorResponses(404),
  },
} as const;

export function registerReservationConfigRoute(app: FastifyInstance, ctx: AppContext, vendors: PaymentVendors): void {
  app.get<{ Params: { listKey: string } }>(
    '/api/reservation_config/:listKey',
    { schema: reservationConfigSchema },
    async (request): Promise<ReservationConfigReply> => {
      const { listKey } = request.params;
      const data = await readReservationConfig(ctx.db, vendors, listKey, ctx.config.softLockSeconds, (message) =>
        request.log.warn(message),
      );
      if (!data) throw new ApiFailure(404, 'listing_not_found', `No listing "${listKey}"`, 'listKey');
      return { data };
    },
  );
}
