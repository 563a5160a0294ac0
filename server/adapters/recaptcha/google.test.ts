import { describe, expect, it } from 'vitest';
import { createGoogleRecaptcha, SITEVERIFY_URL } from './google.js';
import { recaptchaFromEnv } from './index.js';

function fakeFetch(reply: unknown, status = 200) {
  const calls: { url: string; body: string }[] = [];
  const doFetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, body: String(init.body) });
    return new Response(JSON.stringify(reply), { status });
  }) as unknown as typeof fetch;
  return { calls, doFetch };
}

describe('Google reCAPTCHA', () => {
  it('posts the secret, token and client address to siteverify and accepts a success', async () => {
    const { calls, doFetch } = fakeFetch({ success: true, score: 0.9 });
    const verdict = await createGoogleRecaptcha({ secret: 's3', fetch: doFetch }).verify('tok', '10.0.0.1');
    expect(verdict).toEqual({ ok: true });
    expect(calls[0]?.url).toBe(SITEVERIFY_URL);
    expect(new URLSearchParams(calls[0]?.body)).toEqual(new URLSearchParams({ secret: 's3', response: 'tok', remoteip: '10.0.0.1' }));
  });

  it('refuses a failed check, a low score and an unreachable service', async () => {
    expect(
      await createGoogleRecaptcha({
        secret: 's',
        fetch: fakeFetch({ success: false, 'error-codes': ['timeout-or-duplicate'] }).doFetch,
      }).verify('t'),
    ).toEqual({
      ok: false,
      reason: 'timeout-or-duplicate',
    });
    expect((await createGoogleRecaptcha({ secret: 's', fetch: fakeFetch({ success: true, score: 0.1 }).doFetch }).verify('t')).ok).toBe(
      false,
    );
    const down = (async () => {
      throw new Error('ECONNREFUSED');
    }) as unknown as typeof fetch;
    expect(await createGoogleRecaptcha({ secret: 's', fetch: down }).verify('t')).toEqual({ ok: false, reason: 'ECONNREFUSED' });
  });
});

describe('recaptchaFromEnv', () => {
  it('is off by default, the local stand-in with RECAPTCHA=local, Google with a secret', async () => {
    expect(recaptchaFromEnv({}).configured).toBe(false);
    const local = recaptchaFromEnv({ RECAPTCHA: 'local' });
    expect([local.name, local.configured]).toEqual(['local', true]);
    expect((await local.verify('local-pass-1')).ok).toBe(true);
    expect((await local.verify('bot')).ok).toBe(false);
    expect(recaptchaFromEnv({ RECAPTCHA_SECRET_KEY: 'x' }).name).toBe('google');
  });
});
