/**
 * Refusals Fastify and Node make before any route runs, answered in our error shape:
 *  - `frameworkErrors` (router): malformed percent-encoding (400 invalid_url) and a path parameter
 *    longer than the router allows (414 uri_too_long);
 *  - `clientErrorHandler` (Node's HTTP parser): headers over the size limit (431) or a request line
 *    over it (414), anything else unparseable (400), a request that took too long (408). These are
 *    written straight to the socket, as Node's own handler does, because no request object exists;
 *  - `frameworkErrorCode`: the readable code of a Fastify error (body parser, content type) for the
 *    root error handler, instead of an `FST_ERR_*` constant.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { apiError } from '../../domain/api-error.js';

const CODES: Record<string, string> = {
  FST_ERR_BAD_URL: 'invalid_url',
  FST_ERR_MAX_PARAM_LENGTH: 'uri_too_long',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'invalid_content_length',
  FST_ERR_CTP_INVALID_CONTENT_TYPE: 'unsupported_media_type',
};

const STATUS_NAMES: Record<number, string> = {
  400: 'bad_request',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  408: 'request_timeout',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  431: 'headers_too_large',
};

/** Our code for a client error Fastify raised (JSON parse errors arrive as a SyntaxError with status 400). */
export function frameworkErrorCode(error: FastifyError, status: number): string {
  if (error.code && CODES[error.code]) return CODES[error.code]!;
  if (error instanceof SyntaxError) return 'invalid_json';
  // A plugin's own readable code (e.g. rate_limited) is kept; Node and Fastify constants are not.
  if (error.code && /^[a-z][a-z0-9_]*$/.test(error.code)) return error.code;
  return STATUS_NAMES[status] ?? 'bad_request';
}

/** Fastify's `frameworkErrors` option. */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : (error.statusCode ?? 400);
  const message =
    error.code === 'FST_ERR_BAD_URL'
      ? 'The URL is not valid percent-encoding'
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? 'A path segment of the URL is too long'
        : error.message;
  void reply.status(status).send({ error: apiError(frameworkErrorCode(error, status), message) });
}

/** The longest request line we answer 414 for rather than 431 (Node counts it into the header limit). */
function requestLineTooLong(packet: unknown, headerLimit: number): boolean {
  if (!Buffer.isBuffer(packet)) return false;
  const end = packet.indexOf('\r\n');
  // No line end inside the received bytes: the request line alone filled the buffer.
  return end === -1 ? packet.length >= Math.min(headerLimit, 4096) : end > headerLimit / 2;
}

/** Fastify's `clientErrorHandler` option: Node's parser refused the request before Fastify saw it. */
export function answerClientError(error: Error & { code?: string; rawPacket?: unknown }, socket: Socket, headerLimit = 16_384): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  let status = 400;
  let body = apiError('bad_request', 'The request could not be parsed');
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    status = 408;
    body = apiError('request_timeout', 'The request took too long to arrive');
  } else if (error.code === 'HPE_HEADER_OVERFLOW') {
    if (requestLineTooLong(error.rawPacket, headerLimit)) {
      status = 414;
      body = apiError('uri_too_long', 'The URL is too long');
    } else {
      status = 431;
      body = apiError('headers_too_large', 'The request headers are too large');
    }
  }
  const json = JSON.stringify({ error: body });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(json)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}
