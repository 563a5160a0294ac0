/**
 * The vendor's page a started payment leaves for: PayPal's approval page (an address) or LiqPay's
 * checkout (a signed form posted to its page). A widget that starts the payment on one step and
 * leaves on the next keeps it for this tab (sessionStorage), so a reload in between still finds it.
 */
import { absoluteVendorUrl, postCheckoutForm } from './addresses.js';

export type VendorPage = { kind: 'approval'; url: string } | { kind: 'checkout'; url: string; data: string; signature: string };

/** The page in a payment reply (`approve_url` or `checkout`), or null when it names neither. */
export function vendorPageOf(reply: {
  approve_url?: string | null;
  checkout?: { url: string; data: string; signature: string } | null;
}): VendorPage | null {
  if (reply.approve_url) return { kind: 'approval', url: reply.approve_url };
  if (reply.checkout) return { kind: 'checkout', ...reply.checkout };
  return null;
}

/** Leaves this page for the vendor's (relative stand-in addresses resolve against the lrdx server). */
export function leaveForVendor(page: VendorPage, apiBase: string, doc: Document = document): void {
  const url = absoluteVendorUrl(page.url, apiBase);
  if (page.kind === 'approval') doc.defaultView?.location.assign(url);
  else postCheckoutForm(doc, url, { data: page.data, signature: page.signature });
}

const PAGE_KEY = 'lrdx.vendor.page';
let memory: { reference: string; page: VendorPage } | null = null;

export function rememberVendorPage(reference: string, page: VendorPage): void {
  memory = { reference, page };
  try {
    sessionStorage.setItem(PAGE_KEY, JSON.stringify(memory));
  } catch {
    // Storage refused (private mode): the page is known as long as this one lives.
  }
}

function isVendorPage(value: unknown): value is VendorPage {
  const v = value as Partial<Record<string, unknown>> | null;
  if (!v || typeof v.url !== 'string') return false;
  return v.kind === 'approval' || (v.kind === 'checkout' && typeof v.data === 'string' && typeof v.signature === 'string');
}

export function recallVendorPage(reference: string): VendorPage | null {
  if (memory?.reference === reference) return memory.page;
  try {
    const stored = JSON.parse(sessionStorage.getItem(PAGE_KEY) ?? 'null') as { reference?: unknown; page?: unknown } | null;
    return stored?.reference === reference && isVendorPage(stored.page) ? stored.page : null;
  } catch {
    return null;
  }
}
