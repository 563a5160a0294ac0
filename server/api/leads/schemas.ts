/**
 * Route schemas of the lead service routes (docs/buy-online.md, "Leads and verification"), in TypeBox
 * (docs/api-schemas.md): the handlers' params, query, headers and body types come from them.
 */
import { Type } from 'typebox';
import { DB_INT_MAX, dbIdSchema } from '../../http/db-int.js';
import { errorResponses } from '../../http/error-schema.js';
import { personalData } from '../../http/personal-data.js';
import { OpenObject, StringEnum } from '../../http/schemas/nullable.js';

// The lead view (domain/contracts/leads.ts) is sent as it is: `data` is any object.
const dataReply = Type.Partial(Type.Object({ data: OpenObject() }));
const errors = errorResponses(400, 404, 409, 429, 503);
const leadId = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
/** The lead's access token (POST /api/leads `data.access_token`). Not `required`: a missing one answers 404 like a wrong one. */
const accessToken = Type.String({ maxLength: 200 });
const tokenQuery = Type.Object({ token: Type.Optional(accessToken) });
/** PayPal and LiqPay: the page their own page sends the buyer back to (approved, cancelled). */
const vendorReturnUrl = Type.String({ maxLength: 2000, pattern: '^https?://[^\\s]+$' });

export const createLeadSchema = {
  ...personalData,
  tags: ['leads'],
  summary:
    'Store a lead and queue it for the CRM; the reply carries the lead access token. With an Idempotency-Key, a retry with the same body gets the same lead and token; another body with that key answers 409',
  // The key guards the access token of a retried request (server/leads/lead-idempotency.ts): a short, guessable one is refused.
  headers: Type.Object({ 'idempotency-key': Type.Optional(Type.String({ minLength: 16, maxLength: 200 })) }),
  body: Type.Object({
    lead: Type.Object(
      {
        first_name: Type.Optional(Type.String({ maxLength: 200 })),
        last_name: Type.Optional(Type.String({ maxLength: 200 })),
        email: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
        phone: Type.Optional(Type.String({ maxLength: 40 })),
        vehicle_id: Type.Optional(dbIdSchema),
        order_number: Type.Optional(Type.String({ maxLength: 40 })),
      },
      { additionalProperties: true, minProperties: 1 },
    ),
  }),
  response: { 201: dataReply, ...errors },
};

export const salesforceDataSchema = {
  ...personalData,
  tags: ['leads'],
  summary: "A lead, its CRM delivery state and its orders (needs the lead's access token)",
  params: leadId,
  querystring: tokenQuery,
  response: { 200: dataReply, ...errors },
};

export const cancellationSchema = {
  ...personalData,
  tags: ['leads'],
  summary: "Cancel a lead (idempotent): its orders are cancelled and their cars go back to stock (needs the lead's access token)",
  params: leadId,
  querystring: tokenQuery,
  response: { 200: dataReply, ...errors },
};

export const createPaymentIntentSchema = {
  ...personalData,
  tags: ['leads'],
  summary: 'Start the deposit payment of a lead (amount in minor units, checked against the reservation fee)',
  body: Type.Object({
    payment_intent: Type.Object({
      salesforce_lead_id: Type.String({ minLength: 1, maxLength: 100 }),
      access_token: Type.String({ minLength: 1, maxLength: 200 }),
      amount: Type.Integer({ minimum: 1, maximum: DB_INT_MAX }),
      currency: Type.String({ pattern: '^[A-Za-z]{3}$' }),
      vehicle_id: dbIdSchema,
      company_uuid: Type.String({ minLength: 1, maxLength: 200 }),
      capture_method: Type.Optional(StringEnum(['manual', 'automatic'])),
      stripe_account_id: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
      return_url: Type.Optional(vendorReturnUrl),
      cancel_url: Type.Optional(vendorReturnUrl),
    }),
  }),
  response: { 201: dataReply, ...errors },
};
