/**
 * The local PayPal stand-in: when no PAYPAL_CLIENT_ID / PAYPAL_CLIENT_SECRET are set (and test
 * payments are allowed), the real PayPal adapter (../paypal.ts) talks to this instead of PayPal.
 * It answers the adapter's REST calls in-process (its `fetch`, never the network): token, create
 * order, read, authorize/capture; and it keeps the orders the local approval page
 * (server/api/buy-online/local-vendor-pages.ts) approves or cancels, as PayPal's checkout page does.
 * Orders live in this process's memory: a restart forgets unpaid local orders, as it should.
 */
import { randomBytes } from 'node:crypto';

/** Never resolved on the network: the adapter's requests to it are answered by `fetch` below. */
export const LOCAL_PAYPAL_BASE_URL = 'http://paypal.local.invalid';
/** The approval page (PayPal's `checkoutnow?token=`), served by our server. */
export const LOCAL_PAYPAL_APPROVE_PATH = '/local-vendors/paypal/checkoutnow';

export type LocalPayPalStatus = 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';

export interface LocalPayPalOrder {
  id: string;
  intent: 'AUTHORIZE' | 'CAPTURE';
  status: LocalPayPalStatus;
  amount: { currency_code: string; value: string };
  customId: string | null;
  referenceId: string | null;
  returnUrl: string | null;
  cancelUrl: string | null;
}

export interface LocalPayPal {
  fetch: typeof fetch;
  order(id: string): LocalPayPalOrder | undefined;
  /** The buyer approved on the local page: where PayPal would send them (return_url?token=…&PayerID=…). */
  approve(id: string): string | null;
  /** The buyer cancelled: the order stays unpaid; where PayPal would send them (cancel_url?token=…). */
  cancel(id: string): string | null;
}

interface CreateBody {
  intent?: string;
  purchase_units?: { reference_id?: string; custom_id?: string; amount?: { currency_code?: string; value?: string } }[];
  payment_source?: { paypal?: { experience_context?: { return_url?: string; cancel_url?: string } } };
}

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function withQuery(url: string | null, params: Record<string, string>): string | null {
  if (!url) return null;
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.toString();
}

function view(order: LocalPayPalOrder) {
  return {
    id: order.id,
    intent: order.intent,
    status: order.status,
    purchase_units: [{ reference_id: order.referenceId, custom_id: order.customId, amount: order.amount }],
    links: [{ rel: 'payer-action', href: `${LOCAL_PAYPAL_APPROVE_PATH}?token=${order.id}`, method: 'GET' }],
  };
}

export function createLocalPayPal(): LocalPayPal {
  const orders = new Map<string, LocalPayPalOrder>();
  const byRequestId = new Map<string, string>();

  async function handle(url: URL, method: string, headers: Headers, text: string): Promise<Response> {
    if (url.pathname === '/v1/oauth2/token' && method === 'POST')
      return json(200, { access_token: 'local-paypal-token', token_type: 'Bearer' });
    // The stand-in sends no webhooks, so nothing it could be asked to verify is genuine.
    if (url.pathname === '/v1/notifications/verify-webhook-signature') return json(200, { verification_status: 'FAILURE' });
    if (url.pathname === '/v2/checkout/orders' && method === 'POST') {
      const requestId = headers.get('paypal-request-id');
      const known = requestId ? orders.get(byRequestId.get(requestId) ?? '') : undefined;
      if (known) return json(200, view(known));
      const body = JSON.parse(text || '{}') as CreateBody;
      const unit = body.purchase_units?.[0];
      const context = body.payment_source?.paypal?.experience_context;
      const order: LocalPayPalOrder = {
        id: `LOCALPP${randomBytes(8).toString('hex').toUpperCase()}`,
        intent: body.intent === 'CAPTURE' ? 'CAPTURE' : 'AUTHORIZE',
        status: 'PAYER_ACTION_REQUIRED',
        amount: { currency_code: unit?.amount?.currency_code ?? 'USD', value: unit?.amount?.value ?? '0' },
        customId: unit?.custom_id ?? null,
        referenceId: unit?.reference_id ?? null,
        returnUrl: context?.return_url ?? null,
        cancelUrl: context?.cancel_url ?? context?.return_url ?? null,
      };
      orders.set(order.id, order);
      if (requestId) byRequestId.set(requestId, order.id);
      return json(201, view(order));
    }
    const match = /^\/v2\/checkout\/orders\/([^/]+)(?:\/(authorize|capture))?$/.exec(url.pathname);
    const order = match ? orders.get(decodeURIComponent(match[1] ?? '')) : undefined;
    if (!match || !order) return json(404, { name: 'RESOURCE_NOT_FOUND', message: 'The specified resource does not exist.' });
    if (!match[2] && method === 'GET') return json(200, view(order));
    if (match[2] && method === 'POST') {
      if (order.status === 'COMPLETED')
        return json(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_AUTHORIZED' }] });
      if (order.status !== 'APPROVED') return json(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] });
      order.status = 'COMPLETED';
      return json(201, view(order));
    }
    return json(405, { name: 'METHOD_NOT_SUPPORTED' });
  }

  const localFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    return handle(new URL(request.url), request.method, request.headers, await request.text());
  };

  return {
    fetch: localFetch,
    order: (id) => orders.get(id),
    approve(id) {
      const order = orders.get(id);
      if (!order) return null;
      if (order.status === 'PAYER_ACTION_REQUIRED') order.status = 'APPROVED';
      return withQuery(order.returnUrl, { token: order.id, PayerID: 'LOCALPAYER' });
    },
    cancel(id) {
      const order = orders.get(id);
      return order ? withQuery(order.cancelUrl, { token: order.id }) : null;
    },
  };
}
