/**
 * Single sign-on settings from the environment (docs/sso.md). SSO is on when OIDC_ISSUER,
 * OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are all set; naming only some of them is a mistake we
 * refuse at start rather than a sign-in button that fails later.
 */
import { isRole, type UserRole } from '../roles.js';

export const OIDC_CALLBACK_PATH = '/auth/oidc/callback';
export const OIDC_LOGIN_PATH = '/auth/oidc/login';
export const OIDC_LINK_PATH = '/auth/oidc/link';

export interface OidcConfig {
  /** The provider's issuer identifier (discovery reads `<issuer>/.well-known/openid-configuration`). */
  issuer: URL;
  clientId: string;
  clientSecret: string;
  /** Where the provider sends the browser back: PUBLIC_ORIGIN + /auth/oidc/callback unless OIDC_REDIRECT_URI says otherwise. */
  redirectUri: string;
  scopes: string;
  /** The claim holding the user's groups or roles (OIDC_ROLE_CLAIM, default `groups`; dots walk into objects: `realm_access.roles`). */
  roleClaim: string;
  /**
   * Claim value → role (OIDC_ROLE_MAP). With a map the provider decides the role at every sign-in
   * (no mapped value = no role); without one, roles are given in the Users screen and SSO leaves them alone.
   */
  roleMap: ReadonlyMap<string, UserRole> | null;
  /**
   * OIDC_LINK_VERIFIED_EMAIL=true: a provider account's first sign-in may take over the existing
   * account with its address, when the provider says `email_verified: true`. Off (the default), an
   * existing account is linked only by its own holder, signed in with its password (docs/sso.md).
   */
  linkVerifiedEmail: boolean;
}

const SET = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

export function oidcConfigFrom(env: NodeJS.ProcessEnv, publicOrigin: string): OidcConfig | undefined {
  const required = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;
  const present = required.filter((name) => SET(env[name]));
  if (present.length === 0) return undefined;
  if (present.length < required.length) {
    const missing = required.filter((name) => !present.includes(name));
    throw new Error(`Single sign-on needs OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together; missing ${missing.join(', ')}`);
  }
  let issuer: URL;
  try {
    issuer = new URL(String(env.OIDC_ISSUER).trim());
  } catch {
    throw new Error(`OIDC_ISSUER must be a URL such as https://login.example.com/realms/lrdx, got ${env.OIDC_ISSUER}`);
  }
  if (issuer.protocol !== 'https:' && !isLoopback(issuer))
    throw new Error(`OIDC_ISSUER must use https (http is accepted only for localhost), got ${issuer.href}`);
  const redirectUri = SET(env.OIDC_REDIRECT_URI) ? env.OIDC_REDIRECT_URI.trim() : `${publicOrigin.replace(/\/$/, '')}${OIDC_CALLBACK_PATH}`;
  try {
    new URL(redirectUri);
  } catch {
    throw new Error(`OIDC_REDIRECT_URI must be an absolute URL, got ${redirectUri}`);
  }
  return {
    issuer,
    clientId: String(env.OIDC_CLIENT_ID).trim(),
    clientSecret: String(env.OIDC_CLIENT_SECRET),
    redirectUri,
    scopes: SET(env.OIDC_SCOPES) ? env.OIDC_SCOPES.trim() : 'openid email profile',
    roleClaim: SET(env.OIDC_ROLE_CLAIM) ? env.OIDC_ROLE_CLAIM.trim() : 'groups',
    roleMap: SET(env.OIDC_ROLE_MAP) ? roleMapFrom(env.OIDC_ROLE_MAP) : null,
    linkVerifiedEmail: linkVerifiedEmailFrom(env.OIDC_LINK_VERIFIED_EMAIL),
  };
}

function linkVerifiedEmailFrom(raw: string | undefined): boolean {
  const value = raw?.trim().toLowerCase() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw new Error(`OIDC_LINK_VERIFIED_EMAIL must be true or false, got ${raw}`);
}

function roleMapFrom(raw: string): ReadonlyMap<string, UserRole> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error(`OIDC_ROLE_MAP must be JSON such as {"lrdx-admins":"admin","lrdx-editors":"editor"}, got ${raw}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error('OIDC_ROLE_MAP must be a JSON object of claim value → "editor" or "admin"');
  const map = new Map<string, UserRole>();
  for (const [value, role] of Object.entries(parsed)) {
    if (!isRole(role)) throw new Error(`OIDC_ROLE_MAP: "${value}" maps to ${JSON.stringify(role)}; roles are "editor" and "admin"`);
    map.set(value, role);
  }
  return map;
}

/** http is fine for a provider on this machine (development, the tests), nowhere else. */
export function isLoopback(url: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}
