/**
 * Redirect vendors: PayPal (its approval page) and LiqPay (its checkout form). The buyer leaves for
 * the vendor's page and comes back to the page they left, whose address then says from where and how
 * (`vendor_return=paypal|liqpay`, `outcome=approved|cancelled`; PayPal adds `token` and `PayerID`).
 * Without real keys the server serves local stand-ins of both pages (server/adapters/payments/local-stand-ins/).
 * The address is only a hint: what the order became is read from the server, which asked the vendor.
 */
export type RedirectVendor = 'PAYPAL' | 'LIQPAY';
export type VendorOutcome = 'approved' | 'cancelled';

export interface VendorReturn {
  vendor: RedirectVendor;
  outcome: VendorOutcome;
}

const PARAMS = ['vendor_return', 'outcome', 'token', 'PayerID'] as const;

export const isRedirectVendor = (type: string): type is RedirectVendor => type === 'PAYPAL' || type === 'LIQPAY';

/** The return this page's address announces, if any. */
export function vendorReturnOf(search: string): VendorReturn | null {
  const params = new URLSearchParams(search);
  const vendor = params.get('vendor_return')?.toUpperCase() ?? '';
  if (!isRedirectVendor(vendor)) return null;
  return { vendor, outcome: params.get('outcome') === 'cancelled' ? 'cancelled' : 'approved' };
}

/** This page's address without the return's parameters (the rest of the query is kept). */
export function withoutVendorReturn(href: string): string {
  const url = new URL(href);
  for (const name of PARAMS) url.searchParams.delete(name);
  return url.toString();
}

/** Where the vendor sends the buyer back: this very page, marked with the vendor and the outcome. */
export function vendorReturnUrl(href: string, vendor: RedirectVendor, outcome: VendorOutcome): string {
  const url = new URL(withoutVendorReturn(href));
  url.searchParams.set('vendor_return', vendor.toLowerCase());
  url.searchParams.set('outcome', outcome);
  return url.toString();
}

/** A vendor address may be relative to the lrdx server (the local stand-ins). */
export function absoluteVendorUrl(url: string, apiBase: string): string {
  return new URL(url, apiBase ? `${apiBase.replace(/\/$/, '')}/` : location.href).toString();
}

/** LiqPay's checkout is a form post of `data` and `signature` to its page. */
export function postCheckoutForm(doc: Document, action: string, fields: Record<string, string>): void {
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = action;
  form.acceptCharset = 'utf-8';
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
}

/** The page is leaving for the vendor: nothing more happens here unless the call is stopped. */
export function leavingPage<T>(signal?: AbortSignal): Promise<T> {
  return new Promise<T>((_resolve, reject) => {
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}
