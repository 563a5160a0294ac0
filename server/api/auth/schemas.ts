/**
 * OpenAPI + validation of the auth family (docs/accounts.md, "Routes"). Sign-in, sign-out and password change take
 * JSON (scripts, fetch) or a form post (the server-rendered pages, no JavaScript); a form post
 * answers with a redirect (303) or the sign-in page again, JSON with JSON. In TypeBox: the handlers'
 * types come from these schemas (docs/api-schemas.md).
 */
import { Type } from 'typebox';
import { LANGUAGES } from '../../../domain/languages.js';
import { MAX_PASSWORD_LENGTH } from '../../auth/passwords.js';
import { MAX_EMAIL_LENGTH } from '../../auth/accounts.js';
import type { Account, TokenScope } from '../../auth/index.js';
import { apiErrorRef, errorResponses } from '../../http/error-schema.js';
import { siteResponses } from '../../http/html-responses.js';
import { DataAnswer } from '../../http/schemas/answer.js';
import { StringEnum } from '../../http/schemas/nullable.js';

const tags = ['auth'];
const CONSUMES = ['application/json', 'application/x-www-form-urlencoded'];
const redirect = (description: string) => Type.Null({ description });
/**
 * An error in the error shape (JSON), or the sign-in page again saying it (a form post). An OpenAPI
 * response with content types, not a JSON schema: the handler answers either.
 */
const errorOrPage = (description: string) => ({
  description,
  content: { 'application/json': { schema: apiErrorRef }, 'text/html': { schema: { type: 'string' } } },
});

const user = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  // Written out: StringEnum has no null member, and `Nullable` no enum.
  role: Type.Unsafe<Account['role']>({
    type: ['string', 'null'],
    enum: ['editor', 'admin', null],
    description: 'null: signed in without permissions',
  }),
});

/** The members a form post adds; the handlers read `lang` with isLanguage and `return` with signInReturnPath. */
const formExtras = {
  _csrf: Type.Optional(Type.String({ maxLength: 200, description: 'CSRF token (form posts; JSON calls send the x-csrf-token header)' })),
  lang: Type.Optional(StringEnum(LANGUAGES, { description: 'Language of the page to answer with (form posts)' })),
  return: Type.Optional(Type.String({ maxLength: 2000, description: 'Same-site path to go to after a form post' })),
};

const email = Type.String({ maxLength: MAX_EMAIL_LENGTH });
const password = Type.String({ maxLength: MAX_PASSWORD_LENGTH });
const scope = StringEnum(['read', 'write']);

export const signInSchema = {
  tags,
  summary: 'Sign in with e-mail and password: sets the HttpOnly session cookie',
  description:
    'JSON answers 200 with the user, the session expiry and a CSRF token for later cookie calls (the CSRF secret is new: tokens from before the sign-in are refused); a form post (from /auth/sign-in) must carry `_csrf` and answers 303 to `return` (or /{lang}/cms), or the sign-in page again with the problem. An unknown e-mail and a wrong password answer alike (401 `invalid_credentials`). Rate-limited per client (RATE_LIMIT_SIGN_IN, 429 `rate_limited`) and per account (after 5 failures a delay that doubles up to 15 minutes, 429 `too_many_attempts`; docs/accounts.md).',
  consumes: CONSUMES,
  body: Type.Object({ email, password, ...formExtras }),
  response: {
    200: {
      description: 'Signed in (JSON)',
      content: {
        'application/json': {
          schema: DataAnswer(Type.Object({ user, expires_at: Type.String({ format: 'date-time' }), csrf_token: Type.String() })),
        },
      },
    },
    303: redirect('Signed in from the form: on to `return` (a same-site path) or /{lang}/cms'),
    401: errorOrPage('`invalid_credentials`: unknown e-mail or wrong password, one answer for both'),
    403: errorOrPage('`csrf_missing` / `csrf_invalid`: a form post without a valid CSRF token'),
    429: errorOrPage('`rate_limited` (this client) or `too_many_attempts` (this account), with `retry_after_seconds` and Retry-After'),
  },
};

export const tokenSchema = {
  tags,
  summary: 'A bearer token for scripts (`Authorization: Bearer <token>`)',
  description:
    'The same check and limits as sign-in (per client and per account: 429 `rate_limited` / `too_many_attempts`); 401 `invalid_credentials` for an unknown e-mail or a wrong password alike. The token works until `expires_at` (API_TOKEN_DAYS), sign-out with it, a password change, or an admin revoking it. `scope: "read"` makes a read-only token: any route but GET answers it 403 `insufficient_scope`.',
  body: Type.Object({
    email,
    password,
    scope: Type.Optional(
      Type.Unsafe<TokenScope>({
        type: 'string',
        enum: ['read', 'write'],
        default: 'write',
        description: '`read`: GET only; `write` (default): all its user may',
      }),
    ),
  }),
  response: {
    200: Type.Object({
      token: Type.String(),
      token_type: Type.Optional(StringEnum(['Bearer'])),
      expires_at: Type.String({ format: 'date-time' }),
      scope,
    }),
    ...errorResponses(401, 429),
  },
};

export const signOutSchema = {
  tags,
  summary: 'Sign out: ends the session (cookie, CSRF token needed) or revokes the bearer token',
  consumes: CONSUMES,
  // The body may be left out (null): an object or null, which TypeBox's Union would write as an anyOf.
  body: Type.Unsafe<{ _csrf?: string; lang?: string } | null>({
    type: ['object', 'null'],
    properties: { _csrf: formExtras._csrf, lang: formExtras.lang },
  }),
  response: {
    200: DataAnswer(Type.Partial(Type.Object({ signed_out: Type.Boolean() }))),
    303: redirect('Form post: to the sign-in page'),
    ...errorResponses(401, 403),
  },
};

export const sessionSchema = {
  tags,
  summary: 'Who is signed in (session cookie or bearer token), with a CSRF token for cookie calls',
  response: {
    200: DataAnswer(Type.Object({ user, via: StringEnum(['session', 'bearer']), csrf_token: Type.Optional(Type.String()) })),
    ...errorResponses(401),
  },
};

export const passwordSchema = {
  tags,
  summary: "Change the signed-in account's password; every other session and token of the account ends",
  description:
    '403 `wrong_password` when the current password is not right, 403 `insufficient_scope` for a read-only token; 400 `weak_password` (field `new_password`) when the password rule refuses the new one, with `reason` (`too_short`, `common_password`, `personal_data`, … — docs/accounts.md, "Passwords"). A form post answers 303 back to `return` with `?password=changed|wrong_password|weak_password|csrf` (and `&reason=` for a weak one).',
  consumes: CONSUMES,
  body: Type.Object({ current_password: password, new_password: password, ...formExtras }),
  response: {
    200: DataAnswer(Type.Partial(Type.Object({ changed: Type.Boolean() }))),
    303: redirect('Form post: back to `return` with the outcome in `?password=`'),
    ...errorResponses(401, 403),
  },
};

/* Single sign-on (docs/accounts.md, "Single sign-on"): the provider's redirects, so site answers. */

export const ssoLoginSchema = {
  tags,
  summary: 'Starts single sign-on at the OpenID Connect provider (PKCE, state, nonce); 404 when SSO is not configured',
  querystring: Type.Object({
    lang: Type.Optional(StringEnum(LANGUAGES)),
    return: Type.Optional(Type.String({ maxLength: 2000 })),
  }),
  response: { ...siteResponses(302), ...errorResponses(404) },
};

export const ssoLinkSchema = {
  tags,
  summary: 'Link a single sign-on account to the signed-in account (its password confirms it); 404 when SSO is not configured',
  description:
    "A form post from the account panel (session cookie, `_csrf`, `current_password`). With the right password: 200, a page that moves on to the provider by itself (meta refresh) or by its link (a redirect of a form post to another origin would break `form-action 'self'`); the provider account it signs in with is linked to this account when it comes back, and the browser returns to `return` with `?sso=linked|taken|failed`. A wrong password or CSRF token: 303 back to `return` with `?sso=wrong_password|csrf`; not signed in: 303 to the sign-in page. Password tries share the password-change rate limit.",
  consumes: ['application/x-www-form-urlencoded'],
  body: Type.Object({ current_password: password, ...formExtras }),
  response: {
    200: { description: 'The page that moves on to the provider (HTML)', content: { 'text/html': { schema: { type: 'string' } } } },
    303: redirect('Back to `return` with the outcome in `?sso=`, or to the sign-in page'),
    ...errorResponses(404, 429),
  },
};

export const ssoCallbackSchema = {
  tags,
  summary: "The OpenID Connect provider's answer: opens a session and goes on, or to the sign-in-failed / noPermissions page",
  querystring: Type.Object({
    code: Type.Optional(Type.String({ maxLength: 4000 })),
    state: Type.Optional(Type.String({ maxLength: 1000 })),
    iss: Type.Optional(Type.String({ maxLength: 1000 })),
    error: Type.Optional(Type.String({ maxLength: 200 })),
    error_description: Type.Optional(Type.String({ maxLength: 2000 })),
  }),
  response: { ...siteResponses(302), ...errorResponses(404) },
};
