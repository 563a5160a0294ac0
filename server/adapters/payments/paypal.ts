/**
 * PayPal over its REST API with fetch (no SDK): OAuth client-credentials token, create order
 * (intent AUTHORIZE for manual capture), read an order, and webhooks verified by PayPal's own
 * verify-webhook-signature call. `fetch` and the base URL are injectable so tests shape requests offline.
 */
import { currencyDecimals, fromMinorUnits, toMinorUnits, type PaymentStatus } from '../../../domain/order.js';
import { PaymentVendorError, WebhookSignatureError, headerValue } from './types.js';
import type { CreatePaymentInput, CreatedPayment, PaymentEvent, PaymentVendor, RetrievedPayment, WebhookHeaders } from './types.js';

export interface PayPalVendorOptions {
  clientId: string;
  clientSecret: string;
  /** https://api-m.sandbox.paypal.com or https://api-m.paypal.com */
  baseUrl: string;
  /** The webhook's id in the PayPal dashboard; needed to verify notifications. */
  webhookId: string | undefined;
  fetch?: typeof fetch;
}

const EVENT_STATUS: Readonly<Record<string, PaymentStatus>> = {
  'PAYMENT.AUTHORIZATION.CREATED': 'authorized',
  'PAYMENT.AUTHORIZATION.VOIDED': 'cancelled',
  'PAYMENT.CAPTURE.COMPLETED': 'paid',
  'PAYMENT.CAPTURE.DENIED': 'failed',
  'PAYMENT.CAPTURE.REFUNDED': 'refunded',
};

interface PayPalOrder {
  id: string;
  status: string;
  intent?: string;
  links?: { rel: string; href: string }[];
  purchase_units?: { custom_id?: string; amount?: { currency_code: string; value: string } }[];
}

export function paypalOrderStatus(order: Pick<PayPalOrder, 'status' | 'intent'>): PaymentStatus {
  if (order.status === 'COMPLETED') return order.intent === 'AUTHORIZE' ? 'authorized' : 'paid';
  if (order.status === 'VOIDED') return 'cancelled';
  return 'pending';
}

/** The create-order body PayPal expects; exported for tests. */
export function paypalOrderBody(input: CreatePaymentInput): Record<string, unknown> {
  const value = fromMinorUnits(input.amount, input.currency).toFixed(currencyDecimals(input.currency));
  return {
    intent: input.captureMethod === 'automatic' ? 'CAPTURE' : 'AUTHORIZE',
    purchase_units: [
      {
        reference_id: input.orderNumber ?? `vehicle-${input.vehicleId}`,
        custom_id: String(input.vehicleId),
        description: input.description,
        amount: { currency_code: input.currency.toUpperCase(), value },
      },
    ],
    // Where PayPal's approval page sends the buyer back (the widget's checkout page).
    ...(input.returnUrl
      ? {
          payment_source: {
            paypal: {
              experience_context: {
                return_url: input.returnUrl,
                cancel_url: input.cancelUrl ?? input.returnUrl,
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
              },
            },
          },
        }
      : {}),
  };
}

export function createPayPalVendor(options: PayPalVendorOptions): PaymentVendor {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/$/, '');

  async function accessToken(): Promise<string> {
    const response = await doFetch(`${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    if (!response.ok) throw new PaymentVendorError(`PayPal token request failed with ${response.status}`, 'payment_vendor_error');
    const body = (await response.json()) as { access_token?: string };
    if (!body.access_token) throw new PaymentVendorError('PayPal returned no access token', 'payment_vendor_error');
    return body.access_token;
  }

  async function call<T>(
    path: string,
    init: { method: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; body: T }> {
    const token = await accessToken();
    const response = await doFetch(`${base}${path}`, {
      method: init.method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
  }

  return {
    type: 'PAYPAL',
    takesPayment: true,
    syncOnRead: true,

    async createPayment(input): Promise<CreatedPayment> {
      const headers: Record<string, string> = input.orderNumber ? { 'PayPal-Request-Id': `lrdx-payment-${input.orderNumber}` } : {};
      const { status, body } = await call<PayPalOrder>('/v2/checkout/orders', { method: 'POST', body: paypalOrderBody(input), headers });
      if (status >= 300) throw new PaymentVendorError(`PayPal create order failed with ${status}`, 'payment_vendor_error');
      const approve = body.links?.find((link) => link.rel === 'approve' || link.rel === 'payer-action')?.href;
      return { reference: body.id, status: paypalOrderStatus(body), ...(approve ? { approveUrl: approve } : {}) };
    },

    async retrieve(reference): Promise<RetrievedPayment | undefined> {
      const path = `/v2/checkout/orders/${encodeURIComponent(reference)}`;
      const read = await call<PayPalOrder>(path, { method: 'GET' });
      if (read.status === 404) return undefined;
      if (read.status >= 300) throw new PaymentVendorError(`PayPal order lookup failed with ${read.status}`, 'payment_vendor_error');
      let { body } = read;
      if (body.status === 'APPROVED') {
        // The buyer approved on PayPal's page; the money moves only when the shop authorizes (or
        // captures) the order. The request id makes a second read's call the same one, not a second hold.
        const verb = body.intent === 'CAPTURE' ? 'capture' : 'authorize';
        const done = await call<PayPalOrder>(`${path}/${verb}`, {
          method: 'POST',
          body: {},
          headers: { 'PayPal-Request-Id': `lrdx-${verb}-${reference}` },
        });
        if (done.status >= 300 && done.status !== 422)
          throw new PaymentVendorError(`PayPal ${verb} failed with ${done.status}`, 'payment_vendor_error');
        // 422 (already authorized, or the payer's funding failed): PayPal's current view decides.
        // The answer's purchase units carry the authorization, not the amount: only its status is taken.
        body = done.status === 422 ? (await call<PayPalOrder>(path, { method: 'GET' })).body : { ...body, status: done.body.status };
      }
      const unit = body.purchase_units?.[0];
      const currency = unit?.amount?.currency_code ?? null;
      const vehicleId = Number(unit?.custom_id);
      return {
        reference: body.id,
        status: paypalOrderStatus(body),
        amount: unit?.amount && currency ? toMinorUnits(Number(unit.amount.value), currency) : null,
        currency,
        vehicleId: Number.isInteger(vehicleId) ? vehicleId : null,
      };
    },

    async parseWebhook(rawBody: Buffer, headers: WebhookHeaders): Promise<PaymentEvent> {
      if (!options.webhookId) throw new WebhookSignatureError('PAYPAL_WEBHOOK_ID is not set: PayPal webhooks cannot be verified');
      let event: {
        id?: string;
        event_type?: string;
        create_time?: string;
        resource?: { id?: string; supplementary_data?: { related_ids?: { order_id?: string } } };
      };
      try {
        event = JSON.parse(rawBody.toString('utf8')) as typeof event;
      } catch {
        throw new WebhookSignatureError('PayPal webhook body is not JSON');
      }
      const names = [
        'paypal-transmission-id',
        'paypal-transmission-time',
        'paypal-cert-url',
        'paypal-auth-algo',
        'paypal-transmission-sig',
      ];
      const values = names.map((name) => headerValue(headers, name));
      if (values.some((value) => !value)) throw new WebhookSignatureError('Missing PayPal transmission headers');
      const { body } = await call<{ verification_status?: string }>('/v1/notifications/verify-webhook-signature', {
        method: 'POST',
        body: {
          transmission_id: values[0],
          transmission_time: values[1],
          cert_url: values[2],
          auth_algo: values[3],
          transmission_sig: values[4],
          webhook_id: options.webhookId,
          webhook_event: event,
        },
      });
      if (body.verification_status !== 'SUCCESS') throw new WebhookSignatureError('PayPal did not verify the webhook signature');
      if (!event.id || !event.event_type) throw new WebhookSignatureError('PayPal webhook without id or event_type');
      const reference = event.resource?.supplementary_data?.related_ids?.order_id ?? null;
      const created = typeof event.create_time === 'string' ? Date.parse(event.create_time) : NaN;
      return {
        id: event.id,
        type: event.event_type,
        reference,
        status: EVENT_STATUS[event.event_type] ?? null,
        occurredAt: Number.isFinite(created) ? created : null,
      };
    },
  };
}
