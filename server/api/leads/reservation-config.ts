/**
 * GET /api/reservation_config/:listKey (answered by server/leads/reservation-config.ts) — what the
 * reservation widget needs before a visitor pays:
 * the listing's company uuid (the `company_uuid` of a payment), its reservation fee and currency
 * (its 'extended' button set), the payment vendor type (free reservation when NO_PAYMENT_JAPAN) and
 * the soft-lock time, whether the phone must be verified by SMS (`buy_online.phone_verification`), and for Stripe the publishable key and Connect account the card step uses.
 * None of it is secret; the listings table itself is not public, so without
 * this route a browser could not fill in a payment request the server then accepts.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { PaymentVendors } from '../../adapters/payments/index.js';
import type { AppContext } from '../../context.js';
import { ApiFailure } from '../../failure.js';
import { readReservationConfig } from '../../leads/reservation-config.js';
import { errorResponses } from '../../http/error-schema.js';
import { Nullable, StringEnum } from '../../http/schemas/nullable.js';
import type { ReservationConfigReply } from '../../../domain/contracts/buy-online.js';

export const reservationConfigSchema = {
  tags: ['leads'],
  summary: 'Reservation fee, currency, payment vendor and soft-lock time of a listing',
  params: Type.Object({ listKey: Type.String({ minLength: 1, maxLength: 100 }) }),
  response: {
    200: Type.Partial(
      Type.Object({
        data: Type.Partial(
          Type.Object({
            list_key: Type.String(),
            company_uuid: Type.String(),
            reservation_fee: Nullable('number'),
            currency: Nullable('string'),
            vendor_type: Type.String(),
            free_reservation: Type.Boolean(),
            soft_lock_seconds: Type.Integer(),
            stripe_publishable_key: Nullable('string'),
            stripe_account_id: Nullable('string'),
            phone_verification: StringEnum(['off', 'required']),
          }),
        ),
      }),
    ),
    ...errorResponses(404),
  },
};

export function registerReservationConfigRoute(scope: FastifyInstance, ctx: AppContext, vendors: PaymentVendors): void {
  // The handler's params and answer types come from the TypeBox schema (docs/api-schemas.md).
  scope
    .withTypeProvider<TypeBoxTypeProvider>()
    .get('/api/reservation_config/:listKey', { schema: reservationConfigSchema }, async (request): Promise<ReservationConfigReply> => {
      const { listKey } = request.params;
      const data = await readReservationConfig(ctx.db, vendors, listKey, ctx.config.softLockSeconds, (message) =>
        request.log.warn(message),
      );
      if (!data) throw new ApiFailure(404, 'listing_not_found', `No listing "${listKey}"`, 'listKey');
      return { data };
    });
}
