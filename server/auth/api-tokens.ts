/**
 * Bearer tokens for scripts (`api_tokens`, migration 0011): issued by POST /auth/token, sent as
 * `Authorization: Bearer <token>`, stored as SHA-256 only. A token works until it expires or is
 * revoked (sign-out with the token, a password change of its user, or an admin). A token's `scope`
 * is `write` (everything its user may) or `read` (GET only: the guard refuses the rest with 403
 * `insufficient_scope`).
 */
import type { Kysely } from 'kysely';
import type { Database, TokenScope } from '../db/schema.js';
import { toAccount, type Account } from './accounts.js';
import { hashSecretToken, isStale, looksLikeSecretToken, newSecretToken } from './secret-tokens.js';

export interface IssuedToken {
  token: string;
  expiresAt: number;
  scope: TokenScope;
}

export interface IssueOptions {
  /** `read`: GET only (docs/accounts.md, "Bearer tokens"); default `write`. */
  scope?: TokenScope;
  /** The client address it was issued to (shown to admins). */
  ip?: string;
}

export async function issueApiToken(
  db: Kysely<Database>,
  userId: number,
  now: number,
  ttlMs: number,
  options: IssueOptions = {},
): Promise<IssuedToken> {
  const token = newSecretToken();
  const expiresAt = now + ttlMs;
  const scope = options.scope ?? 'write';
  await db
    .insertInto('api_tokens')
    .values({
      token_hash: hashSecretToken(token),
      user_id: userId,
      created_at: now,
      expires_at: expiresAt,
      revoked_at: null,
      scope,
      created_ip: options.ip ?? null,
    })
    .execute();
  return { token, expiresAt, scope };
}

/**
 * The account and scope of a live token, or undefined. With `ip`, notes its last use at most once
 * a minute (as sessions do, sessions.ts).
 */
export async function findTokenAccount(
  db: Kysely<Database>,
  token: string,
  now: number,
  ip?: string,
): Promise<{ account: Account; scope: TokenScope } | undefined> {
  if (!looksLikeSecretToken(token)) return undefined;
  const tokenHash = hashSecretToken(token);
  const row = await db
    .selectFrom('api_tokens')
    .innerJoin('users', 'users.id', 'api_tokens.user_id')
    .select(['users.id', 'users.email', 'users.role', 'users.disabled', 'api_tokens.scope', 'api_tokens.last_used_at'])
    .where('api_tokens.token_hash', '=', tokenHash)
    .where('api_tokens.expires_at', '>', now)
    .where('api_tokens.revoked_at', 'is', null)
    .where('users.disabled', '=', 0)
    .executeTakeFirst();
  if (!row) return undefined;
  if (ip !== undefined && isStale(row.last_used_at, now))
    await db.updateTable('api_tokens').set({ last_used_at: now, last_used_ip: ip }).where('token_hash', '=', tokenHash).execute();
  // Anything but `read` is the full scope: rows before migration 0024 are `write` by default.
  return { account: toAccount(row), scope: row.scope === 'read' ? 'read' : 'write' };
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
