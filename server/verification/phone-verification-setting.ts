/**
 * Settings key `buy_online.phone_verification`: `off` (default) or `required`. When required, a
 * reservation's phone number must have been verified by SMS (POST /twilio/create_verification +
 * check_verification) shortly before its lead is created, and POST /api/leads checks it. The value
 * may be stored bare (`required`) or as JSON (`"required"`); anything else counts as `off`, with a warning.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { PhoneVerificationMode } from '../../domain/contracts/buy-online.js';
import { SETTING_KEYS } from '../../domain/setting-keys.js';

export const PHONE_VERIFICATION_KEY = SETTING_KEYS.phoneVerification;
export type { PhoneVerificationMode };
/** How long a successful check counts for a lead. */
export const VERIFIED_PHONE_TTL_MS = 30 * 60 * 1000;

export function parsePhoneVerification(text: string | undefined, warn: (message: string) => void = console.warn): PhoneVerificationMode {
  if (text === undefined || text.trim() === '') return 'off';
  let value = text.trim();
  if (value.startsWith('"')) {
    try {
      value = String(JSON.parse(value));
    } catch {
      // Falls through to the warning.
    }
  }
  if (value === 'off' || value === 'required') return value;
  warn(`${PHONE_VERIFICATION_KEY} must be "off" or "required"; phone verification stays off`);
  return 'off';
}

export async function readPhoneVerification(db: Kysely<Database>, warn?: (message: string) => void): Promise<PhoneVerificationMode> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', PHONE_VERIFICATION_KEY).executeTakeFirst();
  return parsePhoneVerification(row?.value, warn);
}

/** Whether `phoneNumber` (E.164) passed a code check within the last VERIFIED_PHONE_TTL_MS. */
export async function isRecentlyVerified(db: Kysely<Database>, phoneNumber: string, now: number): Promise<boolean> {
  const row = await db.selectFrom('phone_verifications').select('verified_at').where('phone_number', '=', phoneNumber).executeTakeFirst();
  if (!row?.verified_at) return false;
  const at = Date.parse(String(row.verified_at));
  return Number.isFinite(at) && at <= now + 60_000 && now - at <= VERIFIED_PHONE_TTL_MS;
}

/**
 * The routes' own record of a number's verification, whatever the verifier (Twilio keeps its codes
 * to itself; the local verifier writes this table too). A new code for the number forgets an
 * earlier success, so the 30 minutes always count from the latest check.
 */
export async function markCodeSent(db: Kysely<Database>, phoneNumber: string, now: number): Promise<void> {
  await db
    .insertInto('phone_verifications')
    .values({
      phone_number: phoneNumber,
      code_hash: 'external',
      expires_at: now,
      attempts: 0,
      verified_at: null,
      created_at: new Date(now).toISOString(),
    })
    .onConflict((oc) => oc.column('phone_number').doUpdateSet({ verified_at: null }))
    .execute();
}

/** Only the first success after a code counts: checking again does not move the time on. */
export async function markVerified(db: Kysely<Database>, phoneNumber: string, now: number): Promise<void> {
  const at = new Date(now).toISOString();
  await db
    .insertInto('phone_verifications')
    .values({ phone_number: phoneNumber, code_hash: 'external', expires_at: now, attempts: 0, verified_at: at, created_at: at })
    .onConflict((oc) => oc.column('phone_number').doUpdateSet({ verified_at: at }).where('phone_verifications.verified_at', 'is', null))
    .execute();
}
