/**
 * A refusal a route can throw from deep inside a repository or adapter: the status and the
 * `{ error: { code, message, field } }` body (architecture, conventions). `handleApiFailure` is
 * installed as the error handler of the buy-online, leads and verification scopes; anything that
 * is not an ApiFailure is rethrown, so Fastify hands it to the application's own error handler
 * (schema validation → 400, the rest → 500) exactly as for every other route.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { apiError } from '../../domain/api-error.js';

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

export function handleApiFailure(error: FastifyError | ApiFailure, _request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (!(error instanceof ApiFailure)) throw error;
  return reply.status(error.statusCode).send({ error: { ...apiError(error.code, error.message, error.field), ...error.details } });
}
