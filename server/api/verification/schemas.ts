/**
 * Route schemas of the verification routes (docs/buy-online.md, "Checking the buyer's phone and
 * e-mail"), in TypeBox (docs/api-schemas.md): the handlers' body and answer types come from them.
 * The answers name the members of the wire types in domain/contracts/verification.ts.
 */
import { Type } from 'typebox';
import { errorResponses } from '../../http/error-schema.js';
import { personalData } from '../../http/personal-data.js';
import { DataAnswer } from '../../http/schemas/answer.js';
import { StringEnum } from '../../http/schemas/nullable.js';

const errors = errorResponses(400, 404, 429, 503);
/** E.164: what Twilio accepts. */
const phone = Type.String({ pattern: '^\\+[1-9][0-9]{6,14}$' });

export const createVerificationSchema = {
  ...personalData,
  tags: ['verification'],
  summary: 'Send a verification code by SMS',
  body: Type.Object({ phone_number: phone }),
  response: {
    200: DataAnswer(Type.Object({ phone_number: Type.String(), status: StringEnum(['pending']) })),
    ...errors,
  },
};

export const checkVerificationSchema = {
  ...personalData,
  tags: ['verification'],
  summary: 'Check a verification code',
  body: Type.Object({ phone_number: phone, code: Type.String({ pattern: '^[0-9]{4,10}$' }) }),
  response: {
    // A missing, expired or used-up code is the 404, too many wrong ones the 429: what is left is answered.
    200: DataAnswer(
      Type.Object({
        phone_number: Type.String(),
        status: StringEnum(['approved', 'pending'], { description: '`pending`: a wrong code with checks left' }),
        valid: Type.Boolean({ description: 'Only when the code was approved' }),
      }),
    ),
    ...errors,
  },
};

export const emailVerificationSchema = {
  ...personalData,
  tags: ['verification'],
  summary: 'Check an e-mail address with the verification service (timeout or failure counts as valid)',
  body: Type.Object({ email: Type.String({ minLength: 3, maxLength: 254 }) }),
  response: {
    200: DataAnswer(
      Type.Object({
        valid: Type.Boolean(),
        status: Type.String({ description: "The service's verdict (`valid`, `accept_all`, `invalid`, ...), `timeout` or `error`" }),
        code: Type.Optional(StringEnum(['TIMEOUT', 'VALIDATION_ERROR'], { description: 'Why the address counts as valid unchecked' })),
      }),
    ),
    ...errors,
  },
};
