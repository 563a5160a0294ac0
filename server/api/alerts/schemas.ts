/**
 * Route schemas of the alert routes (docs/alerts.md), in TypeBox (docs/api-schemas.md): the
 * handlers' body and query types come from them.
 */
import { Type } from 'typebox';
import { MAX_EMAIL_LENGTH } from '../../../domain/account-email.js';
import { SAVED_QUERY_MAX_LENGTH } from '../../alerts/saved-search-query.js';
import { dbIdSchema } from '../../http/db-int.js';
import { errorResponses } from '../../http/error-schema.js';
import { siteResponses } from '../../http/html-responses.js';
import { personalData } from '../../http/personal-data.js';
import { DataAnswer } from '../../http/schemas/answer.js';
import { LanguageCode } from '../../http/schemas/language.js';
import { StringEnum } from '../../http/schemas/nullable.js';

const email = Type.String({ minLength: 3, maxLength: MAX_EMAIL_LENGTH });
const listing = Type.String({ minLength: 1, maxLength: 100 });
/** Every sign-up answers the same, whatever the address already has (docs/alerts.md). */
const checkInbox = StringEnum(['check_inbox']);

export const signUpSchema = {
  ...personalData,
  tags: ['alerts'],
  summary: 'Save a stock search for e-mail alerts: stores it pending and sends a confirmation link (double opt-in)',
  body: Type.Object(
    { email, language: LanguageCode, listing, query: Type.String({ maxLength: SAVED_QUERY_MAX_LENGTH }) },
    { additionalProperties: false },
  ),
  response: { 202: DataAnswer(Type.Object({ status: checkInbox })), ...errorResponses(400, 404, 429) },
};

export const vehicleSignUpSchema = {
  ...personalData,
  tags: ['alerts'],
  summary:
    'Ask for e-mail about one vehicle: price drop and back in stock (kind "vehicle"), or once when a vehicle someone else holds is free (kind "hold"); double opt-in',
  body: Type.Object(
    {
      email,
      language: LanguageCode,
      listing,
      // A database integer: a number past its range is a 400 naming the field, never a 500.
      vehicle_id: dbIdSchema,
      kind: StringEnum(['vehicle', 'hold']),
    },
    { additionalProperties: false },
  ),
  response: {
    202: DataAnswer(
      Type.Object({
        status: checkInbox,
        // Kept by the browser to stop this alert when the vehicle is un-saved (docs/alerts.md).
        stop_token: Type.String(),
      }),
    ),
    ...errorResponses(400, 404, 429),
  },
};

export const stopVehicleAlertSchema = {
  ...personalData,
  tags: ['alerts'],
  summary:
    'Stop the alert on one vehicle this browser asked for (the visitor un-saved the vehicle); the same answer whether an alert was stopped',
  body: Type.Object({ stop_token: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false }),
  response: { 200: DataAnswer(Type.Object({ status: StringEnum(['stopped']) })), ...errorResponses(400, 429) },
};

/** The link's token; not `required`: a page without one answers the invalid-link page like a wrong one. */
const tokenQuery = Type.Object({ token: Type.Optional(Type.String({ maxLength: 200 })) });

/**
 * The alert pages: personal (the manage page shows the address), never cached. Their answers are
 * HTML, documented as OpenAPI response objects with `content` (`siteResponses`).
 */
export function alertPageSchema(summary: string) {
  return { ...personalData, tags: ['alerts'], summary, querystring: tokenQuery, response: siteResponses(200, 303, 404) };
}
