/**
 * The request the editor-API tests send through `fastify.inject`: a method, a URL, headers and an
 * optional JSON body, and the bearer header they send it with.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Call = (method: CallMethod, url: string, headers: Record<string, string>, payload?: object) => Promise<LightMyRequestResponse>;

/** Sends to the app `app()` answers at the time of the call (a suite's fixture opens a new one per test or suite). */
export const injectCall =
  (app: () => FastifyInstance): Call =>
  (method, url, headers, payload) =>
    app().inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** The `Authorization` header of a bearer token. */
export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });
