/**
 * Content-Security-Policy and Permissions-Policy on every HTML page this server renders (docs/security-headers.md).
 * JSON replies get neither: a browser never renders them as a document.
 *
 * - Scripts: our own origin, plus Stripe.js when Stripe is configured (STRIPE_PUBLISHABLE_KEY set: the
 *   widgets' card step cannot load Stripe.js without it). No 'unsafe-inline': the pages themselves
 *   have no inline script; the few inline `<script>`/`<style>` elements the server writes on purpose
 *   (editor metaheads, the vehicle page's own style) carry this response's nonce (cspNonce).
 * - Styles: our own origin and the nonce. Widgets style their Shadow DOM with constructable
 *   stylesheets and set `style` through the CSSOM, which CSP does not govern.
 * - Forms post to our own origin, plus LiqPay's checkout when real LiqPay keys are set (its form is a
 *   full-page post to www.liqpay.ua).
 * - Framing: FRAME_ANCESTORS (default 'self').
 * - Frames we embed: the video modal's YouTube player, only from the privacy-enhanced
 *   www.youtube-nocookie.com, and Vimeo's player (VIDEO_CSP: the same list the editor HTML
 *   sanitizer allows iframes from; site/elements/video-modal/), plus Stripe's when configured.
 *   Video files play from our own origin (media falls under default-src 'self').
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { VIDEO_FRAME_HOSTS } from '../../domain/shell/video-source.js';

/** The origins Stripe.js needs (stripe.com/docs/security/guide#content-security-policy). */
export const STRIPE_CSP = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;

/**
 * The video frame origins: the video modal's YouTube player (domain/shell/video-source.ts turns
 * YouTube links into it) and the embeds the editor HTML sanitizer keeps, from one list.
 */
export const VIDEO_CSP = { frame: VIDEO_FRAME_HOSTS.map((host) => `https://${host}`) } as const;

export interface SecurityHeadersOptions {
  /** Who may frame our pages (CSP frame-ancestors): `'self'`, `'none'` or origins. */
  frameAncestors: readonly string[];
  /** Add Stripe.js's origins (scripts, frames, API calls, the payment feature). */
  stripe: boolean;
  /** Allow the checkout form to post to LiqPay (real LiqPay keys set; the local stand-in is our own origin). */
  liqpay?: boolean;
}

/** Where LiqPay's checkout form posts (server/adapters/payments/liqpay.ts, LIQPAY_CHECKOUT_URL). */
export const LIQPAY_CSP = { form: ['https://www.liqpay.ua'] } as const;

const nonces = new WeakMap<FastifyReply, string>();

/** This response's CSP nonce, drawn on first use; the HTML's deliberate inline elements carry it. */
export function cspNonce(reply: FastifyReply): string {
  let nonce = nonces.get(reply);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(reply, nonce);
  }
  return nonce;
}

export function contentSecurityPolicy(nonce: string, options: SecurityHeadersOptions): string {
  const stripe = (list: readonly string[]) => (options.stripe ? list : []);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", `'nonce-${nonce}'`, ...stripe(STRIPE_CSP.script)]],
    ['script-src-attr', ["'none'"]],
    ['style-src', ["'self'", `'nonce-${nonce}'`]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...stripe(STRIPE_CSP.connect)]],
    ['frame-src', [...VIDEO_CSP.frame, ...stripe(STRIPE_CSP.frame)]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", ...(options.liqpay ? LIQPAY_CSP.form : [])]],
    ['frame-ancestors', [...options.frameAncestors]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/**
 * The API documentation (Swagger UI at /api/docs) writes `<style>` elements from its bundle, which
 * carries no nonce: its page alone allows inline styles. It has no user content and no inline script.
 */
export function apiDocsContentSecurityPolicy(options: SecurityHeadersOptions): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${options.frameAncestors.join(' ')}`,
  ].join('; ');
}

/** Features a car shop never needs are off; geolocation for the retailer locator; payment for the card step. */
export function permissionsPolicy(options: SecurityHeadersOptions): string {
  const payment = options.stripe ? `(self "${STRIPE_CSP.script[0]}")` : '(self)';
  return [
    'accelerometer=()',
    'camera=()',
    'display-capture=()',
    'geolocation=(self)',
    'gyroscope=()',
    'hid=()',
    'magnetometer=()',
    'microphone=()',
    'midi=()',
    `payment=${payment}`,
    'serial=()',
    'usb=()',
  ].join(', ');
}

/** On the root instance (not inside a plugin scope): every HTML reply of every route gets the headers. */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): void {
  const permissions = permissionsPolicy(options);
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.toLowerCase().startsWith('text/html')) return payload;
    if (!reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', contentSecurityPolicy(cspNonce(reply), options));
    reply.header('permissions-policy', permissions);
    return payload;
  });
}
