/**
 * JSON schemas of the buy-online routes: they validate bodies (a bad body is a 400 with the
 * offending field, from the application's error handler) and document the API at /api/docs.
 * Replies are described loosely (`additionalProperties: true`) so the serializer never drops a field.
 */
import { DB_INT_MAX, dbIdSchema } from '../../http/db-int.js';
import { errorResponses } from '../../http/error-schema.js';
import { personalData } from '../../http/personal-data.js';

const dataReply = (description: string) =>
  ({ type: 'object', description, properties: { data: { type: 'object', additionalProperties: true } } }) as const;

const errors = errorResponses(400, 404, 409, 429, 503);

/** The client draws a random holder id once per journey (crypto.randomUUID()) and keeps it in its order storage. */
const holder = {
  type: 'string',
  minLength: 8,
  maxLength: 128,
  pattern: '^[A-Za-z0-9._:-]+$',
  description: 'Opaque id of the visitor holding the lock (client-generated, e.g. a UUID)',
} as const;
const uuidLike = { type: 'string', minLength: 1, maxLength: 200 } as const;
const vehicleId = dbIdSchema;
const orderNumber = { type: 'string', minLength: 1, maxLength: 40 } as const;
const currency = { type: 'string', pattern: '^[A-Za-z]{3}$' } as const;
const accessToken = { type: 'string', minLength: 1, maxLength: 200 } as const;
/** The order's access token (returned by POST /buy_online/orders), in the query: `token=` is redacted from the logs. */
const orderTokenParam = {
  type: 'string',
  maxLength: 200,
  description: 'The order access token from POST /buy_online/orders (needed whenever the call names an order)',
} as const;
const orderTokenQuery = {
  type: 'object',
  // No minimum: an empty token is answered like a wrong one (404), never as a malformed request.
  properties: { token: orderTokenParam },
} as const;

export const initLockSchema = {
  ...personalData,
  tags: ['buy-online'],
  summary: 'Take (or extend) the soft lock on a vehicle',
  body: {
    type: 'object',
    required: ['vehicle_id', 'holder'],
    properties: { vehicle_id: vehicleId, company_uuid: uuidLike, holder },
  },
  response: { 200: dataReply('The holder already had the lock: extended'), 201: dataReply('Lock granted'), ...errors },
} as const;

export const releaseLockSchema = {
  ...personalData,
  tags: ['buy-online'],
  summary: 'Release a soft lock (only its holder can)',
  body: { type: 'object', required: ['lock_id', 'holder'], properties: { lock_id: uuidLike, holder } },
  response: { 200: dataReply('Released'), ...errors },
} as const;

export const lockStatusSchema = {
  ...personalData,
  tags: ['buy-online'],
  summary: 'Whether a soft lock is still live',
  params: { type: 'object', required: ['lockId'], properties: { lockId: uuidLike } },
  response: { 200: dataReply('The lock'), ...errors },
} as const;

const orderPayload = {
  type: 'object',
  required: ['vehicle_id', 'lock_id'],
  properties: {
    vehicle_id: vehicleId,
    lock_id: uuidLike,
    vehicle_vin: { type: 'string', minLength: 1, maxLength: 40 },
    vendor_uuid: uuidLike,
    paypal_order_id: uuidLike,
    stripe_payment_intent_id: uuidLike,
    liqpay_order_id: uuidLike,
    payment_reference: uuidLike,
    rdx_forms_lead_id: uuidLike,
    lead_access_token: { type: 'string', minLength: 1, maxLength: 200 },
    config_url: { type: 'string', maxLength: 2000 },
    metadata: { type: 'object', additionalProperties: true },
    finance_option: { type: 'string', maxLength: 40 },
    lead_attributes: { type: 'object', additionalProperties: true },
    confirmation_by_link: { type: 'boolean' },
    customer_email: { type: 'string', format: 'email', maxLength: 254 },
    locale: { type: 'string', minLength: 2, maxLength: 10, default: 'en' },
    idempotency_key: { type: 'string', minLength: 8, maxLength: 200 },
  },
} as const;

export const createOrderSchema = {
  ...personalData,
  tags: ['buy-online'],
  summary: 'Create an order (idempotent: send Idempotency-Key or idempotency_key)',
  headers: { type: 'object', properties: { 'idempotency-key': { type: 'string', minLength: 8, maxLength: 200 } } },
  body: {
    type: 'object',
    required: ['order'],
    properties: { order: orderPayload, idempotency_key: { type: 'string', minLength: 8, maxLength: 200 } },
  },
  response: { 200: dataReply('The order this key already created'), 201: dataReply('Order created'), ...errors },
} as const;

export const getOrderSchema = {
  ...personalData,
  tags: ['buy-online'],
  summary: 'An order by its number, for the holder of its access token (404 without it)',
  params: { type: 'object', required: ['number'], properties: { number: orderNumber } },
  querystring: orderTokenQuery,
  response: { 200: dataReply('The order'), ...errors },
} as const;

export const confirmOrderSchema = {
  ...personalData,
  tags: ['buy-online'],
  summary: 'Confirm a paid (or authorized, or free-reservation) order: reserves the vehicle (needs the access token)',
  params: { type: 'object', required: ['number'], properties: { number: orderNumber } },
  querystring: orderTokenQuery,
  // Optional: the access token of the order's lead puts the cancellation link into the confirmation e-mail.
  body: {
    type: 'object',
    additionalProperties: false,
    properties: { lead_access_token: { type: 'string', minLength: 1, maxLength: 200 } },
  },
  response: { 200: dataReply('The confirmed order'), ...errors },
} as const;

export const cancelOrderSchema = {
  ...personalData,
  tags: ['buy-online'],
  summary:
    "Cancel an order with its access token (the receipt's cancellation link): releases its hold and car, voids a held payment; an order of a lead cancels the lead",
  params: { type: 'object', required: ['number'], properties: { number: orderNumber } },
  // The token is required here (400 without it); a wrong one is answered 404 as for an unknown order.
  querystring: { type: 'object', required: ['token'], properties: { token: { ...orderTokenParam, minLength: 1 } } },
  response: { 200: dataReply('The cancelled order'), ...errors },
} as const;

/** Free-form details of the visitor: a few short scalar values, not a document. */
const inquiryRecord = {
  type: 'object',
  maxProperties: 30,
  additionalProperties: { anyOf: [{ type: 'string', maxLength: 1000 }, { type: 'number' }, { type: 'boolean' }, { type: 'null' }] },
} as const;

export const inquiryEmailSchema = {
  ...personalData,
  tags: ['buy-online'],
  summary: "Queue the inquiry e-mail to the retailer of the caller's order or lead (recipients come from the server)",
  body: {
    type: 'object',
    required: ['access_token', 'customer_data'],
    properties: {
      order_number: orderNumber,
      lead_id: uuidLike,
      access_token: accessToken,
      // Accepted for existing callers and ignored (docs/buy-online.md): the retailer's address comes from the dealer's data.
      recipients: { type: 'array', maxItems: 5, items: { type: 'string', maxLength: 254 } },
      customer_data: inquiryRecord,
      vehicle_data: inquiryRecord,
    },
  },
  response: { 202: dataReply('Queued'), ...errors },
} as const;

export const paymentSchema = {
  ...personalData,
  tags: ['buy-online'],
  summary: 'Start a payment with the configured vendor (amount in minor units); naming an order needs its access token (?token=)',
  querystring: orderTokenQuery,
  body: {
    type: 'object',
    required: ['payment'],
    properties: {
      payment: {
        type: 'object',
        required: ['amount', 'currency', 'vehicle_id', 'company_uuid'],
        properties: {
          amount: { type: 'integer', minimum: 1, maximum: DB_INT_MAX },
          currency,
          vehicle_id: vehicleId,
          company_uuid: uuidLike,
          capture_method: { type: 'string', enum: ['manual', 'automatic'] },
          stripe_account_id: { type: 'string', minLength: 1, maxLength: 100 },
        },
      },
      order_number: orderNumber,
    },
  },
  response: { 201: dataReply('The vendor payment'), ...errors },
} as const;

/** A page the vendor sends the buyer back to: an absolute http(s) URL. */
const returnUrl = { type: 'string', maxLength: 2000, pattern: '^https?://[^\\s]+$' } as const;

export const paypalCreateOrderSchema = {
  ...personalData,
  tags: ['buy-online'],
  summary: 'Create a PayPal order (amount in major units); naming an order needs its access token (?token=)',
  querystring: orderTokenQuery,
  body: {
    type: 'object',
    required: ['order'],
    properties: {
      order: {
        type: 'object',
        required: ['amount_value', 'amount_currency_code', 'company_uuid', 'vehicle_id'],
        properties: {
          amount_value: { type: 'number', exclusiveMinimum: 0, maximum: DB_INT_MAX },
          amount_currency_code: currency,
          company_uuid: uuidLike,
          vehicle_id: vehicleId,
        },
      },
      order_number: orderNumber,
      // Where PayPal's approval page sends the buyer back: approved, cancelled.
      return_url: returnUrl,
      cancel_url: returnUrl,
    },
  },
  response: { 201: dataReply('The PayPal order'), ...errors },
} as const;

export const liqpayCheckoutSchema = {
  ...personalData,
  tags: ['buy-online'],
  summary: 'Signed LiqPay checkout form data (amount in major units); naming an order needs its access token (token)',
  querystring: {
    type: 'object',
    required: ['company_uuid', 'amount', 'currency', 'vehicle_id'],
    properties: {
      company_uuid: uuidLike,
      amount: { type: 'number', exclusiveMinimum: 0, maximum: DB_INT_MAX },
      currency,
      vehicle_id: vehicleId,
      description: { type: 'string', maxLength: 500 },
      language: { type: 'string', maxLength: 5 },
      paytypes: { type: 'string', maxLength: 200 },
      result_url: returnUrl,
      order_number: orderNumber,
      token: orderTokenParam,
    },
  },
  response: { 200: dataReply('{ url, data, signature }'), ...errors },
} as const;

export const webhookSchema = {
  tags: ['buy-online'],
  summary: 'Payment vendor notifications (signature-verified; replays are ignored)',
  params: {
    type: 'object',
    required: ['vendor'],
    properties: { vendor: { type: 'string', enum: ['stripe', 'paypal', 'liqpay', 'local_test'] } },
  },
  response: { 200: dataReply('Received'), ...errors },
} as const;

export const localTestPaySchema = {
  ...personalData,
  tags: ['buy-online'],
  summary: 'LOCAL_TEST vendor only: pay with a test card (4242… succeeds, …0002 declined, …0119 times out)',
  body: {
    type: 'object',
    required: ['reference', 'card_number'],
    properties: { reference: uuidLike, card_number: { type: 'string', pattern: '^[0-9 -]{12,23}$' } },
  },
  response: {
    200: dataReply('Outcome delivered by signed webhook'),
    202: dataReply('Processing: no answer from the processor'),
    ...errors,
  },
} as const;
