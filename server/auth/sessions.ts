/**
 * Browser sessions kept in the database (`sessions`, migration 0011): the cookie carries a random
 * token, the table its SHA-256. A session is valid until its expiry while its user exists and is
 * not disabled; deleting its row (sign-out, password change) ends it on every server process.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { toAccount, type Account } from './accounts.js';
import { hashSecretToken, isStale, looksLikeSecretToken, newSecretToken } from './secret-tokens.js';

export interface NewSession {
  /** The secret for the cookie; never stored. */
  token: string;
  expiresAt: number;
}

/** `ip`: the client address the session was made from (shown to admins; docs/accounts.md). */
export async function createSession(db: Kysely<Database>, userId: number, now: number, ttlMs: number, ip?: string): Promise<NewSession> {
  const token = newSecretToken();
  const expiresAt = now + ttlMs;
  await db
    .insertInto('sessions')
    .values({ id_hash: hashSecretToken(token), user_id: userId, created_at: now, expires_at: expiresAt, created_ip: ip ?? null })
    .execute();
  return { token, expiresAt };
}

/**
 * The account of a live session, or undefined (unknown, expired, or the user disabled). With `ip`,
 * notes when and from where the session was last used — written at most once a minute
 * (`LAST_USED_EVERY_MS`), so a busy editor costs one write a minute, not one per request.
 */
export async function findSessionAccount(db: Kysely<Database>, token: string, now: number, ip?: string): Promise<Account | undefined> {
  if (!looksLikeSecretToken(token)) return undefined;
  const idHash = hashSecretToken(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.email', 'users.role', 'users.disabled', 'sessions.last_used_at'])
    .where('sessions.id_hash', '=', idHash)
    .where('sessions.expires_at', '>', now)
    .where('users.disabled', '=', 0)
    .executeTakeFirst();
  if (!row) return undefined;
  if (ip !== undefined && isStale(row.last_used_at, now))
    await db.updateTable('sessions').set({ last_used_at: now, last_used_ip: ip }).where('id_hash', '=', idHash).execute();
  return toAccount(row);
}

export async function deleteSession(db: Kysely<Database>, token: string): Promise<void> {
  if (!looksLikeSecretToken(token)) return;
  await db.deleteFrom('sessions').where('id_hash', '=', hashSecretToken(token)).execute();
}

/** Ends every session of `userId` but the one whose token is `keepToken` (if any). */
export async function deleteOtherSessions(db: Kysely<Database>, userId: number, keepToken: string | undefined): Promise<number> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepToken) query = query.where('id_hash', '!=', hashSecretToken(keepToken));
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Housekeeping: an expired row is already refused; this only keeps the table small. */
export async function deleteExpiredSessions(db: Kysely<Database>, now: number): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
