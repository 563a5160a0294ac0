/** Picks the reCAPTCHA verifier: Google when RECAPTCHA_SECRET_KEY is set, the local stand-in otherwise (on only with RECAPTCHA=local). */
import { createGoogleRecaptcha } from './google.js';
import { createLocalRecaptcha } from './local.js';
import type { RecaptchaVerifier } from './types.js';

export * from './types.js';
export { LOCAL_PASS_TOKEN, createLocalRecaptcha } from './local.js';
export { createGoogleRecaptcha } from './google.js';

export function recaptchaFromEnv(env: NodeJS.ProcessEnv = process.env): RecaptchaVerifier {
  if (env.RECAPTCHA_SECRET_KEY) {
    const minScore = Number(env.RECAPTCHA_MIN_SCORE);
    return createGoogleRecaptcha({
      secret: env.RECAPTCHA_SECRET_KEY,
      ...(Number.isFinite(minScore) && env.RECAPTCHA_MIN_SCORE ? { minScore } : {}),
    });
  }
  return createLocalRecaptcha(env.RECAPTCHA === 'local');
}
