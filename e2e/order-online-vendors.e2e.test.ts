/**
 * Order online paid through PayPal and LiqPay, end to end in Chromium against the real server with
 * no vendor keys: the server's local stand-ins play PayPal's approval page and LiqPay's checkout
 * page (server/adapters/payments/local-stand-ins/). PayPal approved → confirmation; PayPal cancelled
 * → back on the payment step with the reason (also after a reload), then paid; LiqPay paid →
 * confirmation; LiqPay declined → the payment step says so. Screenshots go to $JOURNEY_SCREENSHOTS when set.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Vehicle } from '../domain/vehicle.js';
import { TIMEOUT, at, chooseDetails, holdAndFill, orderNumberShown, useReservable } from './support/order-online.js';
import { DESKTOP, PHONE, useE2eSuite } from './support/lifecycle.js';

const SHOTS = process.env.JOURNEY_SCREENSHOTS;
async function screenshot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

describe('order online with PayPal and LiqPay (local stand-ins)', () => {
  const suite = useE2eSuite({}, 'vendors');
  const vehicles = useReservable(suite);
  /** The vendors' local checkout pages, where the widget's pay button leads. */
  const CHECKOUT = { PAYPAL: '**/local-vendors/paypal/checkoutnow?token=*', LIQPAY: '**/local-vendors/liqpay/checkout' } as const;
  /** With the vendor `type` configured, a new page on the payment step of the journey for `vehicle`. */
  const atPayment = async (
    type: keyof typeof CHECKOUT,
    viewport: { width: number; height: number },
    language: string,
    vehicle: Vehicle,
  ) => {
    suite.useVendor(type);
    const page = await suite.newPage(viewport);
    await page.goto(`${suite.server.origin}/${language}/showroom-order-online/vehicle/${vehicle.id}`);
    await chooseDetails(page);
    await holdAndFill(page);
    await at(page, 'checkout', 'payment');
    return page;
  };
  const pay = (page: Page) => page.locator('lrdx-order-online [data-action="pay"]').click();
  /** Back from the vendor on the payment step, which says why in its notice. */
  const backWithNotice = async (page: Page, text: string) => {
    await at(page, 'checkout', 'payment');
    await expect
      .poll(() => page.locator('lrdx-order-online [data-order="vendor-notice"]').textContent(), { timeout: TIMEOUT })
      .toContain(text);
  };
  /** Pays, and on the vendor's checkout page presses its button `action` (`paypal-cancel`, `liqpay-failure`, …). */
  const payAt = async (page: Page, vendor: keyof typeof CHECKOUT, action: string) => {
    await pay(page);
    await page.waitForURL(CHECKOUT[vendor], { timeout: TIMEOUT });
    await page.locator(`[data-action="${action}"]`).click();
  };

  it('PayPal approved: the approval page and back to the confirmation (ku, phone)', async () => {
    const page = await atPayment('PAYPAL', PHONE, 'ku', vehicles[0]!);
    const button = page.locator('lrdx-order-online [data-action="pay"]');
    expect(await button.textContent()).toContain('PayPal');
    await screenshot(page, 'paypal-payment-ku-390');
    // Keyboard: the button takes focus and Enter pays.
    await button.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(CHECKOUT.PAYPAL, { timeout: TIMEOUT });
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await screenshot(page, 'paypal-approval-ku-390');
    await page.locator('[data-action="paypal-approve"]').click();
    const number = await orderNumberShown(page);
    expect(number).toMatch(/^LRDX-[0-9A-Z]{8}$/);
    await page.waitForURL('**/ku/showroom-order-online/success', { timeout: TIMEOUT });
    // The return's mark left the address once the order was read.
    expect(new URL(page.url()).search).toBe('');
  });

  it('PayPal cancelled: back on the payment step with the reason, also after a reload; then paid (ku, phone)', async () => {
    const page = await atPayment('PAYPAL', PHONE, 'ku', vehicles[1]!);
    await payAt(page, 'PAYPAL', 'paypal-cancel');
    await backWithNotice(page, 'هەڵوەشاندەوە');
    // The notice is announced: focus moved to it.
    expect(await page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.getAttribute('data-order'))).toBe('vendor-notice');
    await screenshot(page, 'paypal-cancelled-ku-390');
    await page.reload();
    await at(page, 'checkout', 'payment');
    expect(new URL(page.url()).searchParams.get('vendor_return')).toBeNull();
    await payAt(page, 'PAYPAL', 'paypal-approve');
    expect(await orderNumberShown(page)).toMatch(/^LRDX-/);
  });

  it('LiqPay paid on its checkout page: back to the confirmation (en, desktop)', async () => {
    const page = await atPayment('LIQPAY', DESKTOP, 'en', vehicles[2]!);
    expect(await page.locator('lrdx-order-online [data-action="pay"]').textContent()).toContain('Pay');
    await screenshot(page, 'liqpay-payment-en-1280');
    await pay(page);
    await page.waitForURL(CHECKOUT.LIQPAY, { timeout: TIMEOUT });
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await screenshot(page, 'liqpay-checkout-en-1280');
    await page.locator('[data-action="liqpay-success"]').click();
    expect(await orderNumberShown(page)).toMatch(/^LRDX-/);
    await page.waitForURL('**/en/showroom-order-online/success', { timeout: TIMEOUT });
  });

  it('LiqPay declined: the payment step says LiqPay refused it (en, desktop)', async () => {
    const page = await atPayment('LIQPAY', DESKTOP, 'en', vehicles[3]!);
    await payAt(page, 'LIQPAY', 'liqpay-failure');
    await backWithNotice(page, 'LiqPay did not accept the payment');
    await screenshot(page, 'liqpay-declined-en-1280');
  });
});
