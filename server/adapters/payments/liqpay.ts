/**
 * LiqPay: the checkout form is `data` (base64 of the JSON parameters) and `signature`
 * (base64 of sha1(private_key + data + private_key)); its server callbacks carry the same pair,
 * verified the same way. The signing is pure and exported for tests.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { fromMinorUnits, type PaymentStatus } from '../../../domain/order.js';
import { PaymentVendorError, WebhookPayloadError, WebhookSignatureError } from './types.js';
import type { CreatePaymentInput, CreatedPayment, PaymentEvent, PaymentVendor, RetrievedPayment } from './types.js';

export const LIQPAY_CHECKOUT_URL = 'https://www.liqpay.ua/api/3/checkout';
const LIQPAY_API_URL = 'https://www.liqpay.ua/api/request';

export interface LiqPayKeys {
  publicKey: string;
  privateKey: string;
}

export interface LiqPayVendorOptions extends LiqPayKeys {
  /** Where LiqPay posts its callbacks (our /buy_online/webhooks/liqpay). */
  serverUrl?: string | undefined;
  /** The checkout page the browser posts the form to; the local stand-in's page when no real keys are set. */
  checkoutUrl?: string | undefined;
  /** The status API; the local stand-in answers it in-process (its `fetch`). */
  apiUrl?: string | undefined;
  fetch?: typeof fetch;
}

export function liqpaySignature(privateKey: string, data: string): string {
  return createHash('sha1')
    .update(privateKey + data + privateKey)
    .digest('base64');
}

export interface LiqPayCheckoutParams {
  action: 'pay' | 'hold';
  amount: number; // major units, as LiqPay expects
  currency: string;
  description: string;
  order_id: string;
  language?: string | undefined;
  paytypes?: string | undefined;
  result_url?: string | undefined;
  server_url?: string | undefined;
}

/** Any LiqPay API request: base64 JSON (undefined members dropped by JSON.stringify) and its signature. */
export function liqpayForm(keys: LiqPayKeys, params: object): { data: string; signature: string } {
  const data = Buffer.from(JSON.stringify({ version: 3, public_key: keys.publicKey, ...params }), 'utf8').toString('base64');
  return { data, signature: liqpaySignature(keys.privateKey, data) };
}

/** The signed checkout form: `{ data, signature }` plus the URL to post it to. */
export function liqpayCheckoutData(keys: LiqPayKeys, params: LiqPayCheckoutParams): { url: string; data: string; signature: string } {
  return { url: LIQPAY_CHECKOUT_URL, ...liqpayForm(keys, params) };
}

/** Constant-time check of a callback's signature. */
export function verifyLiqPaySignature(privateKey: string, data: string, signature: string): boolean {
  const expected = Buffer.from(liqpaySignature(privateKey, data));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function liqpayStatus(status: string | undefined): PaymentStatus {
  switch (status) {
    case 'success':
      return 'paid';
    case 'hold_wait':
      return 'authorized';
    case 'failure':
    case 'error':
      return 'failed';
    case 'reversed':
      return 'refunded';
    default:
      return 'pending';
  }
}

export function createLiqPayVendor(options: LiqPayVendorOptions): PaymentVendor {
  const doFetch = options.fetch ?? fetch;
  return {
    type: 'LIQPAY',
    takesPayment: true,
    syncOnRead: true,

    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      // LiqPay's order_id is ours: the order number, or a fresh id when the order is not created yet.
      const orderId = input.orderNumber ?? `lrdx-${input.vehicleId}-${crypto.randomUUID()}`;
      const checkout = liqpayCheckoutData(options, {
        action: input.captureMethod === 'automatic' ? 'pay' : 'hold',
        amount: fromMinorUnits(input.amount, input.currency),
        currency: input.currency.toUpperCase(),
        description: input.description ?? `Reservation of vehicle ${input.vehicleId}`,
        order_id: orderId,
        server_url: options.serverUrl,
        result_url: input.returnUrl,
      });
      return { reference: orderId, status: 'pending', checkout: { ...checkout, url: options.checkoutUrl ?? checkout.url } };
    },

    async retrieve(reference): Promise<RetrievedPayment | undefined> {
      const form = liqpayForm(options, { action: 'status', order_id: reference });
      const response = await doFetch(options.apiUrl ?? LIQPAY_API_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ data: form.data, signature: form.signature }).toString(),
      });
      if (!response.ok) throw new PaymentVendorError(`LiqPay status request failed with ${response.status}`, 'payment_vendor_error');
      const body = (await response.json()) as { status?: string; amount?: number; currency?: string; err_code?: string };
      if (body.err_code === 'payment_not_found') return undefined;
      return { reference, status: liqpayStatus(body.status), amount: null, currency: body.currency ?? null, vehicleId: null };
    },

    async parseWebhook(rawBody: Buffer): Promise<PaymentEvent> {
      const form = new URLSearchParams(rawBody.toString('utf8'));
      const data = form.get('data');
      const signature = form.get('signature');
      if (!data || !signature || !verifyLiqPaySignature(options.privateKey, data, signature)) {
        throw new WebhookSignatureError('LiqPay callback signature did not verify');
      }
      let payload: {
        payment_id?: number | string;
        order_id?: string;
        status?: string;
        action?: string;
        end_date?: number;
        create_date?: number;
      };
      try {
        payload = JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as typeof payload;
      } catch {
        throw new WebhookPayloadError('The LiqPay callback data is not JSON');
      }
      if (
        !payload ||
        typeof payload !== 'object' ||
        typeof payload.status !== 'string' ||
        (payload.order_id ?? payload.payment_id) === undefined
      )
        throw new WebhookPayloadError('The LiqPay callback has no order_id or status');
      // LiqPay times are epoch ms: the status change's end, else the payment's creation.
      const at =
        typeof payload.end_date === 'number' ? payload.end_date : typeof payload.create_date === 'number' ? payload.create_date : null;
      // LiqPay sends one callback per status change and has no event id: payment and status make one.
      const id = `${payload.payment_id ?? payload.order_id}:${payload.status}`;
      const status = liqpayStatus(payload.status);
      return {
        id,
        type: `${payload.action ?? 'pay'}.${payload.status}`,
        reference: typeof payload.order_id === 'string' ? payload.order_id : null,
        status: status === 'pending' ? null : status,
        occurredAt: at,
      };
    },
  };
}
