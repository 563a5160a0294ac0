/** Picks the phone verifier: Twilio Verify when its three variables are set, the local one otherwise. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { createLocalVerifier } from './local.js';
import { createTwilioVerifier } from './twilio.js';
import type { PhoneVerifier } from './types.js';

export * from './types.js';

export function phoneVerifierFromEnv(
  db: Kysely<Database>,
  log: (message: string) => void,
  env: NodeJS.ProcessEnv = process.env,
): PhoneVerifier {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_VERIFY_SERVICE_SID: serviceSid } = env;
  if (accountSid && authToken && serviceSid) return createTwilioVerifier({ accountSid, authToken, serviceSid });
  return createLocalVerifier({
    db,
    now: Date.now,
    log,
    logCodes: env.NODE_ENV !== 'production',
    ...(env.PHONE_VERIFICATION_SECRET ? { secret: env.PHONE_VERIFICATION_SECRET } : {}),
    // Browser tests only: a known code (never in production, never with Twilio).
    ...(env.LOCAL_SMS_TEST_CODE && env.NODE_ENV !== 'production' && /^[0-9]{6}$/.test(env.LOCAL_SMS_TEST_CODE)
      ? { generateCode: () => env.LOCAL_SMS_TEST_CODE ?? '' }
      : {}),
  });
}
