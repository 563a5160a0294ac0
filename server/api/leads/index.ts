/**
 * The lead service (docs/buy-online.md, "Leads and verification"): POST /api/leads, GET /api/leads/:id/salesforce_data,
 * POST /api/stripe/create_payment_intent, PUT /api/leads/:id/initialize_cancellation.
 * Leads reach the CRM only through the outbox worker (adapters/crm/outbox.ts).
 * POST /api/leads (create-lead-route.ts, idempotent with an Idempotency-Key) returns the lead's access
 * token (`data.access_token`); every other call about
 * the lead must present it (query `token`, or `payment_intent.access_token`). A missing or wrong
 * token answers exactly like an unknown lead (404 lead_not_found), so lead ids cannot be probed.
 * Registered as
 *   await app.register(async (scope) => registerLeadsApi(scope, ctx, services));
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_OUTBOX_POLICY, startCrmWorker, type OutboxPolicy } from '../../adapters/crm/index.js';
import type { AppContext } from '../../context.js';
import { ApiFailure } from '../../failure.js';
import { registerRateLimits } from '../../http/rate-limit/index.js';
import type { Services } from '../../services.js';
import { startPayment } from '../../orders/start-payment.js';
import { secretTokenMatches } from '../../auth/secret-tokens.js';
import { attachPayment, findLead, leadView, requestCancellation } from '../../leads/leads-repository.js';
import { registerWidgetCors } from '../../http/widget-cors.js';
import { registerCreateLeadRoute } from './create-lead-route.js';
import { registerReservationConfigRoute } from './reservation-config.js';
import { cancellationSchema, createPaymentIntentSchema, salesforceDataSchema } from './schemas.js';
import { voidHeldDeposit } from '../../leads/void-deposit.js';
import { syncLeadFromVendor } from '../../leads/sync-deposit.js';

export interface LeadsOptions {
  /** How often the outbox worker runs; 0 turns it off (tests drive processCrmOutbox themselves). */
  workerIntervalMs?: number;
  outboxPolicy?: OutboxPolicy;
}

export async function registerLeadsApi(
  scope: FastifyInstance,
  ctx: AppContext,
  services: Services,
  options: LeadsOptions = {},
): Promise<void> {
  // The handlers' request types come from the TypeBox schemas (docs/api-schemas.md).
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const { now, crm } = services;
  const { db } = ctx;
  const payments = services.orders;
  // The reservation and cancellation widgets on retailers' pages.
  registerWidgetCors(scope, ctx, {
    preflightPaths: ['/api/leads', '/api/leads/*', '/api/stripe/*', '/api/reservation_config/*'],
    tag: 'leads',
  });
  registerReservationConfigRoute(scope, ctx, services.payments);
  const limits = await registerRateLimits(scope, ctx, { now });

  /** The lead only for the holder of its token; anyone else cannot tell it from a lead that does not exist. */
  const leadOr404 = async (id: string, token: string | undefined, field = 'id') => {
    const lead = await findLead(db, id);
    if (!lead || !secretTokenMatches(lead.access_token_hash, token)) throw new ApiFailure(404, 'lead_not_found', `No lead ${id}`, field);
    return lead;
  };

  registerCreateLeadRoute(scope, db, limits, now);

  app.get('/api/leads/:id/salesforce_data', { schema: salesforceDataSchema }, async (request) => {
    let lead = await leadOr404(request.params.id, request.query.token);
    // Back from PayPal's or LiqPay's page: ask the vendor (PayPal's approved deposit is authorized here).
    if (await syncLeadFromVendor(payments, lead)) lead = (await findLead(db, lead.id)) ?? lead;
    return { data: await leadView(db, lead) };
  });

  app.put('/api/leads/:id/initialize_cancellation', { schema: cancellationSchema }, async (request) => {
    const { lead, orders } = await requestCancellation(db, await leadOr404(request.params.id, request.query.token), now());
    for (const order of orders) {
      request.log.info(
        { lead_id: lead.id, order_number: order.orderNumber, vehicle_id: order.vehicleId, vehicle_released: order.vehicleReleased },
        'order cancelled with its lead',
      );
    }
    // After the commit: the vendor's answer can neither undo nor delay the cancellation's effect on stock.
    const voided = await voidHeldDeposit(payments, lead);
    const fresh = voided === 'voided' ? ((await findLead(db, lead.id)) ?? lead) : lead;
    return { data: await leadView(db, fresh) };
  });

  app.post(
    '/api/stripe/create_payment_intent',
    { schema: createPaymentIntentSchema, config: limits.route('create_payment_intent', limits.config.payments) },
    async (request, reply) => {
      const body = request.body.payment_intent;
      const lead = await leadOr404(body.salesforce_lead_id, body.access_token, 'payment_intent.salesforce_lead_id');
      if (lead.payment_reference) {
        throw new ApiFailure(409, 'payment_already_created', 'This lead already has a payment', 'payment_intent.salesforce_lead_id', {
          payment_reference: lead.payment_reference,
        });
      }
      const started = await startPayment(payments, {
        amount: body.amount,
        currency: body.currency,
        vehicleId: body.vehicle_id,
        companyUuid: body.company_uuid,
        captureMethod: body.capture_method,
        stripeAccountId: body.stripe_account_id,
        returnUrl: body.return_url,
        cancelUrl: body.cancel_url,
        fieldPrefix: 'payment_intent',
      });
      if (!(await attachPayment(db, lead.id, started, now())))
        throw new ApiFailure(409, 'payment_already_created', 'This lead already has a payment', 'payment_intent.salesforce_lead_id');
      return reply.status(201).send({
        data: {
          id: started.reference,
          client_secret: started.clientSecret ?? null,
          status: started.status,
          vendor_type: started.vendorType,
          lead_id: lead.id,
          approve_url: started.approveUrl ?? null,
          checkout: started.checkout ?? null,
        },
      });
    },
  );

  // CRM_OUTBOX_INTERVAL_MS / CRM_OUTBOX_LEASE_MS (server/config.ts) unless a test passes its own.
  const configured = ctx.config.crmOutbox;
  const interval = options.workerIntervalMs ?? configured?.intervalMs ?? 5_000;
  const policy = options.outboxPolicy ?? (configured ? { ...DEFAULT_OUTBOX_POLICY, leaseMs: configured.leaseMs } : undefined);
  let stop: (() => void) | undefined;
  scope.addHook('onReady', async () => {
    if (interval <= 0) return;
    stop = startCrmWorker(db, crm, {
      intervalMs: interval,
      now,
      ...(policy ? { policy } : {}),
      onError: (error) => scope.log.warn({ err: error }, 'CRM outbox pass failed'),
    }).stop;
  });
  scope.addHook('onClose', async () => stop?.());
}
