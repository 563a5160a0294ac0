/**
 * The accounts service (docs/accounts.md), built once in server/services.ts: sign-in with a password,
 * server-side sessions, bearer tokens, password changes, role checks. The route family
 * (server/api/auth/), the guard (server/http/auth/) and the account pages use it; nothing else
 * touches the accounts tables. Password sign-ins and token requests pass the per-account limit
 * (sign-in-throttle.ts) and are audited (sign-in-audit.ts); docs/accounts.md.
 */
import type { Kysely } from 'kysely';
import type { AuthConfig } from './auth-config.js';
import type { Database, SignInVia, TokenScope } from '../db/schema.js';
import type { CmsAccess, CmsSignInActivity } from '../../domain/contracts/cms.js';
import { ApiFailure } from '../failure.js';
import { listAccess, revokeAccess, signInActivity } from './access-admin.js';
import { authenticate, findAccountByEmail, setPassword, verifyAccountPassword, type Account } from './accounts.js';
import { findTokenAccount, issueApiToken, revokeApiToken, revokeOtherApiTokens, type IssuedToken } from './api-tokens.js';
import { deleteOldSignInAttempts, recordSignInAttempt } from './sign-in-audit.js';
import { accountThrottleKey, chargeAttempt, clearThrottle, deleteStaleThrottles } from './sign-in-throttle.js';
import {
  createSession,
  deleteExpiredSessions,
  deleteOtherSessions,
  deleteSession,
  findSessionAccount,
  type NewSession,
} from './sessions.js';

export type { Account } from './accounts.js';
export type { TokenScope } from '../db/schema.js';
export { roleAllows, isRole, ROLES, type UserRole } from './roles.js';

/** How a request proved who it is. */
export type Credential = { kind: 'session'; token: string } | { kind: 'bearer'; token: string };

export interface Identity {
  account: Account;
  credential: Credential;
  /** What the credential may do: a session `write`; a token its scope (`read`: GET only). */
  scope: TokenScope;
}

/** The client a request came from: `request.ip`, which names the X-Forwarded-For client only behind a trusted proxy. */
export interface Client {
  ip: string;
}

/** 429 of the per-account limit; the route sets Retry-After from `retry_after_seconds`. */
export const TOO_MANY_ATTEMPTS = 'too_many_attempts';

export interface AuthService {
  readonly sessionTtlMs: number;
  readonly tokenTtlMs: number;
  /**
   * A new session for the account `email`/`password` open, or undefined (same work either way);
   * 429 `too_many_attempts` while the per-account limit delays this address.
   */
  signIn(email: string, password: string, client?: Client): Promise<{ account: Account; session: NewSession } | undefined>;
  /** A bearer token for the account, or undefined; the same limit and audit as signIn. */
  issueToken(
    email: string,
    password: string,
    client?: Client,
    scope?: TokenScope,
  ): Promise<{ account: Account; token: IssuedToken } | undefined>;
  /** Who a session cookie or bearer token belongs to, if it is live. */
  identify(credential: Credential): Promise<Account | undefined>;
  /** Who, and with which scope; with `client`, notes the credential's last use (at most once a minute). */
  resolve(credential: Credential, client?: Client): Promise<{ account: Account; scope: TokenScope } | undefined>;
  /** Ends the session or revokes the token. */
  signOut(credential: Credential): Promise<void>;
  /**
   * Checks the current password, sets the new one, and ends every other session and token of the
   * account (the credential making the change keeps working). 403 `wrong_password`, 400 `weak_password`.
   */
  changePassword(identity: Pick<Identity, 'account' | 'credential'>, currentPassword: string, newPassword: string): Promise<void>;
  /** Whether `password` is the account's own: the confirmation a signed-in account gives before linking single sign-on. */
  confirmPassword(accountId: number, password: string): Promise<boolean>;
  /** Housekeeping of expired sessions, ended limit runs and old audit rows. */
  deleteExpired(): Promise<number>;
  /** Admins: every live session and token (access-admin.ts). */
  listAccess(): Promise<CmsAccess[]>;
  /** Admins: ends a session or revokes a token by its listed id; 404 `access_not_found`. */
  revokeAccess(id: string): Promise<void>;
  /** Admins: the latest audited attempts and the addresses waiting out a delay. */
  signInActivity(): Promise<CmsSignInActivity>;
}

const UNKNOWN_CLIENT: Client = { ip: 'unknown' };

export function createAuthService(db: Kysely<Database>, config: AuthConfig, now: () => number): AuthService {
  const sessionTtlMs = config.sessionHours * 3_600_000;
  const tokenTtlMs = config.apiTokenDays * 86_400_000;

  /** The per-account limit, the password check and the audit around `open` (which makes the session or token). */
  async function guarded<T>(
    email: string,
    password: string,
    client: Client,
    via: SignInVia,
    open: (account: Account) => Promise<T>,
  ): Promise<{ account: Account; result: T } | undefined> {
    const at = now();
    const key = accountThrottleKey(email);
    const audit = async (outcome: 'success' | 'failure' | 'locked', lockedUntil: number | null = null) =>
      recordSignInAttempt(db, {
        at,
        email,
        userId: (await findAccountByEmail(db, email).catch(() => undefined))?.id ?? null,
        ip: client.ip,
        via,
        outcome,
        lockedUntil,
      });
    const charge = await chargeAttempt(db, key, at);
    if (!charge.allowed) {
      await audit('locked');
      const seconds = Math.ceil(charge.retryAfterMs / 1000);
      throw new ApiFailure(429, TOO_MANY_ATTEMPTS, `Too many sign-in attempts for this account: try again in ${seconds} s`, undefined, {
        retry_after_seconds: seconds,
      });
    }
    const account = await authenticate(db, email, password);
    if (!account) {
      await audit('failure', charge.lockedUntil);
      return undefined;
    }
    await clearThrottle(db, key);
    await audit('success');
    return { account, result: await open(account) };
  }

  async function resolve(credential: Credential, client?: Client): Promise<{ account: Account; scope: TokenScope } | undefined> {
    if (credential.kind === 'bearer') return findTokenAccount(db, credential.token, now(), client?.ip);
    const account = await findSessionAccount(db, credential.token, now(), client?.ip);
    return account && { account, scope: 'write' };
  }

  return {
    sessionTtlMs,
    tokenTtlMs,
    async signIn(email, password, client = UNKNOWN_CLIENT) {
      const opened = await guarded(email, password, client, 'password', (account) =>
        createSession(db, account.id, now(), sessionTtlMs, client.ip),
      );
      return opened && { account: opened.account, session: opened.result };
    },
    async issueToken(email, password, client = UNKNOWN_CLIENT, scope = 'write') {
      const opened = await guarded(email, password, client, 'token', (account) =>
        issueApiToken(db, account.id, now(), tokenTtlMs, { scope, ip: client.ip }),
      );
      return opened && { account: opened.account, token: opened.result };
    },
    resolve,
    async identify(credential) {
      return (await resolve(credential))?.account;
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
    listAccess: () => listAccess(db, now()),
    revokeAccess: (id) => revokeAccess(db, id, now()),
    signInActivity: () => signInActivity(db, now()),
    async deleteExpired() {
      const at = now();
      await deleteStaleThrottles(db, at);
      await deleteOldSignInAttempts(db, at);
      return deleteExpiredSessions(db, at);
    },
  };
}
