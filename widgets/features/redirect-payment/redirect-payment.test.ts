import { describe, expect, it } from 'vitest';
import { absoluteVendorUrl, vendorReturnOf, vendorReturnUrl, withoutVendorReturn } from './index.js';

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
