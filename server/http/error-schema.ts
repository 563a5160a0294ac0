/**
 * The one JSON schema of every error reply, `{ error: { code, message, field? } }` (architecture,
 * conventions), registered once on the root instance (`registerErrorSchema`) and referenced by
 * `{ $ref: 'ApiError#' }` from each route's 4xx/5xx responses. The error object stays open
 * (`additionalProperties: true`): some refusals carry details, e.g. `retry_after_seconds` on a 429.
 * The serializer compiled from it also guards the shape: a reply without `code` or `message` fails.
 */
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';

export const API_ERROR_SCHEMA_ID = 'ApiError';

export const apiErrorSchema = Type.Object(
  {
    error: Type.Object(
      {
        code: Type.String({ description: 'Stable machine-readable reason, e.g. invalid_request' }),
        message: Type.String({ description: 'Human-readable explanation (English)' }),
        field: Type.Optional(Type.String({ description: 'The offending parameter or body member, when there is one' })),
      },
      { additionalProperties: true },
    ),
  },
  { $id: API_ERROR_SCHEMA_ID, description: 'Error: `{ error: { code, message, field } }`' },
);

/** The error answer's type, derived from its schema. */
export type ApiErrorAnswer = Static<typeof apiErrorSchema>;

/** A response schema that is the shared error shape, by reference (needs `registerErrorSchema`). */
export const apiErrorRef = Type.Unsafe<ApiErrorAnswer>({ $ref: `${API_ERROR_SCHEMA_ID}#` });

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 414 | 415 | 422 | 429 | 500 | 502 | 503;

/** `{ 404: { $ref: 'ApiError#' }, ... }` for the given statuses, to spread into a route's `response`. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof apiErrorRef> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorRef])) as Record<S, typeof apiErrorRef>;
}

/** Registers the shared schema (once: the root error handler's installer and the app both call it). */
export function registerErrorSchema(app: FastifyInstance): void {
  if (!app.getSchema(API_ERROR_SCHEMA_ID)) app.addSchema(apiErrorSchema);
}
