/** Orders: create (idempotent), read (two paths, as the spec lists both), confirm, inquiry e-mail. */
import type { FastifyInstance } from 'fastify';
import type { OrderPayload } from '../../../domain/order.js';
import { enqueueEmail } from '../../adapters/email/outbox.js';
import { ApiFailure } from '../../http/failure.js';
import { confirmOrder, findOrder } from '../../orders/confirm-order.js';
import { createOrder } from '../../orders/create-order.js';
import type { BuyOnlineDeps } from '../../orders/deps.js';
import type { RateLimits } from '../../http/rate-limit/index.js';
import { toOrder } from '../../orders/order-mapper.js';
import { confirmOrderSchema, createOrderSchema, getOrderSchema, inquiryEmailSchema } from './schemas.js';

interface InquiryBody {
  recipients: string[];
  customer_data: Record<string, unknown>;
  vehicle_data: Record<string, unknown>;
}

function describeRecord(title: string, record: Record<string, unknown>): string {
  const lines = Object.entries(record).map(([key, value]) => `  ${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`);
  return `${title}\n${lines.join('\n')}`;
}

export function registerOrderRoutes(app: FastifyInstance, deps: BuyOnlineDeps, limits: RateLimits): void {
  app.post<{ Body: { order: OrderPayload; idempotency_key?: string }; Headers: { 'idempotency-key'?: string } }>(
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
      const { order, created } = await createOrder(deps, request.body.order, key);
      return reply.status(created ? 201 : 200).send({ data: toOrder(order) });
    },
  );

  const getOrder = async (request: { params: { number: string } }) => {
    const order = await findOrder(deps.db, request.params.number);
    if (!order) throw new ApiFailure(404, 'order_not_found', `No order ${request.params.number}`, 'number');
    return { data: toOrder(order) };
  };
  app.get<{ Params: { number: string } }>('/buy_online/orders/:number', { schema: getOrderSchema }, getOrder);
  app.get<{ Params: { number: string } }>('/orders/:number', { schema: getOrderSchema }, getOrder);

  app.put<{ Params: { number: string }; Body: { lead_access_token?: string } | undefined }>(
    '/buy_online/orders/:number/confirm',
    {
      schema: confirmOrderSchema,
      // The body is optional: a confirm without one validates as `{}`.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => {
      const order = await confirmOrder(deps, request.params.number, { leadAccessToken: request.body?.lead_access_token });
      return { data: toOrder(order) };
    },
  );

  app.put<{ Body: InquiryBody }>('/buy_online/orders/send_inquiry_email', { schema: inquiryEmailSchema }, async (request, reply) => {
    const { recipients, customer_data: customer, vehicle_data: vehicle } = request.body;
    const body = `${describeRecord('Customer', customer)}\n\n${describeRecord('Vehicle', vehicle)}`;
    const subject = `Vehicle inquiry${typeof vehicle.vin === 'string' ? ` — ${vehicle.vin}` : ''}`;
    const now = deps.now();
    await deps.db.transaction().execute(async (trx) => {
      for (const to of new Set(recipients)) await enqueueEmail(trx, { to, subject, body }, now);
    });
    return reply.status(202).send({ data: { queued: new Set(recipients).size } });
  });
}
