/**
 * LOCAL_TEST: a stand-in card processor so the whole buy-online journey runs offline.
 *
 * It keeps its own ledger (`local_test_payments`) and, like a real processor, tells the shop the
 * outcome only through a signed webhook: `x-lrdx-signature: t=<unix seconds>,v1=<hex HMAC-SHA256
 * of "<t>.<raw body>">`. The shop verifies that signature exactly as it verifies Stripe's, so the
 * server marks an order paid only after a verified vendor confirmation, never on the browser's word.
 *
 * Test cards (Stripe's numbers, so the same habits work on both):
 *   4242 4242 4242 4242  succeeds (authorized with manual capture, paid with automatic)
 *   4000 0000 0000 0002  is declined (payment failed)
 *   4000 0000 0000 0119  times out: the processor never answers, the order stays pending
 */
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isPaymentStatus, type PaymentStatus } from '../../../domain/order.js';
import type { Database } from '../../db/schema.js';
import { PaymentVendorError, WebhookPayloadError, WebhookSignatureError, headerValue } from './types.js';
import type { CreatePaymentInput, CreatedPayment, PaymentEvent, PaymentVendor, RetrievedPayment, WebhookHeaders } from './types.js';

export const LOCAL_TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  timeout: '4000000000000119',
} as const;

export const LOCAL_TEST_SIGNATURE_HEADER = 'x-lrdx-signature';
/** Older signatures are refused, so a captured webhook cannot be replayed days later. */
const TOLERANCE_SECONDS = 300;

export interface LocalTestVendorOptions {
  db: Kysely<Database>;
  /** HMAC secret. Without LOCAL_TEST_WEBHOOK_SECRET each process draws its own: it signs only what it delivers to itself. */
  webhookSecret: string;
  now: () => number;
}

/** Drawn once per process, so every part of one server (buy online, leads) signs and verifies alike. */
const PROCESS_SECRET = randomBytes(32).toString('hex');

export function randomLocalSecret(): string {
  return PROCESS_SECRET;
}

export function signLocalTestPayload(secret: string, rawBody: string, timestampSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${timestampSeconds}.${rawBody}`).digest('hex');
  return `t=${timestampSeconds},v1=${mac}`;
}

export function verifyLocalTestSignature(secret: string, rawBody: string, header: string | undefined, nowMs: number): void {
  if (!header) throw new WebhookSignatureError(`Missing ${LOCAL_TEST_SIGNATURE_HEADER} header`);
  const parts = new Map(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(t)) throw new WebhookSignatureError('Signature without a timestamp');
  if (Math.abs(nowMs / 1000 - t) > TOLERANCE_SECONDS) throw new WebhookSignatureError('Signature timestamp outside the tolerance');
  const expected = Buffer.from(signLocalTestPayload(secret, rawBody, t).split('v1=')[1] ?? '', 'hex');
  const actual = Buffer.from(given, 'hex');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) throw new WebhookSignatureError('Signature does not match');
}

type LedgerStatus = 'requires_payment_method' | 'processing' | 'authorized' | 'paid' | 'failed' | 'cancelled';
/** What a void may still stop: money held, or no card yet. */
const CANCELLABLE: readonly LedgerStatus[] = ['requires_payment_method', 'processing', 'authorized'];

function ledgerToPaymentStatus(status: string): PaymentStatus {
  if (status === 'authorized' || status === 'paid' || status === 'failed' || status === 'cancelled') return status;
  return 'pending';
}

/** A webhook the simulated processor would post, ready for the webhook route. */
export interface SignedWebhook {
  rawBody: Buffer;
  headers: WebhookHeaders;
}

export type CardOutcome =
  | { kind: 'delivered'; status: PaymentStatus; webhook: SignedWebhook }
  | { kind: 'timeout' }
  | { kind: 'refused'; code: 'card_not_supported' | 'payment_not_found' | 'payment_already_processed'; message: string };

export interface LocalTestVendor extends PaymentVendor {
  /** The processor's side: charge a card against a payment and produce the signed outcome webhook. */
  payWithCard(reference: string, cardNumber: string): Promise<CardOutcome>;
}

const MAX_ID_LENGTH = 200;
const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= MAX_ID_LENGTH;

/** The verified body as an event; anything but `{ id, type, created?, data: { reference, status } }` is a WebhookPayloadError. */
export function parseLocalTestEvent(text: string): PaymentEvent {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new WebhookPayloadError('The webhook body is not valid JSON');
  }
  const event = (body && typeof body === 'object' ? body : {}) as { id?: unknown; type?: unknown; created?: unknown; data?: unknown };
  const data = (event.data && typeof event.data === 'object' ? event.data : {}) as { reference?: unknown; status?: unknown };
  if (!isId(event.id)) throw new WebhookPayloadError('The event has no id');
  if (!isId(event.type)) throw new WebhookPayloadError('The event has no type');
  if (!isId(data.reference)) throw new WebhookPayloadError('The event names no payment (data.reference)');
  if (!isPaymentStatus(data.status)) throw new WebhookPayloadError('The event has no known payment status (data.status)');
  if (event.created !== undefined && !(Number.isSafeInteger(event.created) && (event.created as number) > 0))
    throw new WebhookPayloadError('The event time (created) is not a positive whole number of milliseconds');
  return {
    id: event.id,
    type: event.type,
    reference: data.reference,
    status: data.status,
    occurredAt: typeof event.created === 'number' ? event.created : null,
  };
}

export function createLocalTestVendor(options: LocalTestVendorOptions): LocalTestVendor {
  const { db } = options;

  function signedEvent(type: string, reference: string, status: PaymentStatus): SignedWebhook {
    // `created` (epoch ms, like the event order Stripe gives with its `created`) orders late deliveries.
    const created = options.now();
    const body = JSON.stringify({ id: `evt_${randomUUID()}`, type, created, data: { reference, status } });
    const header = signLocalTestPayload(options.webhookSecret, body, Math.floor(created / 1000));
    return { rawBody: Buffer.from(body), headers: { [LOCAL_TEST_SIGNATURE_HEADER]: header, 'content-type': 'application/json' } };
  }

  return {
    type: 'LOCAL_TEST',
    takesPayment: true,

    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      const reference = `lt_pi_${randomUUID().replaceAll('-', '')}`;
      await db
        .insertInto('local_test_payments')
        .values({
          reference,
          amount: input.amount,
          currency: input.currency.toUpperCase(),
          vehicle_id: input.vehicleId,
          order_number: input.orderNumber ?? null,
          capture_method: input.captureMethod ?? 'manual',
          status: 'requires_payment_method',
          card_last4: null,
          created_at: new Date(options.now()).toISOString(),
        })
        .execute();
      return { reference, clientSecret: `${reference}_secret`, status: 'pending' };
    },

    async retrieve(reference): Promise<RetrievedPayment | undefined> {
      const row = await db.selectFrom('local_test_payments').selectAll().where('reference', '=', reference).executeTakeFirst();
      if (!row) return undefined;
      return {
        reference,
        status: ledgerToPaymentStatus(row.status),
        amount: row.amount,
        currency: row.currency,
        vehicleId: row.vehicle_id,
      };
    },

    async cancelPayment(reference): Promise<{ status: PaymentStatus }> {
      const updated = await db
        .updateTable('local_test_payments')
        .set({ status: 'cancelled' satisfies LedgerStatus })
        .where('reference', '=', reference)
        .where('status', 'in', [...CANCELLABLE])
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 1) return { status: 'cancelled' };
      const row = await db.selectFrom('local_test_payments').select('status').where('reference', '=', reference).executeTakeFirst();
      if (!row) throw new PaymentVendorError(`No local test payment ${reference}`, 'payment_not_found');
      if (row.status === 'cancelled') return { status: 'cancelled' };
      throw new PaymentVendorError(`Payment ${reference} is ${row.status}: it cannot be voided`, 'payment_not_cancellable');
    },

    async parseWebhook(rawBody: Buffer, headers: WebhookHeaders): Promise<PaymentEvent> {
      const text = rawBody.toString('utf8');
      verifyLocalTestSignature(options.webhookSecret, text, headerValue(headers, LOCAL_TEST_SIGNATURE_HEADER), options.now());
      return parseLocalTestEvent(text);
    },

    async payWithCard(reference, cardNumber): Promise<CardOutcome> {
      const card = cardNumber.replace(/[\s-]/g, '');
      const known = Object.values(LOCAL_TEST_CARDS) as string[];
      if (!known.includes(card)) {
        return { kind: 'refused', code: 'card_not_supported', message: `Use a test card: ${known.join(', ')}` };
      }
      const row = await db.selectFrom('local_test_payments').selectAll().where('reference', '=', reference).executeTakeFirst();
      if (!row) return { kind: 'refused', code: 'payment_not_found', message: `No local test payment ${reference}` };
      const next: LedgerStatus =
        card === LOCAL_TEST_CARDS.timeout
          ? 'processing'
          : card === LOCAL_TEST_CARDS.declined
            ? 'failed'
            : row.capture_method === 'automatic'
              ? 'paid'
              : 'authorized';
      // Only a payment still waiting for a card may be charged: a second click charges nothing.
      const updated = await db
        .updateTable('local_test_payments')
        .set({ status: next, card_last4: card.slice(-4) })
        .where('reference', '=', reference)
        .where('status', '=', 'requires_payment_method')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) {
        return { kind: 'refused', code: 'payment_already_processed', message: `Payment ${reference} was already processed` };
      }
      if (next === 'processing') return { kind: 'timeout' };
      const status = ledgerToPaymentStatus(next);
      const type = status === 'failed' ? 'payment.failed' : status === 'paid' ? 'payment.succeeded' : 'payment.authorized';
      return { kind: 'delivered', status, webhook: signedEvent(type, reference, status) };
    },
  };
}
