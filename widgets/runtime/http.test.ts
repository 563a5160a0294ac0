import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { failureOf } from '../../domain/api-error.js';
import { LrdxApiError, requestJson } from './http.js';

/** A small stand-in API: echoes what it received, or answers with the status the path names. */
let server: Server;
let base = '';

function bodyOf(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => resolve(text));
  });
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await bodyOf(request);
    const reply = (status: number, data: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(data));
    };
    if (request.url === '/echo' || request.url?.startsWith('/echo?') || request.url?.startsWith('/lrdx/echo'))
      return reply(200, {
        data: { method: request.method, url: request.url, body: body ? JSON.parse(body) : null, headers: request.headers },
      });
    if (request.url === '/limited') {
      response.writeHead(429, { 'content-type': 'application/json', 'retry-after': '125' });
      return response.end(JSON.stringify({ error: { code: 'rate_limited', message: 'Too many', retry_after_seconds: 125 } }));
    }
    if (request.url === '/limited-header') {
      response.writeHead(429, { 'content-type': 'application/json', 'retry-after': '60' });
      return response.end(JSON.stringify({ error: { code: 'rate_limited', message: 'Too many' } }));
    }
    if (request.url === '/refused')
      return reply(409, { error: { code: 'vehicle_locked', message: 'Held by someone else', field: 'vehicle_id' } });
    response.writeHead(500, { 'content-type': 'text/plain' });
    response.end('boom');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Echo {
  data: { method: string; url: string; body: unknown; headers: Record<string, string> };
}

describe('the widgets HTTP client', () => {
  it('reads JSON under the API base, a trailing slash or not', async () => {
    const reply = await requestJson<Echo>(`${base}/`, '/echo?x=1');
    expect(reply.data).toMatchObject({ method: 'GET', url: '/echo?x=1' });
    expect(reply.data.headers.accept).toBe('application/json');
  });

  it('writes a JSON body with the caller’s headers beside the defaults', async () => {
    const reply = await requestJson<Echo>(base, '/echo', { method: 'POST', body: { lock_id: 'l1' }, headers: { 'idempotency-key': 'k1' } });
    expect(reply.data.method).toBe('POST');
    expect(reply.data.body).toEqual({ lock_id: 'l1' });
    expect(reply.data.headers['idempotency-key']).toBe('k1');
    expect(reply.data.headers.accept).toBe('application/json');
  });

  it('fails with the API’s own code, message, field and status', async () => {
    const error = await requestJson(base, '/refused', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LrdxApiError);
    expect(error).toMatchObject({ code: 'vehicle_locked', message: 'Held by someone else', field: 'vehicle_id', status: 409 });
    expect(failureOf(error)).toEqual({ code: 'vehicle_locked', message: 'Held by someone else', status: 409 });
  });

  it('keeps a rate-limit refusal’s wait, from the body or else the Retry-After header', async () => {
    const fromBody = await requestJson(base, '/limited').catch((error: unknown) => error);
    expect(failureOf(fromBody)).toEqual({ code: 'rate_limited', message: 'Too many', status: 429, retryAfterSeconds: 125 });
    const fromHeader = await requestJson(base, '/limited-header').catch((error: unknown) => error);
    expect(failureOf(fromHeader).retryAfterSeconds).toBe(60);
  });

  it('keeps the path of a base (an API under a prefix), with one slash between them', async () => {
    for (const prefix of ['/lrdx', '/lrdx/']) {
      const reply = await requestJson<Echo>(`${base}${prefix}`, '/echo?y=2');
      expect(reply.data.url).toBe('/lrdx/echo?y=2');
    }
  });

  it('asks fetch to keep the request alive only when told (a stop sent as the visitor leaves)', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    try {
      await requestJson<Echo>(base, '/echo', { method: 'POST', body: { stop_token: 't' }, keepalive: true });
      await requestJson<Echo>(base, '/echo');
      expect(spy).toHaveBeenCalledTimes(2);
      expect(String(spy.mock.calls[0]?.[0])).toBe(`${base}/echo`);
      expect(spy.mock.calls[0]?.[1]).toMatchObject({ keepalive: true, method: 'POST' });
      expect(spy.mock.calls[1]?.[1]).not.toHaveProperty('keepalive');
    } finally {
      spy.mockRestore();
    }
  });

  it('names a failure without an API body by its status', async () => {
    const error = await requestJson(base, '/broken').catch((e: unknown) => e);
    expect(failureOf(error)).toMatchObject({ code: 'http_500', status: 500 });
  });

  it('names an unreachable server a network error with status 0', async () => {
    const error = await requestJson('http://127.0.0.1:1', '/echo').catch((e: unknown) => e);
    expect(failureOf(error)).toMatchObject({ code: 'network_error', status: 0 });
  });
});
