/** Steps of the reservation widget that several end-to-end tests take. */
import type { Page } from 'playwright-core';

/**
 * Landing → vehicles → the `index`th car of the first tab held → checkout. Tests sharing a server
 * hold different cars: a car another test's visitor holds is refused.
 */
export async function holdCar(page: Page, index: number): Promise<void> {
  await page.locator('lrdx-reservation [data-action="start"]').click();
  await page.locator('lrdx-reservation [data-action="reserve"]').nth(index).click();
  await page.locator('lrdx-reservation [data-action="soft-lock-confirm"]').click();
  await page.locator('lrdx-reservation [data-screen="checkout"]').waitFor();
}

/** Landing → vehicles → the first car of the first tab held → checkout. */
export async function holdFirstCar(page: Page): Promise<void> {
  await holdCar(page, 0);
}

/** Fills the checkout (names in Kurdish), accepts the terms and goes on to the payment step. */
export async function fillCheckout(page: Page): Promise<void> {
  await page.locator('lrdx-reservation #lrdx-field-firstName').fill('شوان');
  await page.locator('lrdx-reservation #lrdx-field-lastName').fill('کەریم');
  await page.locator('lrdx-reservation #lrdx-field-email').fill('shwan@example.com');
  await page.locator('lrdx-reservation #lrdx-terms').check();
  await page.locator('lrdx-reservation [data-action="submit"]').click();
}

/** Fills the checkout in Kurdish, accepts the terms and pays the deposit with the local test card. */
export async function payDeposit(page: Page, card = '4242 4242 4242 4242'): Promise<void> {
  await fillCheckout(page);
  await page.locator('lrdx-reservation #lrdx-card').fill(card);
  await page.locator('lrdx-reservation [data-action="pay"]').click();
}
