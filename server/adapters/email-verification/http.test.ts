import { describe, expect, it } from 'vitest';
import { createHttpEmailVerifier } from './http.js';

const jsonFetch = (status: number, body: unknown) =>
  (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

/** A service that never answers, but gives up when aborted (as fetch does). */
const hangingFetch = ((_url: string | URL, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  })) as typeof fetch;

describe('e-mail verification over HTTP', () => {
  const options = { apiKey: 'key', url: 'https://verify.example/check' };

  it('is valid only for status valid or accept_all', async () => {
    expect(await createHttpEmailVerifier({ ...options, fetch: jsonFetch(200, { status: 'valid' }) }).verify('a@b.co')).toEqual({
      valid: true,
      status: 'valid',
    });
    expect(await createHttpEmailVerifier({ ...options, fetch: jsonFetch(200, { status: 'accept_all' }) }).verify('a@b.co')).toEqual({
      valid: true,
      status: 'accept_all',
    });
    expect(await createHttpEmailVerifier({ ...options, fetch: jsonFetch(200, { status: 'invalid' }) }).verify('a@b.co')).toEqual({
      valid: false,
      status: 'invalid',
    });
    expect(await createHttpEmailVerifier({ ...options, fetch: jsonFetch(200, {}) }).verify('a@b.co')).toEqual({
      valid: false,
      status: 'unknown',
    });
  });

  it('counts a timeout as valid with status timeout and code TIMEOUT (5 s by default)', async () => {
    const started = Date.now();
    const result = await createHttpEmailVerifier({ ...options, timeoutMs: 50, fetch: hangingFetch }).verify('a@b.co');
    expect(result).toEqual({ valid: true, status: 'timeout', code: 'TIMEOUT' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('counts any other failure as valid with code VALIDATION_ERROR', async () => {
    expect(await createHttpEmailVerifier({ ...options, fetch: jsonFetch(500, { status: 'valid' }) }).verify('a@b.co')).toMatchObject({
      valid: true,
      code: 'VALIDATION_ERROR',
    });
    const broken = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    expect(await createHttpEmailVerifier({ ...options, fetch: broken }).verify('a@b.co')).toMatchObject({
      valid: true,
      code: 'VALIDATION_ERROR',
    });
    const notJson = (async () => new Response('<html>', { status: 200 })) as unknown as typeof fetch;
    expect(await createHttpEmailVerifier({ ...options, fetch: notJson }).verify('a@b.co')).toMatchObject({
      valid: true,
      code: 'VALIDATION_ERROR',
    });
  });

  it('throws without an API key or a string e-mail', async () => {
    await expect(createHttpEmailVerifier({ ...options, apiKey: undefined, fetch: jsonFetch(200, {}) }).verify('a@b.co')).rejects.toThrow(
      /API key/,
    );
    await expect(createHttpEmailVerifier({ ...options, fetch: jsonFetch(200, {}) }).verify(42)).rejects.toThrow(/string/);
  });

  it('sends the e-mail and the key', async () => {
    let seen: { url: string; init: RequestInit | undefined } | undefined;
    const spy = (async (url: string | URL, init?: RequestInit) => {
      seen = { url: String(url), init };
      return new Response('{"status":"valid"}', { status: 200 });
    }) as typeof fetch;
    await createHttpEmailVerifier({ ...options, fetch: spy }).verify('a@b.co');
    expect(seen?.url).toBe('https://verify.example/check');
    expect(JSON.parse(String(seen?.init?.body))).toEqual({ email: 'a@b.co' });
    expect((seen?.init?.headers as Record<string, string>)['x-api-key']).toBe('key');
  });
});
