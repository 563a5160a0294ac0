/**
 * The few parts of `oidc-provider` (v9, a devDependency that ships no typings) the tests use to run
 * a local OpenID Connect provider (server/testing/local-oidc-provider.ts).
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface OidcAccount {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>>;
  }

  export interface OidcGrant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export interface OidcContext {
    oidc: {
      provider: Provider;
      client?: { clientId: string };
      session?: { accountId?: string };
    };
  }

  export interface ProviderConfiguration {
    clients: Array<Record<string, unknown>>;
    claims?: Record<string, string[]>;
    scopes?: string[];
    findAccount(ctx: OidcContext, sub: string): Promise<OidcAccount | undefined>;
    loadExistingGrant?(ctx: OidcContext): Promise<OidcGrant | undefined>;
    features?: Record<string, unknown>;
    pkce?: { required?: () => boolean };
    cookies?: { keys?: string[] };
    /** true (the default): with an access token, scope claims go to UserInfo only, not the ID token. */
    conformIdTokenClaims?: boolean;
    interactions?: { url?: (ctx: OidcContext, interaction: { uid: string }) => Promise<string> };
  }

  export default class Provider {
    constructor(issuer: string, configuration: ProviderConfiguration);
    Grant: new (input: { clientId: string; accountId: string }) => OidcGrant;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<{ uid: string; prompt: { name: string } }>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
