/**
 * The pages of the local PayPal and LiqPay stand-ins (server/adapters/payments/local-stand-ins/),
 * served only while the vendor has no real keys and test payments are allowed; 404 otherwise.
 *
 *   GET  /local-vendors/paypal/checkoutnow?token=ID  PayPal's approval page: approve / cancel
 *   POST /local-vendors/paypal/checkoutnow           → 303 to the order's return_url (?token=&PayerID=) or cancel_url
 *   POST /local-vendors/liqpay/checkout              LiqPay's checkout page for the posted data + signature
 *   POST /local-vendors/liqpay/checkout/result       pay / decline: the signed callback goes through the
 *                                                    webhook path (the real adapter verifies it), then 303 to result_url
 *
 * The buyer is only ever sent back to a page of this same host, so the pages cannot be used to
 * redirect anyone elsewhere. Plain HTML forms, no script; the style carries the response's CSP nonce.
 */
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { safeReturnPath } from '../../../domain/safe-return-path.js';
import { LOCAL_LIQPAY_CHECKOUT_PATH } from '../../adapters/payments/local-stand-ins/liqpay-local.js';
import { LOCAL_PAYPAL_APPROVE_PATH } from '../../adapters/payments/local-stand-ins/paypal-local.js';
import { cspNonce } from '../../http/security-headers.js';
import { escapeHtml } from '../../render/html-document.js';
import type { BuyOnlineDeps } from '../../orders/deps.js';
import { receiveWebhook } from '../../orders/receive-webhook.js';
import { STAND_IN_TEXTS, standInAmount, standInLanguage, type StandInLanguage } from './local-vendor-texts.js';

type Texts = (typeof STAND_IN_TEXTS)[StandInLanguage];

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f3f4f6;color:#111}
main{max-inline-size:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.5rem}
h1{font-size:1.4rem;margin-block:0 1rem}.note{background:#fff7d6;padding:.75rem;border-radius:.25rem}
form{margin-block:.75rem}button,a.button{display:block;inline-size:100%;min-block-size:44px;font:inherit;border-radius:.25rem;
border:1px solid #1f2937;background:#fff;color:#111;text-align:center;text-decoration:none;padding:.6rem;box-sizing:border-box}
button.primary{background:#1f2937;color:#fff}:focus-visible{outline:3px solid #2563eb;outline-offset:2px}`;

function page(reply: FastifyReply, language: StandInLanguage, title: string, body: string, status = 200): FastifyReply {
  const dir = language === 'en' ? 'ltr' : 'rtl';
  const html = `<!doctype html><html lang="${language === 'ku' ? 'ckb' : language}" dir="${dir}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style nonce="${cspNonce(reply)}">${STYLE}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
  return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

const notice = (t: Texts, vendor: string) => `<p class="note" role="note">${escapeHtml(t.notice.replace('{{vendor}}', vendor))}</p>`;
const amountLine = (t: Texts, language: StandInLanguage, value: string, currency: string) =>
  `<p>${escapeHtml(t.amount)}: <strong><bdi data-amount>${escapeHtml(standInAmount(value, currency, language))}</bdi></strong></p>`;
const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

/**
 * Only a page of this host may be a return address: the vendor's return URL must name the host the
 * buyer's browser asked for, and its path must pass the one return-target rule
 * (domain/safe-return-path.ts); anything else is refused.
 */
function sameHost(request: FastifyRequest, target: string | null | undefined): string | null {
  if (!target) return null;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return null;
  }
  if (url.host !== request.headers.host || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  const path = safeReturnPath(`${url.pathname}${url.search}${url.hash}`);
  return path === null ? null : `${url.origin}${path}`;
}

function withOutcome(url: string, outcome: string): string {
  const target = new URL(url);
  target.searchParams.set('outcome', outcome);
  return target.toString();
}

/** The stand-ins' pages are HTML a browser is sent to, not part of the API: left out of its OpenAPI document. */
const PAGE = { schema: { hide: true } } as const;

export async function registerLocalVendorPages(app: FastifyInstance, deps: BuyOnlineDeps): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(formbody);
    const notFound = (reply: FastifyReply) =>
      reply.status(404).send({ error: { code: 'not_found', message: 'No local payment stand-in here' } });
    const unknown = (reply: FastifyReply, language: StandInLanguage, vendor: string) => {
      const t = STAND_IN_TEXTS[language];
      return page(reply, language, vendor, `${notice(t, vendor)}<p role="alert">${escapeHtml(t.unknown)}</p>`, 404);
    };

    scope.get<{ Querystring: { token?: string } }>(LOCAL_PAYPAL_APPROVE_PATH, PAGE, async (request, reply) => {
      const paypal = deps.vendors.localPayPal();
      if (!paypal) return notFound(reply);
      const order = paypal.order(request.query.token ?? '');
      if (!order) return unknown(reply, 'ku', 'PayPal');
      const language = standInLanguage(order.returnUrl);
      const t = STAND_IN_TEXTS[language];
      const decision = (value: 'approve' | 'cancel', label: string, primary: boolean) =>
        `<form method="post" action="${LOCAL_PAYPAL_APPROVE_PATH}">${hidden('token', order.id)}${hidden('decision', value)}` +
        `<button type="submit"${primary ? ' class="primary"' : ''} data-action="paypal-${value}">${escapeHtml(label)}</button></form>`;
      return page(
        reply,
        language,
        'PayPal',
        notice(t, 'PayPal') +
          amountLine(t, language, order.amount.value, order.amount.currency_code) +
          decision('approve', t.approve, true) +
          decision('cancel', t.cancel, false),
      );
    });

    scope.post<{ Body: { token?: string; decision?: string } }>(LOCAL_PAYPAL_APPROVE_PATH, PAGE, async (request, reply) => {
      const paypal = deps.vendors.localPayPal();
      if (!paypal) return notFound(reply);
      const id = request.body?.token ?? '';
      const order = paypal.order(id);
      const target = request.body?.decision === 'approve' ? paypal.approve(id) : paypal.cancel(id);
      const back = sameHost(request, target);
      if (!order || !back) return unknown(reply, standInLanguage(order?.returnUrl), 'PayPal');
      return reply.redirect(back, 303);
    });

    scope.post<{ Body: { data?: string; signature?: string } }>(LOCAL_LIQPAY_CHECKOUT_PATH, PAGE, async (request, reply) => {
      const liqpay = deps.vendors.localLiqPay();
      if (!liqpay) return notFound(reply);
      const { data = '', signature = '' } = request.body ?? {};
      const checkout = liqpay.readCheckout(data, signature);
      if (!checkout) return unknown(reply, 'ku', 'LiqPay');
      const language = standInLanguage(checkout.result_url);
      const t = STAND_IN_TEXTS[language];
      const back = sameHost(request, checkout.result_url);
      const outcome = (value: 'success' | 'failure', label: string, primary: boolean) =>
        `<form method="post" action="${LOCAL_LIQPAY_CHECKOUT_PATH}/result">${hidden('data', data)}${hidden('signature', signature)}` +
        `${hidden('outcome', value)}<button type="submit"${primary ? ' class="primary"' : ''} data-action="liqpay-${value}">${escapeHtml(label)}</button></form>`;
      return page(
        reply,
        language,
        'LiqPay',
        notice(t, 'LiqPay') +
          amountLine(t, language, String(checkout.amount), checkout.currency) +
          (checkout.description ? `<p><bdi>${escapeHtml(checkout.description)}</bdi></p>` : '') +
          outcome('success', t.pay, true) +
          outcome('failure', t.decline, false) +
          (back
            ? `<a class="button" data-action="liqpay-cancel" href="${escapeHtml(withOutcome(back, 'cancelled'))}">${escapeHtml(t.cancel)}</a>`
            : ''),
      );
    });

    scope.post<{ Body: { data?: string; signature?: string; outcome?: string } }>(
      `${LOCAL_LIQPAY_CHECKOUT_PATH}/result`,
      PAGE,
      async (request, reply) => {
        const liqpay = deps.vendors.localLiqPay();
        if (!liqpay) return notFound(reply);
        const { data = '', signature = '', outcome } = request.body ?? {};
        const checkout = liqpay.readCheckout(data, signature);
        if (!checkout) return unknown(reply, 'ku', 'LiqPay');
        // As LiqPay does: the signed callback first (server_url), then the buyer's way back (result_url).
        const callback = liqpay.settle(checkout, outcome === 'success' ? 'success' : 'failure', deps.now());
        await receiveWebhook(deps, 'liqpay', callback.rawBody, callback.headers);
        const back = sameHost(request, checkout.result_url);
        if (!back) {
          const language = standInLanguage(checkout.result_url);
          const t = STAND_IN_TEXTS[language];
          return page(reply, language, 'LiqPay', `${notice(t, 'LiqPay')}<p role="status">${escapeHtml(t.back)}</p>`);
        }
        return reply.redirect(back, 303);
      },
    );
  });
}
