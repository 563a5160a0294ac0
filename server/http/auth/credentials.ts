/** Which credential a request carries: `Authorization: Bearer <token>` first, else the session cookie. */
import type { FastifyRequest } from 'fastify';
import type { Credential } from '../../auth/index.js';
import { sessionTokenOf } from './cookies.js';

export function bearerTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

export function credentialOf(request: FastifyRequest): Credential | undefined {
  const bearer = bearerTokenOf(request);
  if (bearer) return { kind: 'bearer', token: bearer };
  const session = sessionTokenOf(request);
  return session ? { kind: 'session', token: session } : undefined;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isStateChanging(request: FastifyRequest): boolean {
  return !SAFE_METHODS.has(request.method);
}
