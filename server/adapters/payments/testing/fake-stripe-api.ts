/**
 * A small local stand-in for Stripe's API, for tests only (never started by the product). The server
 * library reaches it through STRIPE_API_BASE; a test's fake Stripe.js in the browser confirms intents
 * through it. Like Stripe, it answers a confirmation by the card typed and then sends the signed
 * webhook to the lrdx server, so the order or lead moves only through the verified webhook path.
 *
 *   POST /v1/payment_intents              create (form-encoded, Idempotency-Key honoured)
 *   GET  /v1/payment_intents/:id          retrieve
 *   POST /v1/payment_intents/:id/confirm  { client_secret, card_number }: 4242… authorises (or pays, with
 *                                         automatic capture), 4000 0000 0000 0002 is declined with
 *                                         Stripe's own message, anything else is an incorrect number.
 *
 * Run alone: `PORT=… WEBHOOK_URL=… STRIPE_WEBHOOK_SECRET=… node --import tsx <this file>`.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import Stripe from 'stripe';

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  capture_method: string;
  client_secret: string;
  status: string;
  metadata: Record<string, string>;
  last_payment_error: { code: string; message: string } | null;
  /** The Connect account the intent was created on (Stripe-Account header), if any. */
  account: string | null;
}

export interface FakeStripeApiOptions {
  /** Where signed webhooks go (the lrdx server's /buy_online/webhooks/stripe); none are sent without it. */
  webhookUrl?: string | undefined;
  webhookSecret: string;
}

export interface FakeStripeApi {
  url: string;
  intents: Map<string, FakeIntent>;
  /** Where the next webhooks go (a test's app may listen only after the fake started). */
  setWebhookUrl(url: string): void;
  close(): Promise<void>;
}

/** Stripe's messages for the test cards (what Stripe.js shows a visitor in English). */
export const DECLINED_MESSAGE = 'Your card was declined.';
export const INCORRECT_NUMBER_MESSAGE = 'Your card number is incorrect.';

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const signer = new Stripe('sk_test_fake_signer');

async function readBody(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if ((request.headers['content-type'] ?? '').includes('application/json')) {
    const parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)]));
  }
  return Object.fromEntries(new URLSearchParams(text));
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
  response.end(JSON.stringify(body));
}

const publicIntent = ({ account: _account, ...intent }: FakeIntent) => intent;

export async function startFakeStripeApi(options: FakeStripeApiOptions, port = 0): Promise<FakeStripeApi> {
  const intents = new Map<string, FakeIntent>();
  const byIdempotencyKey = new Map<string, string>();
  let webhookUrl = options.webhookUrl;

  async function deliver(type: string, intent: FakeIntent): Promise<void> {
    if (!webhookUrl) return;
    const payload = JSON.stringify({
      id: id('evt'),
      object: 'event',
      type,
      ...(intent.account ? { account: intent.account } : {}),
      data: { object: publicIntent(intent) },
    });
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret });
    const reply = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    });
    if (!reply.ok) throw new Error(`webhook ${type} answered ${reply.status}`);
  }

  async function confirm(intent: FakeIntent, body: Record<string, string>, response: ServerResponse): Promise<void> {
    if (body.client_secret !== intent.client_secret) {
      send(response, 400, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } });
      return;
    }
    const card = (body.card_number ?? body['payment_method_data[card][number]'] ?? '').replace(/\D/g, '');
    if (card === '4242424242424242') {
      intent.status = intent.capture_method === 'manual' ? 'requires_capture' : 'succeeded';
      intent.last_payment_error = null;
      await deliver(intent.status === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.amount_capturable_updated', intent);
      send(response, 200, publicIntent(intent));
      return;
    }
    const declined = card === '4000000000000002';
    const error = declined
      ? { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: DECLINED_MESSAGE }
      : { type: 'card_error', code: 'incorrect_number', message: INCORRECT_NUMBER_MESSAGE };
    intent.status = 'requires_payment_method';
    intent.last_payment_error = { code: error.code, message: error.message };
    if (declined) await deliver('payment_intent.payment_failed', intent);
    send(response, 402, { error: { ...error, payment_intent: publicIntent(intent) } });
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const body = request.method === 'POST' ? await readBody(request) : {};
    const match = /^\/v1\/payment_intents(?:\/([^/]+))?(\/confirm)?$/.exec(url.pathname);
    if (!match) return send(response, 404, { error: { type: 'invalid_request_error', message: `No route ${url.pathname}` } });
    const [, intentId, confirming] = match;
    if (!intentId && request.method === 'POST') {
      const key = request.headers['idempotency-key'];
      const known = typeof key === 'string' ? intents.get(byIdempotencyKey.get(key) ?? '') : undefined;
      if (known) return send(response, 200, publicIntent(known));
      const intentIdNew = id('pi');
      const metadata = Object.fromEntries(
        Object.entries(body)
          .filter(([k]) => k.startsWith('metadata['))
          .map(([k, v]) => [k.slice('metadata['.length, -1), v]),
      );
      const account = request.headers['stripe-account'];
      const intent: FakeIntent = {
        id: intentIdNew,
        object: 'payment_intent',
        amount: Number(body.amount),
        currency: body.currency ?? 'usd',
        capture_method: body.capture_method ?? 'automatic',
        client_secret: `${intentIdNew}_secret_${randomBytes(8).toString('hex')}`,
        status: 'requires_payment_method',
        metadata,
        last_payment_error: null,
        account: typeof account === 'string' ? account : null,
      };
      intents.set(intent.id, intent);
      if (typeof key === 'string') byIdempotencyKey.set(key, intent.id);
      return send(response, 200, publicIntent(intent));
    }
    const intent = intentId ? intents.get(intentId) : undefined;
    if (!intent)
      return send(response, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } });
    if (confirming && request.method === 'POST') return confirm(intent, body, response);
    if (!confirming && request.method === 'GET') return send(response, 200, publicIntent(intent));
    return send(response, 405, { error: { type: 'invalid_request_error', message: 'Method not allowed' } });
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) =>
      send(response, 500, { error: { type: 'api_error', message: error instanceof Error ? error.message : String(error) } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    intents,
    setWebhookUrl: (url) => void (webhookUrl = url),
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const api = await startFakeStripeApi(
    { webhookUrl: process.env.WEBHOOK_URL, webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? '' },
    Number(process.env.PORT ?? 0),
  );
  console.log(`fake Stripe API on ${api.url}`);
}
