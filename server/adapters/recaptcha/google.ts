/**
 * Google reCAPTCHA (v2 and v3) through its siteverify endpoint. Configured by RECAPTCHA_SECRET_KEY;
 * RECAPTCHA_MIN_SCORE (v3, default 0.5) refuses low scores. A network failure refuses the token:
 * the visitor may retry, and a bot cannot pass by making Google unreachable.
 */
import type { RecaptchaVerifier } from './types.js';

export const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export interface GoogleRecaptchaOptions {
  secret: string;
  minScore?: number;
  fetch?: typeof fetch;
}

interface SiteverifyReply {
  success?: boolean;
  score?: number;
  'error-codes'?: string[];
}

export function createGoogleRecaptcha(options: GoogleRecaptchaOptions): RecaptchaVerifier {
  const doFetch = options.fetch ?? fetch;
  const minScore = options.minScore ?? 0.5;
  return {
    name: 'google',
    configured: true,
    async verify(token, remoteIp) {
      const body = new URLSearchParams({ secret: options.secret, response: token });
      if (remoteIp) body.set('remoteip', remoteIp);
      try {
        const response = await doFetch(SITEVERIFY_URL, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: body.toString(),
        });
        if (!response.ok) return { ok: false, reason: `siteverify answered ${response.status}` };
        const reply = (await response.json()) as SiteverifyReply;
        if (!reply.success) return { ok: false, reason: (reply['error-codes'] ?? ['invalid-input-response']).join(',') };
        if (typeof reply.score === 'number' && reply.score < minScore) return { ok: false, reason: `score ${reply.score}` };
        return { ok: true };
      } catch (error) {
        return { ok: false, reason: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}
