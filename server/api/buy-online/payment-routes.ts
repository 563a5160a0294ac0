/**
 * Payment routes: start a payment with the configured vendor, PayPal create order, LiqPay checkout
 * data, vendor webhooks (raw body for signatures) and the LOCAL_TEST card simulator.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { toMinorUnits } from '../../../domain/order.js';
import { PaymentVendorError, readPaymentConfig } from '../../adapters/payments/index.js';
import { ApiFailure } from '../../failure.js';
import { findOrder } from '../../orders/confirm-order.js';
import type { BuyOnlineDeps } from '../../orders/deps.js';
import type { RateLimits } from '../../http/rate-limit/index.js';
import { toOrderView } from '../../orders/order-mapper.js';
import { receiveWebhook } from '../../orders/receive-webhook.js';
import { liqpayCheckoutSchema, localTestPaySchema, paymentSchema, paypalCreateOrderSchema, webhookSchema } from './schemas.js';
import { startPayment, type StartedPayment } from '../../orders/start-payment.js';
import type { StartedPaymentBody } from '../../../domain/contracts/buy-online.js';
import { vendorUnavailable } from '../../orders/vendor-unavailable.js';

function paymentBody(payment: StartedPayment): StartedPaymentBody {
  return {
    vendor_type: payment.vendorType,
    reference: payment.reference,
    status: payment.status,
    client_secret: payment.clientSecret ?? null,
    approve_url: payment.approveUrl ?? null,
    checkout: payment.checkout ?? null,
  };
}

export function registerPaymentRoutes(parent: FastifyInstance, deps: BuyOnlineDeps, limits: RateLimits): void {
  // The handlers' request and answer types come from the TypeBox schemas (docs/api-schemas.md).
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const payments = limits.config.payments;
  app.post('/buy_online/payment', { schema: paymentSchema, config: limits.route('payment', payments) }, async (request, reply) => {
    const { payment, order_number: orderNumber } = request.body;
    const started = await startPayment(deps, {
      amount: payment.amount,
      currency: payment.currency,
      vehicleId: payment.vehicle_id,
      companyUuid: payment.company_uuid,
      captureMethod: payment.capture_method,
      stripeAccountId: payment.stripe_account_id,
      orderNumber,
      orderToken: request.query.token,
      fieldPrefix: 'payment',
    });
    return reply.status(201).send({ data: paymentBody(started) });
  });

  const paypal = { schema: paypalCreateOrderSchema, config: limits.route('paypal_create_order', payments) };
  app.post('/buy_online/paypal/create_order', paypal, async (request, reply) => {
    const { order, order_number: orderNumber, return_url: returnUrl, cancel_url: cancelUrl } = request.body;
    const started = await startPayment(deps, {
      returnUrl,
      cancelUrl,
      amount: toMinorUnits(order.amount_value, order.amount_currency_code),
      currency: order.amount_currency_code,
      vehicleId: order.vehicle_id,
      companyUuid: order.company_uuid,
      orderNumber,
      orderToken: request.query.token,
      expectVendor: 'PAYPAL',
      fieldPrefix: 'order',
    });
    return reply.status(201).send({ data: { id: started.reference, status: started.status, approve_url: started.approveUrl ?? null } });
  });

  app.get('/buy_online/liqpay/checkout_data', { schema: liqpayCheckoutSchema }, async (request) => {
    const query = request.query;
    const started = await startPayment(deps, {
      amount: toMinorUnits(query.amount, query.currency),
      currency: query.currency,
      vehicleId: query.vehicle_id,
      companyUuid: query.company_uuid,
      orderNumber: query.order_number,
      orderToken: query.token,
      description: query.description,
      returnUrl: query.result_url,
      expectVendor: 'LIQPAY',
      fieldPrefix: 'query',
    });
    if (!started.checkout) throw new Error('LiqPay vendor returned no checkout form');
    return { data: { ...started.checkout, order_id: started.reference } };
  });

  // Signatures are computed over the exact bytes the vendor sent: this scope keeps the body raw.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    // The body is the raw Buffer, not a schema's: the path parameter's type comes from the schema (Static).
    scope.post<{ Params: Static<typeof webhookSchema.params>; Body: Buffer }>(
      '/buy_online/webhooks/:vendor',
      { schema: webhookSchema },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const applied = await receiveWebhook(deps, request.params.vendor, raw, request.headers);
        return { data: { received: true, replayed: applied.replayed, order_number: applied.orderNumber, changed: applied.changed } };
      },
    );
  });

  // The LOCAL_TEST processor, played by the server itself: the outcome reaches the order only
  // through the same signed-webhook path a real vendor uses. It names a payment, not an order: the
  // reference is random and handed only to whoever started the payment (with the order's token).
  app.post(
    '/buy_online/local_test/pay',
    { schema: localTestPaySchema, config: limits.route('local_test_pay', payments) },
    async (request, reply) => {
      const config = await readPaymentConfig(deps.db, deps.log.warn);
      if (config.vendor.type !== 'LOCAL_TEST')
        throw new ApiFailure(404, 'not_found', 'The local test vendor is not the configured payment vendor', 'reference');
      // Throws in production without ALLOW_TEST_PAYMENTS=1 (test-payments-guard.ts), as a payment start does.
      try {
        deps.vendors.forType('LOCAL_TEST');
      } catch (error) {
        if (error instanceof PaymentVendorError) throw vendorUnavailable(deps.log, error, 'reference');
        throw error;
      }
      const outcome = await deps.vendors.localTest.payWithCard(request.body.reference, request.body.card_number);
      if (outcome.kind === 'refused') {
        throw new ApiFailure(
          outcome.code === 'payment_already_processed' ? 409 : 400,
          outcome.code,
          outcome.message,
          outcome.code === 'card_not_supported' ? 'card_number' : 'reference',
        );
      }
      if (outcome.kind === 'timeout') return reply.status(202).send({ data: { status: 'processing', reference: request.body.reference } });
      const applied = await receiveWebhook(deps, 'local_test', outcome.webhook.rawBody, outcome.webhook.headers);
      const order = applied.orderNumber ? await findOrder(deps.db, applied.orderNumber) : undefined;
      return { data: { status: outcome.status, reference: request.body.reference, order: order ? toOrderView(order) : null } };
    },
  );
}
