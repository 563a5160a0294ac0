/**
 * Redirect vendors (PayPal's approval page, LiqPay's checkout form): the buyer leaves for the vendor's
 * page and comes back to the page they left. Shared by order online and the reservation widget.
 */
export * from './addresses.js';
export { leaveForVendor, recallVendorPage, rememberVendorPage, vendorPageOf, type VendorPage } from './vendor-page.js';
export { VENDOR_NAMES } from './vendor-names.js';
export { VendorNoticeText, type VendorNoticeProps } from './vendor-notice.js';
export { RedirectPayForm, type RedirectPayFormProps } from './redirect-pay-form.js';
export { useVendorReturn, type VendorReturnState } from './use-vendor-return.js';
