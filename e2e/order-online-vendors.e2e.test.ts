/**
 * Order online paid through PayPal and LiqPay, end to end in Chromium against the real server with
 * no vendor keys: the server's local stand-ins play PayPal's approval page and LiqPay's checkout
 * page (server/adapters/payments/local-stand-ins/). PayPal approved → confirmation; PayPal cancelled
 * → back on the payment step with the reason (also after a reload), then paid; LiqPay paid →
 * confirmation; LiqPay declined → the payment step says so. Screenshots go to $JOURNEY_SCREENSHOTS when set.
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Vehicle } from '../domain/vehicle.js';
import { TIMEOUT, at, chooseDetails, holdAndFill, orderNumberShown, reservable } from './support/order-online.js';
import { DESKTOP, PHONE, useE2eSuite } from './support/lifecycle.js';

const SHOTS = process.env.JOURNEY_SCREENSHOTS;
async function screenshot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

describe('order online with PayPal and LiqPay (local stand-ins)', () => {
  const suite = useE2eSuite({}, 'vendors');
  let vehicles: Vehicle[] = [];
  const useVendor = (type: 'PAYPAL' | 'LIQPAY') => suite.useVendor(type);
  const toPayment = async (page: Page, language: string, vehicle: Vehicle) => {
    await page.goto(`${suite.server.origin}/${language}/showroom-order-online/vehicle/${vehicle.id}`);
    await chooseDetails(page);
    await holdAndFill(page);
    await at(page, 'checkout', 'payment');
  };
  const pay = (page: Page) => page.locator('lrdx-order-online [data-action="pay"]').click();
  const notice = (page: Page) => page.locator('lrdx-order-online [data-order="vendor-notice"]');

  beforeAll(async () => {
    vehicles = await reservable(suite.server);
  });

  it('PayPal approved: the approval page and back to the confirmation (ku, phone)', async () => {
    useVendor('PAYPAL');
    const page = await suite.newPage(PHONE);
    await toPayment(page, 'ku', vehicles[0]!);
    const button = page.locator('lrdx-order-online [data-action="pay"]');
    expect(await button.textContent()).toContain('PayPal');
    await screenshot(page, 'paypal-payment-ku-390');
    // Keyboard: the button takes focus and Enter pays.
    await button.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/local-vendors/paypal/checkoutnow?token=*', { timeout: TIMEOUT });
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
    useVendor('PAYPAL');
    const page = await suite.newPage(PHONE);
    await toPayment(page, 'ku', vehicles[1]!);
    await pay(page);
    await page.waitForURL('**/local-vendors/paypal/checkoutnow?token=*', { timeout: TIMEOUT });
    await page.locator('[data-action="paypal-cancel"]').click();
    await at(page, 'checkout', 'payment');
    await expect.poll(() => notice(page).textContent(), { timeout: TIMEOUT }).toContain('هەڵوەشاندەوە');
    // The notice is announced: focus moved to it.
    expect(await page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.getAttribute('data-order'))).toBe('vendor-notice');
    await screenshot(page, 'paypal-cancelled-ku-390');
    await page.reload();
    await at(page, 'checkout', 'payment');
    expect(new URL(page.url()).searchParams.get('vendor_return')).toBeNull();
    await pay(page);
    await page.waitForURL('**/local-vendors/paypal/checkoutnow?token=*', { timeout: TIMEOUT });
    await page.locator('[data-action="paypal-approve"]').click();
    expect(await orderNumberShown(page)).toMatch(/^LRDX-/);
  });

  it('LiqPay paid on its checkout page: back to the confirmation (en, desktop)', async () => {
    useVendor('LIQPAY');
    const page = await suite.newPage(DESKTOP);
    await toPayment(page, 'en', vehicles[2]!);
    expect(await page.locator('lrdx-order-online [data-action="pay"]').textContent()).toContain('Pay');
    await screenshot(page, 'liqpay-payment-en-1280');
    await pay(page);
    await page.waitForURL('**/local-vendors/liqpay/checkout', { timeout: TIMEOUT });
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await screenshot(page, 'liqpay-checkout-en-1280');
    await page.locator('[data-action="liqpay-success"]').click();
    expect(await orderNumberShown(page)).toMatch(/^LRDX-/);
    await page.waitForURL('**/en/showroom-order-online/success', { timeout: TIMEOUT });
  });

  it('LiqPay declined: the payment step says LiqPay refused it (en, desktop)', async () => {
    useVendor('LIQPAY');
    const page = await suite.newPage(DESKTOP);
    await toPayment(page, 'en', vehicles[3]!);
    await pay(page);
    await page.waitForURL('**/local-vendors/liqpay/checkout', { timeout: TIMEOUT });
    await page.locator('[data-action="liqpay-failure"]').click();
    await at(page, 'checkout', 'payment');
    await expect.poll(() => notice(page).textContent(), { timeout: TIMEOUT }).toContain('LiqPay did not accept the payment');
    await screenshot(page, 'liqpay-declined-en-1280');
  });
});
