/**
 * Route schemas of the buy-online routes, in TypeBox (docs/api-schemas.md): they validate bodies (a
 * bad body is a 400 with the offending field, from the application's error handler), document the
 * API at /api/docs and give the handlers their request types through the type provider.
 * Replies are described loosely (`additionalProperties: true`) so the serializer never drops a field.
 */
import { Type, type Static } from 'typebox';
import { DB_INT_MAX, dbIdSchema } from '../../http/db-int.js';
import { errorResponses } from '../../http/error-schema.js';
import { personalData } from '../../http/personal-data.js';
import { OpenObject, StringEnum } from '../../http/schemas/nullable.js';

/** `{ data }` (the shared DataAnswer) with a description of the answer. */
const dataReply = (description: string) => Type.Object({ data: OpenObject() }, { description });

const errors = errorResponses(400, 404, 409, 429, 503);

/** The client draws a random holder id once per journey (crypto.randomUUID()) and keeps it in its order storage. */
const holder = Type.String({
  minLength: 8,
  maxLength: 128,
  pattern: '^[A-Za-z0-9._:-]+$',
  description: 'Opaque id of the visitor holding the lock (client-generated, e.g. a UUID)',
});
const uuidLike = Type.String({ minLength: 1, maxLength: 200 });
const vehicleId = dbIdSchema;
const orderNumber = Type.String({ minLength: 1, maxLength: 40 });
const currency = Type.String({ pattern: '^[A-Za-z]{3}$' });
const accessToken = Type.String({ minLength: 1, maxLength: 200 });
const idempotencyKey = Type.String({ minLength: 8, maxLength: 200 });
/** Free-form members (metadata, lead attributes): `{ type: 'object', additionalProperties: true }` as OpenObject, typed as the services read them. */
const openRecord = Type.Unsafe<Record<string, unknown>>({ type: 'object', additionalProperties: true });
/** The order's access token (returned by POST /buy_online/orders), in the query: `token=` is redacted from the logs. */
const orderTokenDescription = 'The order access token from POST /buy_online/orders (needed whenever the call names an order)';
const orderTokenParam = Type.String({ maxLength: 200, description: orderTokenDescription });
// No minimum: an empty token is answered like a wrong one (404), never as a malformed request.
const orderTokenQuery = Type.Object({ token: Type.Optional(orderTokenParam) });
const orderParams = Type.Object({ number: orderNumber });

export const initLockSchema = {
  ...personalData,
  tags: ['buy-online'],
  summary: 'Take (or extend) the soft lock on a vehicle',
  body: Type.Object({ vehicle_id: vehicleId, company_uuid: Type.Optional(uuidLike), holder }),
  response: { 200: dataReply('The holder already had the lock: extended'), 201: dataReply('Lock granted'), ...errors },
};

export const releaseLockSchema = {
  ...personalData,
  tags: ['buy-online'],
  summary: 'Release a soft lock (only its holder can)',
  body: Type.Object({ lock_id: uuidLike, holder }),
  response: { 200: dataReply('Released'), ...errors },
};

export const lockStatusSchema = {
  ...personalData,
  tags: ['buy-online'],
  summary: 'Whether a soft lock is still live',
  params: Type.Object({ lockId: uuidLike }),
  response: { 200: dataReply('The lock'), ...errors },
};

const orderPayload = Type.Object({
  vehicle_id: vehicleId,
  lock_id: uuidLike,
  vehicle_vin: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  vendor_uuid: Type.Optional(uuidLike),
  paypal_order_id: Type.Optional(uuidLike),
  stripe_payment_intent_id: Type.Optional(uuidLike),
  liqpay_order_id: Type.Optional(uuidLike),
  payment_reference: Type.Optional(uuidLike),
  rdx_forms_lead_id: Type.Optional(uuidLike),
  lead_access_token: Type.Optional(accessToken),
  config_url: Type.Optional(Type.String({ maxLength: 2000 })),
  metadata: Type.Optional(openRecord),
  finance_option: Type.Optional(Type.String({ maxLength: 40 })),
  lead_attributes: Type.Optional(openRecord),
  confirmation_by_link: Type.Optional(Type.Boolean()),
  customer_email: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
  locale: Type.Optional(Type.String({ minLength: 2, maxLength: 10, default: 'en' })),
  idempotency_key: Type.Optional(idempotencyKey),
});

export const createOrderSchema = {
  ...personalData,
  tags: ['buy-online'],
  summary: 'Create an order (idempotent: send Idempotency-Key or idempotency_key)',
  headers: Type.Object({ 'idempotency-key': Type.Optional(idempotencyKey) }),
  body: Type.Object({ order: orderPayload, idempotency_key: Type.Optional(idempotencyKey) }),
  response: { 200: dataReply('The order this key already created'), 201: dataReply('Order created'), ...errors },
};

export const getOrderSchema = {
  ...personalData,
  tags: ['buy-online'],
  summary: 'An order by its number, for the holder of its access token (404 without it)',
  params: orderParams,
  querystring: orderTokenQuery,
  response: { 200: dataReply('The order'), ...errors },
};

export const confirmOrderSchema = {
  ...personalData,
  tags: ['buy-online'],
  summary: 'Confirm a paid (or authorized, or free-reservation) order: reserves the vehicle (needs the access token)',
  params: orderParams,
  querystring: orderTokenQuery,
  // Optional: the access token of the order's lead puts the cancellation link into the confirmation e-mail.
  body: Type.Object({ lead_access_token: Type.Optional(accessToken) }, { additionalProperties: false }),
  response: { 200: dataReply('The confirmed order'), ...errors },
};

export const cancelOrderSchema = {
  ...personalData,
  tags: ['buy-online'],
  summary:
    "Cancel an order with its access token (the receipt's cancellation link): releases its hold and car, voids a held payment; an order of a lead cancels the lead",
  params: orderParams,
  // The token is required here (400 without it); a wrong one is answered 404 as for an unknown order.
  querystring: Type.Object({ token: Type.String({ minLength: 1, maxLength: 200, description: orderTokenDescription }) }),
  response: { 200: dataReply('The cancelled order'), ...errors },
};

/** One value of the visitor's details: short text, a number, a tick or nothing. */
const inquiryValue = Type.Union([Type.String({ maxLength: 1000 }), Type.Number(), Type.Boolean(), Type.Null()]);
/** Free-form details of the visitor: a few short scalar values, not a document (MapOf with a size bound). */
const inquiryRecord = Type.Unsafe<Record<string, Static<typeof inquiryValue>>>({
  type: 'object',
  maxProperties: 30,
  additionalProperties: inquiryValue,
});

export const inquiryEmailSchema = {
  ...personalData,
  tags: ['buy-online'],
  summary: "Queue the inquiry e-mail to the retailer of the caller's order or lead (recipients come from the server)",
  body: Type.Object({
    order_number: Type.Optional(orderNumber),
    lead_id: Type.Optional(uuidLike),
    access_token: accessToken,
    // Accepted for existing callers and ignored (docs/buy-online.md): the retailer's address comes from the dealer's data.
    recipients: Type.Optional(Type.Array(Type.String({ maxLength: 254 }), { maxItems: 5 })),
    customer_data: inquiryRecord,
    vehicle_data: Type.Optional(inquiryRecord),
  }),
  response: { 202: dataReply('Queued'), ...errors },
};

export const paymentSchema = {
  ...personalData,
  tags: ['buy-online'],
  summary: 'Start a payment with the configured vendor (amount in minor units); naming an order needs its access token (?token=)',
  querystring: orderTokenQuery,
  body: Type.Object({
    payment: Type.Object({
      amount: Type.Integer({ minimum: 1, maximum: DB_INT_MAX }),
      currency,
      vehicle_id: vehicleId,
      company_uuid: uuidLike,
      capture_method: Type.Optional(StringEnum(['manual', 'automatic'])),
      stripe_account_id: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    }),
    order_number: Type.Optional(orderNumber),
  }),
  response: { 201: dataReply('The vendor payment'), ...errors },
};

/** A page the vendor sends the buyer back to: an absolute http(s) URL. */
const returnUrl = Type.String({ maxLength: 2000, pattern: '^https?://[^\\s]+$' });
/** An amount in major units, above 0. */
const majorAmount = Type.Number({ exclusiveMinimum: 0, maximum: DB_INT_MAX });

export const paypalCreateOrderSchema = {
  ...personalData,
  tags: ['buy-online'],
  summary: 'Create a PayPal order (amount in major units); naming an order needs its access token (?token=)',
  querystring: orderTokenQuery,
  body: Type.Object({
    order: Type.Object({
      amount_value: majorAmount,
      amount_currency_code: currency,
      company_uuid: uuidLike,
      vehicle_id: vehicleId,
    }),
    order_number: Type.Optional(orderNumber),
    // Where PayPal's approval page sends the buyer back: approved, cancelled.
    return_url: Type.Optional(returnUrl),
    cancel_url: Type.Optional(returnUrl),
  }),
  response: { 201: dataReply('The PayPal order'), ...errors },
};

export const liqpayCheckoutSchema = {
  ...personalData,
  tags: ['buy-online'],
  summary: 'Signed LiqPay checkout form data (amount in major units); naming an order needs its access token (token)',
  querystring: Type.Object({
    company_uuid: uuidLike,
    amount: majorAmount,
    currency,
    vehicle_id: vehicleId,
    description: Type.Optional(Type.String({ maxLength: 500 })),
    language: Type.Optional(Type.String({ maxLength: 5 })),
    paytypes: Type.Optional(Type.String({ maxLength: 200 })),
    result_url: Type.Optional(returnUrl),
    order_number: Type.Optional(orderNumber),
    token: Type.Optional(orderTokenParam),
  }),
  response: { 200: dataReply('{ url, data, signature }'), ...errors },
};

export const webhookSchema = {
  tags: ['buy-online'],
  summary: 'Payment vendor notifications (signature-verified; replays are ignored)',
  params: Type.Object({ vendor: StringEnum(['stripe', 'paypal', 'liqpay', 'local_test']) }),
  response: { 200: dataReply('Received'), ...errors },
};

export const localTestPaySchema = {
  ...personalData,
  tags: ['buy-online'],
  summary: 'LOCAL_TEST vendor only: pay with a test card (4242… succeeds, …0002 declined, …0119 times out)',
  body: Type.Object({ reference: uuidLike, card_number: Type.String({ pattern: '^[0-9 -]{12,23}$' }) }),
  response: {
    200: dataReply('Outcome delivered by signed webhook'),
    202: dataReply('Processing: no answer from the processor'),
    ...errors,
  },
};

export const buttonSetSchema = {
  tags: ['buy-online'],
  summary: "A listing's order-online button set, listing uuid, payment vendor type and soft-lock length",
  params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
  response: { 200: dataReply('The button set'), ...errorResponses(404) },
};
