/** JSON schemas of the verification routes (docs/buy-online.md, "Checking the buyer's phone and e-mail"). */
import { errorResponses } from '../../http/error-schema.js';
import { personalData } from '../../http/personal-data.js';

const dataReply = { type: 'object', properties: { data: { type: 'object', additionalProperties: true } } } as const;
const errors = errorResponses(400, 404, 429, 503);
/** E.164: what Twilio accepts. */
const phone = { type: 'string', pattern: '^\\+[1-9][0-9]{6,14}$' } as const;

export const createVerificationSchema = {
  ...personalData,
  tags: ['verification'],
  summary: 'Send a verification code by SMS',
  body: { type: 'object', required: ['phone_number'], properties: { phone_number: phone } },
  response: { 200: dataReply, ...errors },
} as const;

export const checkVerificationSchema = {
  ...personalData,
  tags: ['verification'],
  summary: 'Check a verification code',
  body: {
    type: 'object',
    required: ['phone_number', 'code'],
    properties: { phone_number: phone, code: { type: 'string', pattern: '^[0-9]{4,10}$' } },
  },
  response: { 200: dataReply, ...errors },
} as const;

export const emailVerificationSchema = {
  ...personalData,
  tags: ['verification'],
  summary: 'Check an e-mail address with the verification service (timeout or failure counts as valid)',
  body: { type: 'object', required: ['email'], properties: { email: { type: 'string', minLength: 3, maxLength: 254 } } },
  response: { 200: dataReply, ...errors },
} as const;
