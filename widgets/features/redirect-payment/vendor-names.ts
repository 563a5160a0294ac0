import type { RedirectVendor } from './addresses.js';

/** The vendors' own names, written the same in every language. */
export const VENDOR_NAMES: Record<RedirectVendor, string> = { PAYPAL: 'PayPal', LIQPAY: 'LiqPay' };
