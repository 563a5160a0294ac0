/** Steps of the reservation widget that several end-to-end tests take. */
import type { Page } from 'playwright-core';

/** Landing → vehicles → the first car of the first tab held → checkout. */
export async function holdFirstCar(page: Page): Promise<void> {
  await page.locator('lrdx-reservation [data-action="start"]').click();
  await page.locator('lrdx-reservation [data-action="reserve"]').first().click();
  await page.locator('lrdx-reservation [data-action="soft-lock-confirm"]').click();
  await page.locator('lrdx-reservation [data-screen="checkout"]').waitFor();
}

/** Fills the checkout in Kurdish, accepts the terms and pays the deposit with the local test card. */
export async function payDeposit(page: Page, card = '4242 4242 4242 4242'): Promise<void> {
  await page.locator('lrdx-reservation #lrdx-field-firstName').fill('شوان');
  await page.locator('lrdx-reservation #lrdx-field-lastName').fill('کەریم');
  await page.locator('lrdx-reservation #lrdx-field-email').fill('shwan@example.com');
  await page.locator('lrdx-reservation #lrdx-terms').check();
  await page.locator('lrdx-reservation [data-action="submit"]').click();
  await page.locator('lrdx-reservation #lrdx-card').fill(card);
  await page.locator('lrdx-reservation [data-action="pay"]').click();
}
