/** Picks the e-mail verifier: the HTTP service when EMAIL_VERIFICATION_URL and EMAIL_VERIFICATION_API_KEY are set, the local syntax check otherwise. */
import { createHttpEmailVerifier } from './http.js';
import { createLocalEmailVerifier } from './local.js';
import type { EmailVerifier } from './types.js';

export * from './types.js';

export function emailVerifierFromEnv(env: NodeJS.ProcessEnv = process.env): EmailVerifier {
  if (env.EMAIL_VERIFICATION_URL && env.EMAIL_VERIFICATION_API_KEY) {
    return createHttpEmailVerifier({ url: env.EMAIL_VERIFICATION_URL, apiKey: env.EMAIL_VERIFICATION_API_KEY });
  }
  return createLocalEmailVerifier();
}
