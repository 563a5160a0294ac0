/**
 * Bearer tokens for scripts (`api_tokens`, migration 0011): issued by POST /auth/token, sent as
 * `Authorization: Bearer <token>`, stored as SHA-256 only. A token works until it expires or is
 * revoked (sign-out with the token, or a password change of its user).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { toAccount, type Account } from './accounts.js';
import { hashSecretToken, looksLikeSecretToken, newSecretToken } from './secret-tokens.js';

export interface IssuedToken {
  token: string;
  expiresAt: number;
}

export async function issueApiToken(db: Kysely<Database>, userId: number, now: number, ttlMs: number): Promise<IssuedToken> {
  const token = newSecretToken();
  const expiresAt = now + ttlMs;
  await db
    .insertInto('api_tokens')
    .values({ token_hash: hashSecretToken(token), user_id: userId, created_at: now, expires_at: expiresAt, revoked_at: null })
    .execute();
  return { token, expiresAt };
}

export async function findTokenAccount(db: Kysely<Database>, token: string, now: number): Promise<Account | undefined> {
  if (!looksLikeSecretToken(token)) return undefined;
  const row = await db
    .selectFrom('api_tokens')
    .innerJoin('users', 'users.id', 'api_tokens.user_id')
    .select(['users.id', 'users.email', 'users.role', 'users.disabled'])
    .where('api_tokens.token_hash', '=', hashSecretToken(token))
    .where('api_tokens.expires_at', '>', now)
    .where('api_tokens.revoked_at', 'is', null)
    .where('users.disabled', '=', 0)
    .executeTakeFirst();
  return row ? toAccount(row) : undefined;
}

export async function revokeApiToken(db: Kysely<Database>, token: string, now: number): Promise<void> {
  if (!looksLikeSecretToken(token)) return;
  await db
    .updateTable('api_tokens')
    .set({ revoked_at: now })
    .where('token_hash', '=', hashSecretToken(token))
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every live token of `userId` but `keepToken` (the one making the request, if any). */
export async function revokeOtherApiTokens(
  db: Kysely<Database>,
  userId: number,
  now: number,
  keepToken: string | undefined,
): Promise<void> {
  let query = db.updateTable('api_tokens').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (keepToken) query = query.where('token_hash', '!=', hashSecretToken(keepToken));
  await query.execute();
}
