/**
 * The sign-in settings the auth service runs on. Auth owns their shape and `server/config.ts` fills
 * it from the environment, so the import runs one way: config → auth (docs/architecture.md).
 */
import type { OidcConfig } from './oidc/oidc-config.js';

export interface AuthConfig {
  /** How long a browser session lasts after sign-in (SESSION_HOURS, default 12). */
  sessionHours: number;
  /** How long a bearer token from POST /auth/token lasts (API_TOKEN_DAYS, default 30). */
  apiTokenDays: number;
  /** Single sign-on with OpenID Connect (OIDC_*, docs/sso.md); undefined when not configured. */
  oidc?: OidcConfig | undefined;
}
