/**
 * Orders: create (idempotent), read (two paths, both of which callers use; docs/buy-online.md, "Reading an order"), confirm, cancel (by the
 * buyer, with the order's token: ../../leads/cancel-held-order.ts), inquiry e-mail.
 * Creation returns the order's access token (`data.access_token`); reading and confirming need it
 * (`?token=`, order-access.ts) and show only the order's view (order-mapper.ts toOrderView).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ApiFailure } from '../../failure.js';
import { confirmOrder, findOrder } from '../../orders/confirm-order.js';
import { syncFromVendor } from '../../orders/payment-status.js';
import { createOrder } from '../../orders/create-order.js';
import type { BuyOnlineDeps } from '../../orders/deps.js';
import type { RateLimits } from '../../http/rate-limit/index.js';
import { sendInquiryEmail } from '../../orders/inquiry-email.js';
import { orderForHolder } from '../../orders/order-access.js';
import { toOrder, toOrderView } from '../../orders/order-mapper.js';
import type { OrderCreatedReply, OrderReply } from '../../../domain/contracts/buy-online.js';
import { cancelHeldOrder } from '../../leads/cancel-held-order.js';
import { cancelOrderSchema, confirmOrderSchema, createOrderSchema, getOrderSchema, inquiryEmailSchema } from './schemas.js';

export function registerOrderRoutes(scope: FastifyInstance, deps: BuyOnlineDeps, limits: RateLimits): void {
  // The handlers' request and answer types come from the TypeBox schemas (docs/api-schemas.md).
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/buy_online/orders',
    { schema: createOrderSchema, config: limits.route('orders', limits.config.orders) },
    async (request, reply) => {
      const key = request.headers['idempotency-key'] ?? request.body.idempotency_key ?? request.body.order.idempotency_key;
      if (!key)
        throw new ApiFailure(
          400,
          'idempotency_key_required',
          'Send an Idempotency-Key header (or idempotency_key) so a retry cannot create a second order',
          'idempotency_key',
        );
      const { order, created, accessToken } = await createOrder(deps, request.body.order, key);
      const body: OrderCreatedReply = { data: { ...toOrder(order), access_token: accessToken } };
      return reply.status(created ? 201 : 200).send(body);
    },
  );

  const getOrder = async (request: { params: { number: string }; query: { token?: string } }): Promise<OrderReply> => {
    let order = await orderForHolder(deps.db, request.params.number, request.query.token);
    // A buyer back from PayPal's or LiqPay's page reads the order next: ask the vendor (syncOnRead).
    if (order.payment_status === 'pending' && order.payment_reference && vendorSyncsOnRead(deps, order.vendor_type)) {
      await syncFromVendor(deps, order);
      order = (await findOrder(deps.db, order.order_number)) ?? order;
    }
    return { data: toOrderView(order) };
  };
  app.get('/buy_online/orders/:number', { schema: getOrderSchema }, getOrder);
  app.get('/orders/:number', { schema: getOrderSchema }, getOrder);

  app.put(
    '/buy_online/orders/:number/confirm',
    {
      schema: confirmOrderSchema,
      // The body is optional: a confirm without one validates as `{}`.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => {
      await orderForHolder(deps.db, request.params.number, request.query.token, 'order_number');
      const order = await confirmOrder(deps, request.params.number, {
        leadAccessToken: request.body?.lead_access_token,
        orderAccessToken: request.query.token,
      });
      return { data: toOrderView(order) };
    },
  );

  app.put(
    '/buy_online/orders/:number/cancel',
    { schema: cancelOrderSchema, config: limits.route('order_cancel', limits.config.orderCancel) },
    async (request) => {
      const order = await orderForHolder(deps.db, request.params.number, request.query.token);
      return { data: toOrderView(await cancelHeldOrder(deps, order)) };
    },
  );

  app.put(
    '/buy_online/orders/send_inquiry_email',
    { schema: inquiryEmailSchema, config: limits.route('inquiry_email', limits.config.inquiryEmail) },
    async (request, reply) => reply.status(202).send({ data: await sendInquiryEmail(deps, request.body) }),
  );
}

function vendorSyncsOnRead(deps: BuyOnlineDeps, type: string): boolean {
  try {
    return deps.vendors.forType(type).syncOnRead === true;
  } catch {
    return false; // not configured any more: the order is read as it is
  }
}
