/**
 * Sign-ins under way at the provider (`oidc_logins`, migrations 0015 and 0029). The browser keeps a random
 * token in a short-lived cookie; the row keyed by its hash keeps the PKCE verifier, state and nonce
 * on the server, so none of them can be read or swapped in the browser, and the provider's answer
 * is accepted only by the browser that started the sign-in (no login CSRF). The return path is
 * checked again when it is read back (domain/safe-return-path.ts): a row is never trusted more than
 * the browser's own text was.
 */
import type { Kysely } from 'kysely';
import type { Language } from '../../../domain/languages.js';
import { isLanguage } from '../../../domain/languages.js';
import { safeReturnPath } from '../../../domain/safe-return-path.js';
import type { Database } from '../../db/schema.js';
import { hashSecretToken, looksLikeSecretToken, newSecretToken } from '../secret-tokens.js';

/** Long enough to type a password and answer a second factor at the provider. */
export const PENDING_LOGIN_MS = 10 * 60_000;

export interface PendingLogin {
  state: string;
  nonce: string;
  codeVerifier: string;
  language: Language;
  returnPath: string | undefined;
  /** The signed-in account that asked to link a provider account to itself; undefined for a sign-in. */
  linkUserId: number | undefined;
}

export async function savePendingLogin(
  db: Kysely<Database>,
  login: PendingLogin,
  now: number,
): Promise<{ token: string; expiresAt: number }> {
  const token = newSecretToken();
  const expiresAt = now + PENDING_LOGIN_MS;
  // Housekeeping first: abandoned sign-ins are refused anyway, this keeps the table small.
  await db.deleteFrom('oidc_logins').where('expires_at', '<=', now).execute();
  await db
    .insertInto('oidc_logins')
    .values({
      id_hash: hashSecretToken(token),
      state: login.state,
      nonce: login.nonce,
      code_verifier: login.codeVerifier,
      language: login.language,
      return_path: login.returnPath ?? null,
      expires_at: expiresAt,
      link_user_id: login.linkUserId ?? null,
    })
    .execute();
  return { token, expiresAt };
}

/**
 * The pending sign-in of `token`, removed in the same step so it can be finished once: of two
 * callbacks racing with one token, only the one whose delete removed the row goes on.
 */
export async function takePendingLogin(db: Kysely<Database>, token: string | undefined, now: number): Promise<PendingLogin | undefined> {
  if (!token || !looksLikeSecretToken(token)) return undefined;
  const idHash = hashSecretToken(token);
  const row = await db.selectFrom('oidc_logins').selectAll().where('id_hash', '=', idHash).executeTakeFirst();
  if (!row) return undefined;
  const deleted = await db.deleteFrom('oidc_logins').where('id_hash', '=', idHash).executeTakeFirst();
  if (Number(deleted.numDeletedRows) !== 1 || Number(row.expires_at) <= now) return undefined;
  return {
    state: row.state,
    nonce: row.nonce,
    codeVerifier: row.code_verifier,
    language: isLanguage(row.language) ? row.language : 'ku',
    returnPath: safeReturnPath(row.return_path) ?? undefined,
    linkUserId: row.link_user_id === null ? undefined : Number(row.link_user_id),
  };
}
