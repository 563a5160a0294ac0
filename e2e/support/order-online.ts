/** Steps of the order-online journey in a page (shared by the order-online end-to-end tests). */
import { beforeAll, expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { Vehicle } from '../../domain/vehicle.js';
import type { E2eSuite } from './lifecycle.js';
import type { RunningServer } from './server.js';

export const TIMEOUT = 30_000;

/** Reservable vehicles (in stock, new); confirmed ones drop out of this list. */
export async function reservable(server: RunningServer): Promise<Vehicle[]> {
  const response = await fetch(
    `${server.origin}/public_api/listing/iraq?items=12&filter[statuses_in][]=stock&filter[states_in][]=new&sort=priceAsc`,
  );
  return ((await response.json()) as { data: Vehicle[] }).data;
}

/**
 * The reservable vehicles as the suite's server lists them before the first test of the calling
 * `describe` (filled in then): one per test, since a confirmed car leaves the listing only when its
 * index refreshes.
 */
export function useReservable(suite: E2eSuite): readonly Vehicle[] {
  const vehicles: Vehicle[] = [];
  beforeAll(async () => {
    vehicles.push(...(await reservable(suite.server)));
  });
  return vehicles;
}

export const element = (page: Page) => page.locator('lrdx-order-online section.lrdx-order');

/**
 * The widget runs. A steps page the server drew is on screen before it, and the widget waits for the
 * visitor's first touch (docs/decisions.md, "Page speed as a first-time visitor gets it"): given
 * here as a focus inside it, again until the loader has listened, so "at a step" means the widget's.
 */
export async function running(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          if (customElements.get('lrdx-order-online')) return true;
          document.querySelector('lrdx-order-online')?.dispatchEvent(new FocusEvent('focusin'));
          return false;
        }),
      { timeout: TIMEOUT },
    )
    .toBe(true);
}

export async function at(page: Page, step: string, phase = '') {
  await running(page);
  await expect
    .poll(async () => `${await element(page).getAttribute('data-step')}/${(await element(page).getAttribute('data-phase')) ?? ''}`, {
      timeout: TIMEOUT,
    })
    .toBe(`${step}/${phase}`);
}

/**
 * The appointment in the steps page's selects (day, month by name, year, 24-hour hour and minute):
 * December of next year, its first day the retailer is open, its first open hour, five past. Checks
 * that the journey stores it as `appBookingData: { date, time }`.
 */
export async function chooseBooking(page: Page) {
  const part = (name: string) => page.locator(`lrdx-order-online #booking-${name}`);
  await part('month').selectOption('12');
  // Placeholder, this year, next year, the year after.
  await part('year').selectOption({ index: 2 });
  const day = await part('day').evaluate(
    (select: HTMLSelectElement) => [...select.options].find((o) => o.value && !o.disabled)?.value ?? '',
  );
  expect(day).toMatch(/^[0-9]{2}$/);
  await part('day').selectOption(day);
  await part('hour').selectOption({ index: 1 });
  await part('minute').selectOption('05');
  const year = new Date().getFullYear() + 1;
  await expect
    .poll(
      () =>
        page.evaluate(() => (JSON.parse(localStorage.getItem('sl_order_online_data') ?? '{}') as Record<string, unknown>).appBookingData),
      {
        timeout: TIMEOUT,
      },
    )
    .toEqual({ date: `${year}-12-${day}`, time: expect.stringMatching(/^[0-9]{2}:05$/) });
}

export async function chooseDetails(page: Page) {
  await at(page, 'steps');
  await page.locator('lrdx-order-online input[name="payment-option"][value="cash"]').check();
  await chooseBooking(page);
  // The car's own retailer is preselected; the visitor may choose another.
  const location = page.locator('lrdx-order-online #location');
  await expect.poll(() => location.inputValue(), { timeout: TIMEOUT }).not.toBe('');
  await location.selectOption({ index: 1 });
  await page.locator('lrdx-order-online [data-action="continue"]').click();
}

export async function holdAndFill(page: Page) {
  await at(page, 'checkout', 'lockInit');
  await page.locator('lrdx-order-online [data-action="soft-lock-confirm"]').click();
  await fillDetails(page);
}

/** The details form (the car held): name, e-mail, phone and terms, then on to payment. */
export async function fillDetails(page: Page) {
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
