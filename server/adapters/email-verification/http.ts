/**
 * The external e-mail verification service over HTTP: POST { email } with the API key, read
 * `{ status }`. Rules in types.ts. The timeout and fetch are injectable for tests.
 */
import { EMAIL_VERIFICATION_TIMEOUT_MS, VALID_STATUSES, type EmailVerificationResult, type EmailVerifier } from './types.js';

export interface HttpEmailVerifierOptions {
  apiKey: string | undefined;
  url: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export function createHttpEmailVerifier(options: HttpEmailVerifierOptions): EmailVerifier {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? EMAIL_VERIFICATION_TIMEOUT_MS;
  return {
    name: 'http',
    async verify(email): Promise<EmailVerificationResult> {
      if (!options.apiKey) throw new Error('E-mail verification needs an API key');
      if (typeof email !== 'string') throw new TypeError('E-mail verification needs the e-mail as a string');
      const controller = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, timeoutMs);
      try {
        const response = await doFetch(options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': options.apiKey },
          body: JSON.stringify({ email }),
          signal: controller.signal,
        });
        if (!response.ok) return { valid: true, status: 'error', code: 'VALIDATION_ERROR' };
        const body = (await response.json()) as { status?: unknown };
        const status = typeof body.status === 'string' ? body.status : 'unknown';
        return { valid: (VALID_STATUSES as readonly string[]).includes(status), status };
      } catch {
        return timedOut ? { valid: true, status: 'timeout', code: 'TIMEOUT' } : { valid: true, status: 'error', code: 'VALIDATION_ERROR' };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
