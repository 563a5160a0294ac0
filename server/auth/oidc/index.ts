/**
 * Single sign-on with OpenID Connect (docs/sso.md) through `openid-client` v6: the
 * authorization code flow with PKCE (S256), state and nonce. `start` stores a pending sign-in and
 * gives the provider's URL; `finish` takes the provider's answer back, checks it (state, nonce,
 * issuer, the ID token's signature and audience: openid-client does these), finds the user by the
 * rules of ./sso-accounts.ts (linked, newly created, or refused) and opens an ordinary server-side
 * session; a link asked for by a signed-in account (`linkUserId`) links instead and opens nothing. The provider's metadata is discovered on first
 * use and kept; a failed discovery is tried again on the next sign-in.
 */
import * as client from 'openid-client';
import type { Kysely } from 'kysely';
import type { Language } from '../../../domain/languages.js';
import type { Database } from '../../db/schema.js';
import type { Account } from '../accounts.js';
import { createSession, type NewSession } from '../sessions.js';
import { isLoopback, type OidcConfig } from './oidc-config.js';
import { savePendingLogin, takePendingLogin } from './pending-logins.js';
import { claimAt, roleFromClaims } from './role-claims.js';
import { emailClaims } from './email-claims.js';
import { accountForIdentity, type SsoAccountRefusal } from './sso-accounts.js';

export { OIDC_CALLBACK_PATH, OIDC_LINK_PATH, OIDC_LOGIN_PATH, oidcConfigFrom, type OidcConfig } from './oidc-config.js';

export type SsoFailure = 'no_pending_login' | 'provider_refused' | 'link_not_signed_in' | SsoAccountRefusal;

export type SsoOutcome =
  /** A sign-in: a new session for the account. */
  | { ok: true; kind: 'sign_in'; account: Account; session: NewSession; language: Language; returnPath: string | undefined }
  /** A signed-in account linked the provider account to itself; its session goes on. */
  | { ok: true; kind: 'link'; account: Account; language: Language; returnPath: string | undefined }
  | { ok: false; reason: SsoFailure; link: boolean; language: Language | undefined; returnPath?: string | undefined; detail?: string };

export interface StartInput {
  language: Language;
  returnPath: string | undefined;
  /** A signed-in account that confirmed its password and asks to link a provider account to itself. */
  linkUserId?: number | undefined;
}

export interface OidcService {
  /** Where to send the browser, and the token for the browser's pending-sign-in cookie. */
  start(input: StartInput): Promise<{ url: string; token: string; expiresAt: number }>;
  /**
   * The provider's answer (`search` of the callback URL) for the browser holding `token`;
   * `signedInAccountId` is the account of the browser's session, if any (a link needs it to be the
   * account that asked).
   */
  finish(token: string | undefined, search: string, signedInAccountId: number | undefined): Promise<SsoOutcome>;
  /** Whether a provider account is linked to the account (the account panel offers linking otherwise). */
  isLinked(userId: number): Promise<boolean>;
}

interface Clock {
  now(): number;
}

export function createOidcService(db: Kysely<Database>, config: OidcConfig, sessionTtlMs: number, clock: Clock): OidcService {
  let discovered: Promise<client.Configuration> | undefined;

  function configuration(): Promise<client.Configuration> {
    discovered ??= discover().catch((error: unknown) => {
      discovered = undefined;
      throw error;
    });
    return discovered;
  }

  async function discover(): Promise<client.Configuration> {
    // A provider on this machine (development, the tests) may speak plain http; no other may.
    const insecure = isLoopback(config.issuer);
    const found = await client.discovery(config.issuer, config.clientId, config.clientSecret, undefined, {
      ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
    });
    // client_secret_basic is OpenID Connect's default method; post only for a provider that has no other.
    const server = found.serverMetadata();
    const methods = server.token_endpoint_auth_methods_supported;
    const auth =
      methods && !methods.includes('client_secret_basic') && methods.includes('client_secret_post')
        ? client.ClientSecretPost(config.clientSecret)
        : client.ClientSecretBasic(config.clientSecret);
    const oidc = new client.Configuration(server, config.clientId, config.clientSecret, auth);
    if (insecure) client.allowInsecureRequests(oidc);
    return oidc;
  }

  return {
    async start({ language, returnPath, linkUserId }) {
      const oidc = await configuration();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(oidc, {
        redirect_uri: config.redirectUri,
        scope: config.scopes,
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        ui_locales: language === 'ku' ? 'ckb ku' : language,
      });
      const pending = await savePendingLogin(db, { state, nonce, codeVerifier, language, returnPath, linkUserId }, clock.now());
      return { url: url.href, ...pending };
    },

    async finish(token, search, signedInAccountId) {
      const pending = await takePendingLogin(db, token, clock.now());
      if (!pending) return { ok: false, reason: 'no_pending_login', link: false, language: undefined };
      const { language, returnPath, linkUserId } = pending;
      const link = linkUserId !== undefined;
      const refused = (reason: SsoFailure, detail?: string): SsoOutcome => ({ ok: false, reason, link, language, returnPath, detail });
      // A link is finished only in the session that asked for it, still signed in as that account.
      if (link && signedInAccountId !== linkUserId) return refused('link_not_signed_in');
      let claims: Record<string, unknown>;
      let idTokenClaims: Record<string, unknown>;
      let userInfo: Record<string, unknown> | undefined;
      try {
        const oidc = await configuration();
        const currentUrl = new URL(config.redirectUri);
        currentUrl.search = search;
        const tokens = await client.authorizationCodeGrant(oidc, currentUrl, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        const idClaims = tokens.claims();
        if (!idClaims) return refused('provider_refused', 'no ID token');
        idTokenClaims = { ...idClaims };
        claims = idTokenClaims;
        // Many providers put e-mail and groups only in the UserInfo answer when an access token is issued.
        const missing =
          claims.email === undefined ||
          claims.email_verified === undefined ||
          (config.roleMap !== null && claimAt(claims, config.roleClaim) === undefined);
        if (missing && oidc.serverMetadata().userinfo_endpoint) {
          userInfo = { ...(await client.fetchUserInfo(oidc, tokens.access_token, idClaims.sub)) };
          // The ID token's claims win: they are signed; UserInfo only fills the gaps.
          claims = { ...userInfo, ...claims };
        }
      } catch (error) {
        return refused('provider_refused', error instanceof Error ? error.message : String(error));
      }
      const result = await accountForIdentity(
        db,
        {
          // The issuer the signed ID token names (openid-client has checked it is the discovered one).
          issuer: String(claims.iss),
          subject: String(claims.sub),
          // The address and whether it is verified, from one and the same answer (never mixed).
          ...emailClaims(idTokenClaims, userInfo),
          role: config.roleMap ? roleFromClaims(claims, config.roleClaim, config.roleMap) : undefined,
        },
        { linkVerifiedEmail: config.linkVerifiedEmail, linkTo: linkUserId },
        new Date(clock.now()),
      );
      if (!result.ok) return refused(result.reason);
      if (link) return { ok: true, kind: 'link', account: result.account, language, returnPath };
      const session = await createSession(db, result.account.id, clock.now(), sessionTtlMs);
      return { ok: true, kind: 'sign_in', account: result.account, session, language, returnPath };
    },

    async isLinked(userId) {
      const row = await db.selectFrom('user_identities').select('user_id').where('user_id', '=', userId).executeTakeFirst();
      return row !== undefined;
    },
  };
}
