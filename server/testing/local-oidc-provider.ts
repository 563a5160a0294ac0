/**
 * A real OpenID Connect provider for the tests (`oidc-provider`, a devDependency) on a free port of
 * this machine, shared by the server's SSO test (server/api/auth/oidc.test.ts) and the browser's
 * (e2e/sso-sign-in.e2e.test.ts). Its sign-in screen either signs in whoever the test named in
 * `signInAs` at once (`interactive` off: a fetch-driven test) or is a small HTML form where a
 * browser types the account (`interactive` on); consent is given for our one client, so a test
 * drives the whole redirect → provider → callback round trip over real HTTP.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface LocalClaims {
  email?: string;
  /** A boolean at a well-behaved provider; anything JSON at a careless one (a test may send "true"). */
  email_verified?: boolean | string;
  name?: string;
  groups?: string[];
}

export interface LocalAccount extends LocalClaims {
  /** Claims the UserInfo answer gives instead (a provider whose two answers disagree). */
  userInfo?: LocalClaims;
}

export interface LocalOidcProvider {
  issuer: string;
  /** The provider's users by subject; change them between sign-ins (new groups, a new e-mail). */
  accounts: Map<string, LocalAccount>;
  /** Who the provider signs in at the next sign-in screen. */
  signInAs: string;
  close(): Promise<void>;
}

export interface LocalClient {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export interface LocalProviderOptions {
  /** A sign-in form at /interaction/<uid> (account field, "Continue") instead of signing in `signInAs` at once. */
  interactive?: boolean;
  /**
   * Put the e-mail, name and groups in the ID token too. Off (oidc-provider's default, as many
   * providers do when an access token is issued), they are only in the UserInfo answer.
   */
  claimsInIdToken?: boolean;
}

/** The provider's own sign-in page: English only, as a third-party provider's page would be. */
function signInForm(uid: string, problem?: string): string {
  const error = problem ? `<p role="alert">${problem}</p>` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local provider: sign in</title></head><body>
<main><h1>Local provider</h1>${error}<form method="post" action="/interaction/${encodeURIComponent(uid)}/login">
<label>Account <input name="login" autocomplete="username" required></label>
<button type="submit">Continue</button></form></main></body></html>`;
}

async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startLocalOidcProvider(client: LocalClient, options: LocalProviderOptions = {}): Promise<LocalOidcProvider> {
  // Filled in once the port (and so the issuer) is known; the server answers 503 until then.
  const live: { provider?: Provider; handle?: (req: IncomingMessage, res: ServerResponse) => void } = {};
  const state = { signInAs: '' };
  const accounts = new Map<string, LocalAccount>();

  const server = createServer((req, res) => {
    const { provider, handle } = live;
    if (!provider || !handle) {
      res.statusCode = 503;
      res.end();
      return;
    }
    if (req.url?.startsWith('/interaction/') && options.interactive) {
      void interactiveStep(provider, req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    if (req.url?.startsWith('/interaction/')) {
      // The sign-in screen: signed in as the test's user at once.
      void provider
        .interactionDetails(req, res)
        .then(() => provider.interactionFinished(req, res, { login: { accountId: state.signInAs } }, { mergeWithLastSubmission: false }))
        .catch((error: unknown) => {
          res.statusCode = 500;
          res.end(String(error));
        });
      return;
    }
    handle(req, res);
  });
  /** GET shows the form; POST …/login signs in the account typed (an unknown one gets the form again, with an alert). */
  async function interactiveStep(provider: Provider, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const details = await provider.interactionDetails(req, res);
    if (req.method === 'POST') {
      const login = (await formBody(req)).get('login')?.trim() ?? '';
      if (accounts.has(login)) {
        await provider.interactionFinished(req, res, { login: { accountId: login } }, { mergeWithLastSubmission: false });
        return;
      }
      res.statusCode = 200;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(signInForm(details.uid, 'No such account.'));
      return;
    }
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(signInForm(details.uid));
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [client.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'], groups: ['groups'] },
    scopes: ['openid', 'email', 'profile', 'groups'],
    async findAccount(_ctx, sub) {
      if (!accounts.has(sub)) return undefined;
      return {
        accountId: sub,
        claims: async (use: string) => {
          const { userInfo, ...claims } = accounts.get(sub) ?? {};
          return { sub, ...claims, ...(use === 'userinfo' ? userInfo : {}) };
        },
      };
    },
    conformIdTokenClaims: !options.claimsInIdToken,
    // Our client is first-party: consent is given without a screen.
    async loadExistingGrant(ctx) {
      const accountId = ctx.oidc.session?.accountId;
      const clientId = ctx.oidc.client?.clientId;
      if (!accountId || !clientId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId });
      grant.addOIDCScope('openid email profile groups');
      await grant.save();
      return grant;
    },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    cookies: { keys: ['local test provider key'] },
  });
  live.provider = provider;
  live.handle = provider.callback();

  return {
    issuer,
    accounts,
    get signInAs() {
      return state.signInAs;
    },
    set signInAs(subject: string) {
      state.signInAs = subject;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
