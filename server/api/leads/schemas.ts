/** JSON schemas of the lead service routes (docs/buy-online.md, "Leads and verification"). */
import { DB_INT_MAX, dbIdSchema } from '../../http/db-int.js';
import { errorResponses } from '../../http/error-schema.js';
import { personalData } from '../../http/personal-data.js';

const dataReply = { type: 'object', properties: { data: { type: 'object', additionalProperties: true } } } as const;
const errors = errorResponses(400, 404, 409, 429, 503);
const leadId = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 100 } } } as const;
/** The lead's access token (POST /api/leads `data.access_token`). Not `required`: a missing one answers 404 like a wrong one. */
const accessToken = { type: 'string', maxLength: 200 } as const;
const tokenQuery = { type: 'object', properties: { token: accessToken } } as const;

export const createLeadSchema = {
  ...personalData,
  tags: ['leads'],
  summary:
    'Store a lead and queue it for the CRM; the reply carries the lead access token. With an Idempotency-Key, a retry with the same body gets the same lead and token; another body with that key answers 409',
  // The key guards the access token of a retried request (lead-idempotency.ts): a short, guessable one is refused.
  headers: { type: 'object', properties: { 'idempotency-key': { type: 'string', minLength: 16, maxLength: 200 } } },
  body: {
    type: 'object',
    required: ['lead'],
    properties: {
      lead: {
        type: 'object',
        additionalProperties: true,
        minProperties: 1,
        properties: {
          first_name: { type: 'string', maxLength: 200 },
          last_name: { type: 'string', maxLength: 200 },
          email: { type: 'string', format: 'email', maxLength: 254 },
          phone: { type: 'string', maxLength: 40 },
          vehicle_id: dbIdSchema,
          order_number: { type: 'string', maxLength: 40 },
        },
      },
    },
  },
  response: { 201: dataReply, ...errors },
} as const;

export const salesforceDataSchema = {
  ...personalData,
  tags: ['leads'],
  summary: "A lead, its CRM delivery state and its orders (needs the lead's access token)",
  params: leadId,
  querystring: tokenQuery,
  response: { 200: dataReply, ...errors },
} as const;

export const cancellationSchema = {
  ...personalData,
  tags: ['leads'],
  summary: "Cancel a lead (idempotent): its orders are cancelled and their cars go back to stock (needs the lead's access token)",
  params: leadId,
  querystring: tokenQuery,
  response: { 200: dataReply, ...errors },
} as const;

export const createPaymentIntentSchema = {
  ...personalData,
  tags: ['leads'],
  summary: 'Start the deposit payment of a lead (amount in minor units, checked against the reservation fee)',
  body: {
    type: 'object',
    required: ['payment_intent'],
    properties: {
      payment_intent: {
        type: 'object',
        required: ['salesforce_lead_id', 'access_token', 'amount', 'currency', 'vehicle_id', 'company_uuid'],
        properties: {
          salesforce_lead_id: { type: 'string', minLength: 1, maxLength: 100 },
          access_token: { type: 'string', minLength: 1, maxLength: 200 },
          amount: { type: 'integer', minimum: 1, maximum: DB_INT_MAX },
          currency: { type: 'string', pattern: '^[A-Za-z]{3}$' },
          vehicle_id: dbIdSchema,
          company_uuid: { type: 'string', minLength: 1, maxLength: 200 },
          capture_method: { type: 'string', enum: ['manual', 'automatic'] },
          stripe_account_id: { type: 'string', minLength: 1, maxLength: 100 },
          // PayPal and LiqPay: the page their own page sends the buyer back to (approved, cancelled).
          return_url: { type: 'string', maxLength: 2000, pattern: '^https?://[^\\s]+$' },
          cancel_url: { type: 'string', maxLength: 2000, pattern: '^https?://[^\\s]+$' },
        },
      },
    },
  },
  response: { 201: dataReply, ...errors },
} as const;
