/** JSON schemas of the alert routes (docs/alerts.md). */
import { LANGUAGES } from '../../../domain/languages.js';
import { MAX_EMAIL_LENGTH } from '../../../domain/account-email.js';
import { errorResponses } from '../../http/error-schema.js';
import { siteResponses } from '../../http/html-responses.js';
import { personalData } from '../../http/personal-data.js';
import { SAVED_QUERY_MAX_LENGTH } from '../../alerts/saved-search-query.js';

export interface SignUpBody {
  email: string;
  language: (typeof LANGUAGES)[number];
  listing: string;
  query: string;
}

export const signUpSchema = {
  ...personalData,
  tags: ['alerts'],
  summary: 'Save a stock search for e-mail alerts: stores it pending and sends a confirmation link (double opt-in)',
  body: {
    type: 'object',
    required: ['email', 'language', 'listing', 'query'],
    additionalProperties: false,
    properties: {
      email: { type: 'string', minLength: 3, maxLength: MAX_EMAIL_LENGTH },
      language: { type: 'string', enum: [...LANGUAGES] },
      listing: { type: 'string', minLength: 1, maxLength: 100 },
      query: { type: 'string', maxLength: SAVED_QUERY_MAX_LENGTH },
    },
  },
  response: {
    202: {
      type: 'object',
      properties: { data: { type: 'object', properties: { status: { type: 'string', enum: ['check_inbox'] } } } },
    },
    ...errorResponses(400, 404, 429),
  },
} as const;

export interface VehicleSignUpBody {
  email: string;
  language: (typeof LANGUAGES)[number];
  listing: string;
  vehicle_id: number;
  kind: 'vehicle' | 'hold';
}

export const vehicleSignUpSchema = {
  ...personalData,
  tags: ['alerts'],
  summary:
    'Ask for e-mail about one vehicle: price drop and back in stock (kind "vehicle"), or once when a vehicle someone else holds is free (kind "hold"); double opt-in',
  body: {
    type: 'object',
    required: ['email', 'language', 'listing', 'vehicle_id', 'kind'],
    additionalProperties: false,
    properties: {
      email: { type: 'string', minLength: 3, maxLength: MAX_EMAIL_LENGTH },
      language: { type: 'string', enum: [...LANGUAGES] },
      listing: { type: 'string', minLength: 1, maxLength: 100 },
      // A database integer: a number past its range is a 400 naming the field, never a 500.
      vehicle_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
      kind: { type: 'string', enum: ['vehicle', 'hold'] },
    },
  },
  response: {
    202: {
      type: 'object',
      properties: {
        data: {
          type: 'object',
          properties: {
            status: { type: 'string', enum: ['check_inbox'] },
            // Kept by the browser to stop this alert when the vehicle is un-saved (docs/alerts.md).
            stop_token: { type: 'string' },
          },
        },
      },
    },
    ...errorResponses(400, 404, 429),
  },
} as const;

export interface StopVehicleAlertBody {
  stop_token: string;
}

export const stopVehicleAlertSchema = {
  ...personalData,
  tags: ['alerts'],
  summary:
    'Stop the alert on one vehicle this browser asked for (the visitor un-saved the vehicle); the same answer whether an alert was stopped',
  body: {
    type: 'object',
    required: ['stop_token'],
    additionalProperties: false,
    properties: { stop_token: { type: 'string', minLength: 1, maxLength: 200 } },
  },
  response: {
    200: {
      type: 'object',
      properties: { data: { type: 'object', properties: { status: { type: 'string', enum: ['stopped'] } } } },
    },
    ...errorResponses(400, 429),
  },
} as const;

const tokenQuery = {
  type: 'object',
  properties: { token: { type: 'string', maxLength: 200 } },
} as const;

/** The alert pages: personal (the manage page shows the address), never cached. */
export function alertPageSchema(summary: string) {
  return { ...personalData, tags: ['alerts'], summary, querystring: tokenQuery, response: siteResponses(200, 303, 404) } as const;
}
