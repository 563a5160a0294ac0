/**
 * The accounts service (issue 10), built once in server/services.ts: sign-in with a password,
 * server-side sessions, bearer tokens, password changes, role checks. The route family
 * (server/api/auth/), the guard (server/http/auth/) and the account pages use it; nothing else
 * touches the accounts tables.
 */
import type { Kysely } from 'kysely';
import type { AuthConfig } from '../config.js';
import type { Database } from '../db/schema.js';
import { ApiFailure } from '../http/failure.js';
import { authenticate, setPassword, verifyAccountPassword, type Account } from './accounts.js';
import { findTokenAccount, issueApiToken, revokeApiToken, revokeOtherApiTokens, type IssuedToken } from './api-tokens.js';
import {
  createSession,
  deleteExpiredSessions,
  deleteOtherSessions,
  deleteSession,
  findSessionAccount,
  type NewSession,
} from './sessions.js';

export type { Account } from './accounts.js';
export { roleAllows, isRole, ROLES, type UserRole } from './roles.js';

/** How a request proved who it is. */
export type Credential = { kind: 'session'; token: string } | { kind: 'bearer'; token: string };

export interface Identity {
  account: Account;
  credential: Credential;
}

export interface AuthService {
  readonly sessionTtlMs: number;
  readonly tokenTtlMs: number;
  /** A new session for the account `email`/`password` open, or undefined (same work either way). */
  signIn(email: string, password: string): Promise<{ account: Account; session: NewSession } | undefined>;
  /** A bearer token for the account, or undefined. */
  issueToken(email: string, password: string): Promise<{ account: Account; token: IssuedToken } | undefined>;
  /** Who a session cookie or bearer token belongs to, if it is live. */
  identify(credential: Credential): Promise<Account | undefined>;
  /** Ends the session or revokes the token. */
  signOut(credential: Credential): Promise<void>;
  /**
   * Checks the current password, sets the new one, and ends every other session and token of the
   * account (the credential making the change keeps working). 403 `wrong_password`, 400 `weak_password`.
   */
  changePassword(identity: Identity, currentPassword: string, newPassword: string): Promise<void>;
  /** Whether `password` is the account's own: the confirmation a signed-in account gives before linking single sign-on. */
  confirmPassword(accountId: number, password: string): Promise<boolean>;
  /** Housekeeping of expired sessions. */
  deleteExpired(): Promise<number>;
}

export function createAuthService(db: Kysely<Database>, config: AuthConfig, now: () => number): AuthService {
  const sessionTtlMs = config.sessionHours * 3_600_000;
  const tokenTtlMs = config.apiTokenDays * 86_400_000;
  return {
    sessionTtlMs,
    tokenTtlMs,
    async signIn(email, password) {
      const account = await authenticate(db, email, password);
      if (!account) return undefined;
      return { account, session: await createSession(db, account.id, now(), sessionTtlMs) };
    },
    async issueToken(email, password) {
      const account = await authenticate(db, email, password);
      if (!account) return undefined;
      return { account, token: await issueApiToken(db, account.id, now(), tokenTtlMs) };
    },
    identify(credential) {
      return credential.kind === 'session'
        ? findSessionAccount(db, credential.token, now())
        : findTokenAccount(db, credential.token, now());
    },
    async signOut(credential) {
      if (credential.kind === 'session') await deleteSession(db, credential.token);
      else await revokeApiToken(db, credential.token, now());
    },
    async changePassword({ account, credential }, currentPassword, newPassword) {
      if (!(await verifyAccountPassword(db, account.id, currentPassword)))
        throw new ApiFailure(403, 'wrong_password', 'The current password is not right', 'current_password');
      await setPassword(db, account.id, newPassword, new Date(now()));
      await deleteOtherSessions(db, account.id, credential.kind === 'session' ? credential.token : undefined);
      await revokeOtherApiTokens(db, account.id, now(), credential.kind === 'bearer' ? credential.token : undefined);
    },
    confirmPassword: (accountId, password) => verifyAccountPassword(db, accountId, password),
    deleteExpired: () => deleteExpiredSessions(db, now()),
  };
}
