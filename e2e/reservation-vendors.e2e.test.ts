/**
 * The reservation deposit paid through PayPal and LiqPay, end to end in Chromium against the real
 * server with no vendor keys: the server's local stand-ins play PayPal's approval page and LiqPay's
 * checkout page (server/adapters/payments/local-stand-ins/). PayPal approved (by keyboard, Kurdish,
 * phone) → thank you; PayPal cancelled → back at the checkout with the reason, focused, also after a
 * reload, then paid; LiqPay paid (English, desktop) → thank you. Screenshots go to
 * $JOURNEY_SCREENSHOTS when set.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, useE2eSuite } from './support/lifecycle.js';
import { TIMEOUT } from './support/order-online.js';
import { fillCheckout, holdCar } from './support/reservation.js';

const SHOTS = process.env.JOURNEY_SCREENSHOTS;
async function screenshot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

const screen = (page: Page, name: string) => page.locator(`lrdx-reservation [data-screen="${name}"]`);
const payButton = (page: Page) => page.locator('lrdx-reservation [data-action="pay"]');
/** The element focused inside the widget's shadow root. */
const focusedHook = (page: Page, attribute: string) =>
  page.evaluate((name) => document.activeElement?.shadowRoot?.activeElement?.getAttribute(name) ?? null, attribute);

describe('reservation deposit with PayPal and LiqPay (local stand-ins)', () => {
  const suite = useE2eSuite({}, 'reserve-vendors');

  /** /<language>/reserve → the `index`th car held → checkout filled → the payment step. */
  const toPayment = async (page: Page, language: string, index: number) => {
    await page.goto(`${suite.server.origin}/${language}/reserve`);
    await screen(page, 'landing').waitFor({ timeout: TIMEOUT });
    await holdCar(page, index);
    await fillCheckout(page);
    await screen(page, 'payment').waitFor({ timeout: TIMEOUT });
  };

  it('PayPal approved by keyboard: the approval page and back to the thank-you screen (ku, phone)', async () => {
    suite.useVendor('PAYPAL');
    const page = await suite.newPage(PHONE);
    await toPayment(page, 'ku', 0);
    // No card field for PayPal: one button that says where the buyer goes.
    expect(await page.locator('lrdx-reservation #lrdx-card').count()).toBe(0);
    expect(await payButton(page).textContent()).toMatch(/پارەدانی .+ بە PayPal/);
    await screenshot(page, 'reservation-paypal-payment-ku-390');
    await payButton(page).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/local-vendors/paypal/checkoutnow?token=*', { timeout: TIMEOUT });
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.locator('[data-action="paypal-approve"]').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/ku/reserve?*vendor_return=paypal*', { timeout: TIMEOUT });
    const thanks = screen(page, 'thank-you');
    await thanks.waitFor({ timeout: TIMEOUT });
    expect(await thanks.innerText()).toMatch(/سوپاس[\s\S]*LRDX-[A-Z0-9]{8}/);
    // The return's mark left the address once the deposit was read.
    await expect.poll(() => new URL(page.url()).search, { timeout: TIMEOUT }).toBe('');
  });

  it('PayPal cancelled: back at the checkout saying so (focused), also after a reload; then paid (ku, phone)', async () => {
    suite.useVendor('PAYPAL');
    const page = await suite.newPage(PHONE);
    await toPayment(page, 'ku', 1);
    await payButton(page).click();
    await page.waitForURL('**/local-vendors/paypal/checkoutnow?token=*', { timeout: TIMEOUT });
    await page.locator('[data-action="paypal-cancel"]').click();
    await screen(page, 'checkout').waitFor({ timeout: TIMEOUT });
    const notice = page.locator('lrdx-reservation [data-reservation="vendor-notice"]');
    await expect.poll(() => notice.textContent(), { timeout: TIMEOUT }).toContain('PayPal هەڵوەشاندەوە');
    expect(await notice.getAttribute('role')).toBe('alert');
    // The notice is where a screen reader and the keyboard start.
    await expect.poll(() => focusedHook(page, 'data-reservation')).toBe('vendor-notice');
    await screenshot(page, 'reservation-paypal-cancelled-ku-390');
    // The car is still held and the typed details are kept.
    expect(await page.locator('lrdx-reservation #lrdx-field-firstName').inputValue()).toBe('شوان');
    await expect.poll(() => new URL(page.url()).searchParams.get('vendor_return')).toBeNull();

    await page.reload();
    await screen(page, 'checkout').waitFor({ timeout: TIMEOUT });
    await expect.poll(() => page.locator('lrdx-reservation #lrdx-field-email').inputValue()).toBe('shwan@example.com');
    await page.locator('lrdx-reservation #lrdx-terms').check();
    await page.locator('lrdx-reservation [data-action="submit"]').click();
    await screen(page, 'payment').waitFor({ timeout: TIMEOUT });
    await payButton(page).click();
    await page.waitForURL('**/local-vendors/paypal/checkoutnow?token=*', { timeout: TIMEOUT });
    await page.locator('[data-action="paypal-approve"]').click();
    await screen(page, 'thank-you').waitFor({ timeout: TIMEOUT });
  });

  it('LiqPay paid on its checkout page: back to the thank-you screen (en, desktop)', async () => {
    suite.useVendor('LIQPAY');
    const page = await suite.newPage(DESKTOP);
    await toPayment(page, 'en', 2);
    expect(await payButton(page).textContent()).toMatch(/^Pay .+ with LiqPay$/);
    await screenshot(page, 'reservation-liqpay-payment-en-1280');
    await payButton(page).click();
    await page.waitForURL('**/local-vendors/liqpay/checkout', { timeout: TIMEOUT });
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.locator('[data-action="liqpay-success"]').click();
    const thanks = screen(page, 'thank-you');
    await thanks.waitFor({ timeout: TIMEOUT });
    expect(await thanks.innerText()).toMatch(/LRDX-[A-Z0-9]{8}/);
  });
});
