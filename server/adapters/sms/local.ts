/**
 * The local phone verifier: a 6-digit code, stored only as an HMAC (never in clear), valid for
 * 10 minutes and for at most 5 checks. The code is written to the server log — in development only,
 * never when NODE_ENV is production — because no SMS is sent.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CheckStatus, PhoneVerifier } from './types.js';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_ATTEMPTS = 5;

export interface LocalVerifierOptions {
  db: Kysely<Database>;
  now: () => number;
  log: (message: string) => void;
  /** Whether codes may be logged (development). */
  logCodes: boolean;
  /** Optional pepper (PHONE_VERIFICATION_SECRET); each code also has its own random salt, so processes need share nothing. */
  secret?: string;
  /** Tests choose the code. */
  generateCode?: () => string;
}

/** Stored as "<salt>$<HMAC-SHA256(pepper, salt:phone:code)>". */
export function hashCode(secret: string, phoneNumber: string, code: string, salt: string = randomBytes(16).toString('hex')): string {
  return `${salt}$${createHmac('sha256', secret).update(`${salt}:${phoneNumber}:${code}`).digest('hex')}`;
}

export function createLocalVerifier(options: LocalVerifierOptions): PhoneVerifier {
  const { db } = options;
  const secret = options.secret ?? 'lrdx-phone-verification';
  const generate = options.generateCode ?? (() => String(randomInt(0, 1_000_000)).padStart(6, '0'));

  return {
    name: 'local',
    async start(phoneNumber) {
      const code = generate();
      const now = options.now();
      const row = {
        code_hash: hashCode(secret, phoneNumber, code),
        expires_at: now + CODE_TTL_MS,
        attempts: 0,
        verified_at: null,
        created_at: new Date(now).toISOString(),
      };
      await db
        .insertInto('phone_verifications')
        .values({ phone_number: phoneNumber, ...row })
        .onConflict((oc) => oc.column('phone_number').doUpdateSet(row))
        .execute();
      if (options.logCodes) options.log(`[local SMS] verification code for ${phoneNumber}: ${code}`);
      return { status: 'pending' };
    },

    async check(phoneNumber, code): Promise<{ status: CheckStatus }> {
      const now = options.now();
      const row = await db.selectFrom('phone_verifications').selectAll().where('phone_number', '=', phoneNumber).executeTakeFirst();
      if (!row) return { status: 'not_found' };
      // A code that was approved is used up (as Twilio's is): no other code, right or wrong, approves again.
      if (row.verified_at) return { status: 'not_found' };
      if (Number(row.expires_at) <= now) return { status: 'expired' };
      // Count the attempt first, in one conditional statement, so parallel guesses cannot exceed the limit.
      const counted = await db
        .updateTable('phone_verifications')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('phone_number', '=', phoneNumber)
        .where('attempts', '<', MAX_ATTEMPTS)
        .where('verified_at', 'is', null)
        .executeTakeFirst();
      if (Number(counted.numUpdatedRows) === 0) return { status: 'max_attempts' };
      const [salt = ''] = row.code_hash.split('$');
      const expected = Buffer.from(row.code_hash);
      const given = Buffer.from(hashCode(secret, phoneNumber, code, salt));
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { status: 'pending' };
      await db
        .updateTable('phone_verifications')
        .set({ verified_at: new Date(now).toISOString() })
        .where('phone_number', '=', phoneNumber)
        .execute();
      return { status: 'approved' };
    },
  };
}
