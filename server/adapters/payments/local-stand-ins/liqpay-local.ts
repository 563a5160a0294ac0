/**
 * The local LiqPay stand-in: when no LIQPAY_PUBLIC_KEY / LIQPAY_PRIVATE_KEY are set (and test
 * payments are allowed), the real LiqPay adapter (../liqpay.ts) signs with a key pair drawn for
 * this process, its checkout form goes to our own local checkout page
 * (server/api/buy-online/local-vendor-pages.ts) and its status requests are answered in-process.
 * The page's outcome reaches the order exactly as LiqPay's does: a `data` + `signature` callback
 * that the adapter's own parseWebhook verifies.
 */
import { randomBytes } from 'node:crypto';
import { liqpayForm, verifyLiqPaySignature, type LiqPayKeys } from '../liqpay.js';

export const LOCAL_LIQPAY_CHECKOUT_PATH = '/local-vendors/liqpay/checkout';
/** Never resolved on the network: the adapter's status requests to it are answered by `fetch` below. */
export const LOCAL_LIQPAY_API_URL = 'http://liqpay.local.invalid/api/request';

/** The checkout parameters the shop signed (liqpay.ts LiqPayCheckoutParams, as LiqPay decodes them). */
export interface LocalLiqPayCheckout {
  action: string;
  amount: number;
  currency: string;
  description: string;
  order_id: string;
  result_url?: string;
  language?: string;
}

export interface LocalLiqPay {
  keys: LiqPayKeys;
  fetch: typeof fetch;
  /** The decoded form when its signature is the shop's; undefined for anything else. */
  readCheckout(data: string, signature: string): LocalLiqPayCheckout | undefined;
  /** The buyer paid (`success`) or the card was refused (`failure`) on the local page: the signed callback body. */
  settle(checkout: LocalLiqPayCheckout, outcome: 'success' | 'failure', now: number): { rawBody: Buffer; headers: Record<string, string> };
}

export function createLocalLiqPay(): LocalLiqPay {
  const keys: LiqPayKeys = { publicKey: 'sandbox_local_public', privateKey: randomBytes(24).toString('hex') };
  const statuses = new Map<string, string>();

  const localFetch: typeof fetch = async (input, init) => {
    const form = new URLSearchParams(await new Request(input, init).text());
    const data = form.get('data') ?? '';
    const reply = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    if (!verifyLiqPaySignature(keys.privateKey, data, form.get('signature') ?? ''))
      return reply({ result: 'error', status: 'error', err_code: 'invalid_signature' });
    const request = JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as { order_id?: string };
    const status = statuses.get(request.order_id ?? '');
    return reply(status ? { result: 'ok', status } : { result: 'error', status: 'error', err_code: 'payment_not_found' });
  };

  return {
    keys,
    fetch: localFetch,
    readCheckout(data, signature) {
      if (!verifyLiqPaySignature(keys.privateKey, data, signature)) return undefined;
      try {
        const parsed = JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as Partial<LocalLiqPayCheckout>;
        if (typeof parsed.order_id !== 'string' || typeof parsed.amount !== 'number' || typeof parsed.currency !== 'string')
          return undefined;
        return { action: 'pay', description: '', ...parsed } as LocalLiqPayCheckout;
      } catch {
        return undefined;
      }
    },
    settle(checkout, outcome, now) {
      // LiqPay answers a successful hold with hold_wait, a payment with success.
      const status = outcome === 'failure' ? 'failure' : checkout.action === 'hold' ? 'hold_wait' : 'success';
      statuses.set(checkout.order_id, status);
      const { data, signature } = liqpayForm(keys, {
        payment_id: Number.parseInt(randomBytes(4).toString('hex'), 16),
        action: checkout.action,
        status,
        type: 'buy',
        paytype: 'card',
        amount: checkout.amount,
        currency: checkout.currency,
        description: checkout.description,
        order_id: checkout.order_id,
        create_date: now,
        end_date: now,
        ...(outcome === 'failure' ? { err_code: 'limit', err_description: 'Card declined (local stand-in)' } : {}),
      });
      return {
        rawBody: Buffer.from(new URLSearchParams({ data, signature }).toString()),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      };
    },
  };
}
