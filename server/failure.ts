/**
 * The one failure type of the API: a refusal a route, service or repository throws, carrying the
 * status and the `{ error: { code, message, field } }` body (architecture, conventions). The
 * application's root error handler (server/error-handler.ts) writes it; no scope has its own.
 */
import type { ApiErrorBody } from '../domain/api-error.js';

export class ApiFailure extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** Extra members of the error body (for example the expiry of the lock that refused). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

/** A refusal already worded as an error body (a query parser's answer), as a failure to throw. */
export function refusal(statusCode: number, error: ApiErrorBody): ApiFailure {
  return new ApiFailure(statusCode, error.code, error.message, error.field);
}
