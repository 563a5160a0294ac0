/**
 * The audit of password sign-ins and token requests (`sign_in_attempts`, migration 0024;
 * docs/accounts.md, "Per-account limit"): who (the address as typed, and the account when one has
 * it), when, from where (the client address the app trusts: TRUST_PROXY), through which route, and
 * the outcome — `success`, `failure` (unknown address, wrong password, disabled account: one
 * outcome, as the answer is one) or `locked` (refused by the per-account limit, password not
 * checked). Admins read it on the "Sign-in activity" screen. Kept `AUDIT_DAYS`.
 */
import type { Kysely } from 'kysely';
import type { Database, SignInOutcome, SignInVia } from '../db/schema.js';
import { MAX_EMAIL_LENGTH } from './accounts.js';

export const AUDIT_DAYS = 90;

export interface SignInAttempt {
  id: number;
  at: number;
  email: string;
  userId: number | null;
  ip: string;
  via: SignInVia;
  outcome: SignInOutcome;
  lockedUntil: number | null;
}

export async function recordSignInAttempt(db: Kysely<Database>, attempt: Omit<SignInAttempt, 'id'>): Promise<void> {
  await db
    .insertInto('sign_in_attempts')
    .values({
      at: attempt.at,
      email: attempt.email.trim().slice(0, MAX_EMAIL_LENGTH),
      user_id: attempt.userId,
      ip: attempt.ip.slice(0, 100),
      via: attempt.via,
      outcome: attempt.outcome,
      locked_until: attempt.lockedUntil,
    })
    .execute();
}

/** The latest attempts, newest first. */
export async function recentSignInAttempts(db: Kysely<Database>, limit: number): Promise<SignInAttempt[]> {
  const rows = await db.selectFrom('sign_in_attempts').selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map((r) => ({
    id: r.id,
    at: Number(r.at),
    email: r.email,
    userId: r.user_id,
    ip: r.ip,
    via: r.via,
    outcome: r.outcome,
    lockedUntil: r.locked_until === null ? null : Number(r.locked_until),
  }));
}

/** Housekeeping: attempts older than `AUDIT_DAYS`. */
export async function deleteOldSignInAttempts(db: Kysely<Database>, now: number): Promise<void> {
  await db
    .deleteFrom('sign_in_attempts')
    .where('at', '<', now - AUDIT_DAYS * 86_400_000)
    .execute();
}
