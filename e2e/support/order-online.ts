/** Steps of the order-online journey in a page (shared by the order-online end-to-end tests). */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { Vehicle } from '../../domain/vehicle.js';
import type { RunningServer } from './server.js';

export const TIMEOUT = 30_000;

/** Reservable vehicles (in stock, new); confirmed ones drop out of this list. */
export async function reservable(server: RunningServer): Promise<Vehicle[]> {
  const response = await fetch(
    `${server.origin}/public_api/listing/iraq?items=12&filter[statuses_in][]=stock&filter[states_in][]=new&sort=priceAsc`,
  );
  return ((await response.json()) as { data: Vehicle[] }).data;
}

export const element = (page: Page) => page.locator('lrdx-order-online section.lrdx-order');
export async function at(page: Page, step: string, phase = '') {
  await expect
    .poll(async () => `${await element(page).getAttribute('data-step')}/${(await element(page).getAttribute('data-phase')) ?? ''}`, {
      timeout: TIMEOUT,
    })
    .toBe(`${step}/${phase}`);
}

export async function chooseDetails(page: Page) {
  await at(page, 'steps');
  await page.locator('lrdx-order-online input[name="payment-option"][value="cash"]').check();
  const location = page.locator('lrdx-order-online #location');
  await location.selectOption({ index: 1 });
  await page.locator('lrdx-order-online [data-action="continue"]').click();
}

export async function holdAndFill(page: Page) {
  await at(page, 'checkout', 'lockInit');
  await page.locator('lrdx-order-online [data-action="soft-lock-confirm"]').click();
  await at(page, 'checkout', 'form');
  await page.locator('lrdx-order-online #firstName').fill('ئاڤا');
  await page.locator('lrdx-order-online #lastName').fill('کەریم');
  await page.locator('lrdx-order-online #email').fill('ava@example.iq');
  await page.locator('lrdx-order-online #phone').fill('+964 750 123 4567');
  await page.locator('lrdx-order-online #terms').check();
  await page.locator('lrdx-order-online [data-action="submit-details"]').click();
}

export async function payWith(page: Page, card: string) {
  await at(page, 'checkout', 'payment');
  await page.locator('lrdx-order-online #card-number').fill(card);
  await page.locator('lrdx-order-online [data-action="pay"]').click();
}

export async function orderNumberShown(page: Page): Promise<string> {
  await at(page, 'success');
  return (await page.locator('lrdx-order-online [data-order="number"]').textContent()) ?? '';
}
