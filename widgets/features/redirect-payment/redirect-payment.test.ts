import { describe, expect, it } from 'vitest';
import {
  absoluteVendorUrl,
  recallVendorPage,
  rememberVendorPage,
  vendorPageOf,
  vendorReturnOf,
  vendorReturnUrl,
  withoutVendorReturn,
} from './index.js';

describe('redirect vendor addresses', () => {
  const page = 'https://shop.example/ku/showroom-order-online/checkout?config_url=abc';

  it('marks the way back with the vendor and outcome, keeping the page and its own query', () => {
    const back = vendorReturnUrl(page, 'PAYPAL', 'cancelled');
    expect(back).toBe('https://shop.example/ku/showroom-order-online/checkout?config_url=abc&vendor_return=paypal&outcome=cancelled');
    expect(vendorReturnOf(new URL(back).search)).toEqual({ vendor: 'PAYPAL', outcome: 'cancelled' });
  });

  it('reads PayPal’s own additions and strips them all afterwards', () => {
    const back = `${vendorReturnUrl(page, 'PAYPAL', 'approved')}&token=LOCALPP1&PayerID=P1`;
    expect(vendorReturnOf(new URL(back).search)).toEqual({ vendor: 'PAYPAL', outcome: 'approved' });
    expect(withoutVendorReturn(back)).toBe(page);
  });

  it('ignores a page without a return, or with an unknown vendor', () => {
    expect(vendorReturnOf('?config_url=abc')).toBeNull();
    expect(vendorReturnOf('?vendor_return=stripe&outcome=approved')).toBeNull();
  });

  it('resolves the local stand-ins’ relative addresses against the lrdx server', () => {
    expect(absoluteVendorUrl('/local-vendors/paypal/checkoutnow?token=X', 'https://api.example')).toBe(
      'https://api.example/local-vendors/paypal/checkoutnow?token=X',
    );
    expect(absoluteVendorUrl('https://www.liqpay.ua/api/3/checkout', 'https://api.example')).toBe('https://www.liqpay.ua/api/3/checkout');
  });
});

describe('the vendor page a started payment leaves for', () => {
  it('is PayPal’s approval address or LiqPay’s signed checkout form, as the payment reply names it', () => {
    expect(vendorPageOf({ approve_url: '/local-vendors/paypal/checkoutnow?token=P1', checkout: null })).toEqual({
      kind: 'approval',
      url: '/local-vendors/paypal/checkoutnow?token=P1',
    });
    expect(
      vendorPageOf({ approve_url: null, checkout: { url: '/local-vendors/liqpay/checkout', data: 'ZGF0YQ==', signature: 'sig' } }),
    ).toEqual({
      kind: 'checkout',
      url: '/local-vendors/liqpay/checkout',
      data: 'ZGF0YQ==',
      signature: 'sig',
    });
    expect(vendorPageOf({ approve_url: null, checkout: null })).toBeNull();
  });

  it('is recalled only for the payment it was started with', () => {
    rememberVendorPage('PAYPAL-1', { kind: 'approval', url: 'https://paypal.test/approve' });
    expect(recallVendorPage('PAYPAL-1')).toEqual({ kind: 'approval', url: 'https://paypal.test/approve' });
    expect(recallVendorPage('PAYPAL-2')).toBeNull();
  });
});
