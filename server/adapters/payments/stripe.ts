/**
 * Stripe through the official server library: payment intents (capture_method 'manual' holds the
 * reservation fee until the order is confirmed), Stripe Connect through the `stripeAccount`
 * request option, and webhooks verified with `stripe.webhooks.constructEvent`.
 */
import Stripe from 'stripe';
import type { PaymentStatus } from '../../../domain/order.js';
import { WebhookPayloadError, WebhookSignatureError, headerValue } from './types.js';
import type { CreatePaymentInput, CreatedPayment, PaymentEvent, PaymentVendor, RetrievedPayment, WebhookHeaders } from './types.js';

export interface StripeVendorOptions {
  secretKey: string;
  webhookSecret: string | undefined;
  /** Tests pass a client pointed elsewhere; production builds one from the key. */
  client?: Stripe;
  /** STRIPE_API_BASE: a local fake of Stripe's API for tests (`http://127.0.0.1:12111`); unset in production. */
  apiBase?: string;
}

/** The server library's host/port/protocol options for an API base URL. */
export function stripeHostOptions(apiBase: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}

/** A payment intent's status, in our forward-only terms. */
export function stripeIntentStatus(status: string): PaymentStatus {
  switch (status) {
    case 'requires_capture':
      return 'authorized';
    case 'succeeded':
      return 'paid';
    case 'canceled':
      return 'cancelled';
    default:
      // requires_payment_method, requires_confirmation, requires_action, processing: not yet.
      return 'pending';
  }
}

/** Webhook event types we act on, and what they mean for the order. */
const EVENT_STATUS: Readonly<Record<string, PaymentStatus>> = {
  'payment_intent.amount_capturable_updated': 'authorized',
  'payment_intent.succeeded': 'paid',
  'payment_intent.payment_failed': 'failed',
  'payment_intent.canceled': 'cancelled',
  'charge.refunded': 'refunded',
};

function referenceOf(event: Stripe.Event): string | null {
  const object = (event.data?.object ?? {}) as { object?: string; id?: string; payment_intent?: string | { id: string } | null };
  if (object.object === 'payment_intent') return object.id ?? null;
  if (object.object === 'charge') {
    const intent = object.payment_intent;
    return typeof intent === 'string' ? intent : (intent?.id ?? null);
  }
  return null;
}

export function createStripeVendor(options: StripeVendorOptions): PaymentVendor {
  const stripe =
    options.client ??
    new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(options.apiBase ? stripeHostOptions(options.apiBase) : {}),
    });

  return {
    type: 'STRIPE',
    takesPayment: true,

    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: input.currency.toLowerCase(),
          capture_method: input.captureMethod ?? 'manual',
          automatic_payment_methods: { enabled: true },
          description: input.description,
          metadata: { vehicle_id: String(input.vehicleId), ...(input.orderNumber ? { order_number: input.orderNumber } : {}) },
        },
        {
          ...(input.connectedAccountId ? { stripeAccount: input.connectedAccountId } : {}),
          // A retried create for the same order must not open a second intent.
          ...(input.orderNumber ? { idempotencyKey: `lrdx-payment-${input.orderNumber}` } : {}),
        },
      );
      return { reference: intent.id, clientSecret: intent.client_secret ?? undefined, status: stripeIntentStatus(intent.status) };
    },

    async retrieve(reference, retrieveOptions): Promise<RetrievedPayment | undefined> {
      try {
        const intent = await stripe.paymentIntents.retrieve(
          reference,
          {},
          retrieveOptions?.connectedAccountId ? { stripeAccount: retrieveOptions.connectedAccountId } : {},
        );
        const vehicleId = Number(intent.metadata?.vehicle_id);
        return {
          reference: intent.id,
          status: stripeIntentStatus(intent.status),
          amount: intent.amount,
          currency: intent.currency.toUpperCase(),
          vehicleId: Number.isInteger(vehicleId) ? vehicleId : null,
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return undefined;
        throw error;
      }
    },

    async cancelPayment(reference, cancelOptions): Promise<{ status: PaymentStatus }> {
      const intent = await stripe.paymentIntents.cancel(
        reference,
        { cancellation_reason: 'requested_by_customer' },
        cancelOptions?.connectedAccountId ? { stripeAccount: cancelOptions.connectedAccountId } : {},
      );
      return { status: stripeIntentStatus(intent.status) };
    },

    async parseWebhook(rawBody: Buffer, headers: WebhookHeaders): Promise<PaymentEvent> {
      if (!options.webhookSecret) throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not set: Stripe webhooks cannot be verified');
      const signature = headerValue(headers, 'stripe-signature');
      if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'Stripe signature did not verify');
      }
      // Signed by Stripe yet not an event we can read (a hand-made body): refused, never applied.
      if (typeof event.id !== 'string' || typeof event.type !== 'string' || !event.data || typeof event.data.object !== 'object')
        throw new WebhookPayloadError('The Stripe event has no id, type or data.object');
      const created = typeof event.created === 'number' && Number.isFinite(event.created) ? event.created * 1000 : null;
      return {
        id: event.id,
        type: event.type,
        reference: referenceOf(event),
        status: EVENT_STATUS[event.type] ?? null,
        occurredAt: created,
      };
    },
  };
}
