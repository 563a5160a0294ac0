/**
 * The application's one error handler (installed by server/app.ts and by test apps; no scope
 * installs its own). A thrown ApiFailure (server/failure.ts) answers its status and
 * `{ error: { code, message, field?, ...details } }`; schema errors become 400
 * `{ error: { code: 'invalid_request', message, field } }` naming the offending field (for a
 * missing property, its full path such as `payment.amount`); other client errors keep their
 * status; anything else is a logged 500 that reveals nothing.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { apiError } from '../domain/api-error.js';
import { ApiFailure } from './failure.js';
import { registerErrorSchema } from './http/error-schema.js';
import { installBodyValidation } from './http/body-validation.js';
import { frameworkErrorCode } from './http/framework-errors.js';

export function validationField(error: FastifyError): string | undefined {
  const first = error.validation?.[0];
  if (!first) return error.validationContext;
  const path = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const missing = (first.params as { missingProperty?: string } | undefined)?.missingProperty;
  if (missing) return path ? `${path}.${missing}` : missing;
  return path || error.validationContext;
}

/**
 * The root error handler and the shared error schema its replies follow (every route's 4xx/5xx
 * responses reference it as `ApiError#`); call once on the root instance before any route.
 */
export function installAppErrorHandler(app: FastifyInstance): void {
  registerErrorSchema(app);
  // With the error handler, so the application and every test app validate bodies the same way.
  installBodyValidation(app);
  app.setErrorHandler((error: FastifyError | ApiFailure, request, reply) => {
    if (error instanceof ApiFailure) {
      return reply.status(error.statusCode).send({ error: { ...apiError(error.code, error.message, error.field), ...error.details } });
    }
    if (error.validation) {
      return reply.status(400).send({ error: apiError('invalid_request', error.message, validationField(error)) });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    const code = status === 500 ? 'internal_error' : frameworkErrorCode(error, status);
    return reply.status(status).send({ error: apiError(code, status === 500 ? 'Something went wrong' : error.message) });
  });
}
