/**
 * The local reCAPTCHA stand-in (architecture, "Real parts and their local stand-ins"). Off by
 * default (`configured: false`, leads need no token); with RECAPTCHA=local it is on and accepts
 * exactly the tokens that start with `local-pass`, so tests and the e2e run drive both answers
 * without Google.
 */
import type { RecaptchaVerifier } from './types.js';

export const LOCAL_PASS_TOKEN = 'local-pass';

export function createLocalRecaptcha(configured: boolean): RecaptchaVerifier {
  return {
    name: 'local',
    configured,
    async verify(token) {
      return token.startsWith(LOCAL_PASS_TOKEN) ? { ok: true } : { ok: false, reason: 'local stand-in refuses this token' };
    },
  };
}
