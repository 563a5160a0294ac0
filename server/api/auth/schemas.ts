/**
 * OpenAPI + validation of the auth family (docs/accounts.md, "Routes"). Sign-in, sign-out and password change take
 * JSON (scripts, fetch) or a form post (the server-rendered pages, no JavaScript); a form post
 * answers with a redirect (303) or the sign-in page again, JSON with JSON.
 */
import { LANGUAGES } from '../../../domain/languages.js';
import { MAX_PASSWORD_LENGTH } from '../../auth/passwords.js';
import { MAX_EMAIL_LENGTH } from '../../auth/accounts.js';
import { apiErrorRef, errorResponses } from '../../http/error-schema.js';

const CONSUMES = ['application/json', 'application/x-www-form-urlencoded'];
const redirect = (description: string) => ({ description, type: 'null' }) as const;
/** An error in the error shape (JSON), or the sign-in page again saying it (a form post). */
const errorOrPage = (description: string) =>
  ({ description, content: { 'application/json': { schema: apiErrorRef }, 'text/html': { schema: { type: 'string' } } } }) as const;

const user = {
  type: 'object',
  required: ['id', 'email', 'role'],
  properties: {
    id: { type: 'integer' },
    email: { type: 'string' },
    role: { type: ['string', 'null'], enum: ['editor', 'admin', null], description: 'null: signed in without permissions' },
  },
} as const;

const formExtras = {
  _csrf: { type: 'string', maxLength: 200, description: 'CSRF token (form posts; JSON calls send the x-csrf-token header)' },
  lang: { type: 'string', enum: [...LANGUAGES], description: 'Language of the page to answer with (form posts)' },
  return: { type: 'string', maxLength: 2000, description: 'Same-site path to go to after a form post' },
} as const;

const credentials = {
  type: 'object',
  required: ['email', 'password'],
  properties: {
    email: { type: 'string', maxLength: MAX_EMAIL_LENGTH },
    password: { type: 'string', maxLength: MAX_PASSWORD_LENGTH },
    ...formExtras,
  },
} as const;

export const signInSchema = {
  tags: ['auth'],
  summary: 'Sign in with e-mail and password: sets the HttpOnly session cookie',
  description:
    'JSON answers 200 with the user, the session expiry and a CSRF token for later cookie calls (the CSRF secret is new: tokens from before the sign-in are refused); a form post (from /auth/sign-in) must carry `_csrf` and answers 303 to `return` (or /{lang}/cms), or the sign-in page again with the problem. An unknown e-mail and a wrong password answer alike (401 `invalid_credentials`). Rate-limited per client (RATE_LIMIT_SIGN_IN, 429 `rate_limited`) and per account (after 5 failures a delay that doubles up to 15 minutes, 429 `too_many_attempts`; docs/accounts.md).',
  consumes: CONSUMES,
  body: credentials,
  response: {
    200: {
      description: 'Signed in (JSON)',
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['data'],
            properties: {
              data: {
                type: 'object',
                required: ['user', 'expires_at', 'csrf_token'],
                properties: { user, expires_at: { type: 'string', format: 'date-time' }, csrf_token: { type: 'string' } },
              },
            },
          },
        },
      },
    },
    303: redirect('Signed in from the form: on to `return` (a same-site path) or /{lang}/cms'),
    401: errorOrPage('`invalid_credentials`: unknown e-mail or wrong password, one answer for both'),
    403: errorOrPage('`csrf_missing` / `csrf_invalid`: a form post without a valid CSRF token'),
    429: errorOrPage('`rate_limited` (this client) or `too_many_attempts` (this account), with `retry_after_seconds` and Retry-After'),
  },
} as const;

export const tokenSchema = {
  tags: ['auth'],
  summary: 'A bearer token for scripts (`Authorization: Bearer <token>`)',
  description:
    'The same check and limits as sign-in (per client and per account: 429 `rate_limited` / `too_many_attempts`); 401 `invalid_credentials` for an unknown e-mail or a wrong password alike. The token works until `expires_at` (API_TOKEN_DAYS), sign-out with it, a password change, or an admin revoking it. `scope: "read"` makes a read-only token: any route but GET answers it 403 `insufficient_scope`.',
  body: {
    type: 'object',
    required: ['email', 'password'],
    properties: {
      email: credentials.properties.email,
      password: credentials.properties.password,
      scope: {
        type: 'string',
        enum: ['read', 'write'],
        default: 'write',
        description: '`read`: GET only; `write` (default): all its user may',
      },
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['token', 'expires_at', 'scope'],
      properties: {
        token: { type: 'string' },
        token_type: { type: 'string', enum: ['Bearer'] },
        scope: { type: 'string', enum: ['read', 'write'] },
        expires_at: { type: 'string', format: 'date-time' },
      },
    },
    ...errorResponses(401, 429),
  },
} as const;

export const signOutSchema = {
  tags: ['auth'],
  summary: 'Sign out: ends the session (cookie, CSRF token needed) or revokes the bearer token',
  consumes: CONSUMES,
  body: { type: ['object', 'null'], properties: { _csrf: formExtras._csrf, lang: formExtras.lang } },
  response: {
    200: { type: 'object', required: ['data'], properties: { data: { type: 'object', properties: { signed_out: { type: 'boolean' } } } } },
    303: redirect('Form post: to the sign-in page'),
    ...errorResponses(401, 403),
  },
} as const;

export const sessionSchema = {
  tags: ['auth'],
  summary: 'Who is signed in (session cookie or bearer token), with a CSRF token for cookie calls',
  response: {
    200: {
      type: 'object',
      required: ['data'],
      properties: {
        data: {
          type: 'object',
          required: ['user', 'via'],
          properties: { user, via: { type: 'string', enum: ['session', 'bearer'] }, csrf_token: { type: 'string' } },
        },
      },
    },
    ...errorResponses(401),
  },
} as const;

export const passwordSchema = {
  tags: ['auth'],
  summary: "Change the signed-in account's password; every other session and token of the account ends",
  description:
    '403 `wrong_password` when the current password is not right, 403 `insufficient_scope` for a read-only token; 400 `weak_password` (field `new_password`) when the password rule refuses the new one, with `reason` (`too_short`, `common_password`, `personal_data`, … — docs/accounts.md, "Passwords"). A form post answers 303 back to `return` with `?password=changed|wrong_password|weak_password|csrf` (and `&reason=` for a weak one).',
  consumes: CONSUMES,
  body: {
    type: 'object',
    required: ['current_password', 'new_password'],
    properties: {
      current_password: { type: 'string', maxLength: MAX_PASSWORD_LENGTH },
      new_password: { type: 'string', maxLength: MAX_PASSWORD_LENGTH },
      ...formExtras,
    },
  },
  response: {
    200: { type: 'object', required: ['data'], properties: { data: { type: 'object', properties: { changed: { type: 'boolean' } } } } },
    303: redirect('Form post: back to `return` with the outcome in `?password=`'),
    ...errorResponses(401, 403),
  },
} as const;

export const ssoLinkSchema = {
  tags: ['auth'],
  summary: 'Link a single sign-on account to the signed-in account (its password confirms it); 404 when SSO is not configured',
  description:
    "A form post from the account panel (session cookie, `_csrf`, `current_password`). With the right password: 200, a page that moves on to the provider by itself (meta refresh) or by its link (a redirect of a form post to another origin would break `form-action 'self'`); the provider account it signs in with is linked to this account when it comes back, and the browser returns to `return` with `?sso=linked|taken|failed`. A wrong password or CSRF token: 303 back to `return` with `?sso=wrong_password|csrf`; not signed in: 303 to the sign-in page. Password tries share the password-change rate limit.",
  consumes: ['application/x-www-form-urlencoded'],
  body: {
    type: 'object',
    required: ['current_password'],
    properties: { current_password: { type: 'string', maxLength: MAX_PASSWORD_LENGTH }, ...formExtras },
  },
  response: {
    200: { description: 'The page that moves on to the provider (HTML)', content: { 'text/html': { schema: { type: 'string' } } } },
    303: redirect('Back to `return` with the outcome in `?sso=`, or to the sign-in page'),
    ...errorResponses(404, 429),
  },
} as const;
