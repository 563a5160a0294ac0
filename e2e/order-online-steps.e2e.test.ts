/**
 * The order-online steps page end to end, in Debian's Chromium against the real server: the lease
 * and service-pack figures shown are the seeded steps-page config's (nothing hard-coded), and the
 * trade-in choices come from `GET /trade_in/form_options` in the page language, with the step still
 * usable when that call fails; and the configurator journey (`?config_url=`, new vehicles only).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Vehicle } from '../domain/vehicle.js';
import { TIMEOUT, at, holdAndFill, orderNumberShown, payWith, useReservable } from './support/order-online.js';
import { useE2eSuite } from './support/lifecycle.js';
import type { RunningServer } from './support/server.js';

/** The order's access token the journey keeps in the page's storage (reading an order needs it). */
async function orderTokenOf(page: import('playwright-core').Page): Promise<string> {
  const raw = await page.evaluate(() => localStorage.getItem('sl_order_online_reservation'));
  return encodeURIComponent((JSON.parse(raw ?? '{}') as { orderToken?: string }).orderToken ?? '');
}

interface StepsConfig {
  service_pack_years: number[];
  payment_options: {
    lease: {
      durations: number[];
      down_payment_percents: number[];
      monthly_mileages: number[];
      interest_rate: number;
      default_duration: number;
    };
  };
}

async function stepsConfig(server: RunningServer, type: string): Promise<StepsConfig> {
  const response = await fetch(`${server.origin}/public_api/listing/iraq/company_config/order_online?config_type=${type}`, {
    headers: { 'Company-Config': 'iraq' },
  });
  const body = (await response.json()) as { data: { config_type: string; data: StepsConfig }[] };
  return body.data.find((e) => e.config_type === type)!.data;
}

const optionValues = (page: Page, id: string) =>
  page
    .locator(`lrdx-order-online #${id} option`)
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter((v) => v !== ''));
const optionLabels = (page: Page, id: string) =>
  page
    .locator(`lrdx-order-online #${id} option`)
    .evaluateAll((options) => options.filter((o) => (o as HTMLOptionElement).value !== '').map((o) => o.textContent ?? ''));

describe('order online: the steps page', () => {
  const suite = useE2eSuite({}, 'oo-steps');
  const vehicles = useReservable(suite);

  it('offers the lease terms and service packs of the seeded steps-page config', async () => {
    const seeded = await stepsConfig(suite.server, 'order_online_steps_page');
    expect(seeded.payment_options.lease.durations).toEqual([24, 36, 48]);
    const page = await suite.newPage();
    await page.goto(`${suite.server.origin}/ku/showroom-order-online/vehicle/${vehicles[0]!.id}`);
    await at(page, 'steps');
    expect(await optionValues(page, 'service-pack')).toEqual(seeded.service_pack_years.map(String));
    await page.locator('lrdx-order-online input[name="payment-option"][value="lease"]').check();
    expect(await optionValues(page, 'lease-duration')).toEqual(seeded.payment_options.lease.durations.map(String));
    // Kurdish digits on screen.
    expect(await optionLabels(page, 'lease-duration')).toEqual(['٢٤', '٣٦', '٤٨']);
    expect(await page.locator('lrdx-order-online #lease-duration').inputValue()).toBe(
      String(seeded.payment_options.lease.default_duration),
    );
    expect(await optionValues(page, 'lease-down')).toEqual(seeded.payment_options.lease.down_payment_percents.map(String));
    expect(await optionValues(page, 'lease-mileage')).toEqual(seeded.payment_options.lease.monthly_mileages.map(String));
    await expect.poll(() => page.locator('lrdx-order-online .lrdx-order-monthly').textContent()).toMatch(/٦[.٫]٩/);
    // What is stored is what was offered.
    await page.locator('lrdx-order-online #lease-duration').selectOption('48');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('sl_order_online_data') ?? '{}') as Record<string, unknown>);
    expect(stored.paymentOptionsData).toMatchObject({
      type: 'lease',
      data: expect.arrayContaining([
        { key: 'duration', value: 48 },
        { key: 'interestRate', value: seeded.payment_options.lease.interest_rate },
      ]),
    });
  });

  it('shows the trade-in choices of /trade_in/form_options in the page language', async () => {
    const options = (await (await fetch(`${suite.server.origin}/trade_in/form_options?lang=ku`)).json()) as {
      data: Record<'brands' | 'bodyTypes' | 'fuelTypes', { value: string; name: string }[]>;
    };
    const english = (await (await fetch(`${suite.server.origin}/trade_in/form_options?lang=en`)).json()) as typeof options;
    const page = await suite.newPage();
    const asked: string[] = [];
    page.on('request', (request) => request.url().includes('/trade_in/form_options') && asked.push(request.url()));
    await page.goto(`${suite.server.origin}/ku/showroom-order-online/vehicle/${vehicles[1]!.id}`);
    await at(page, 'steps');
    await page.locator('lrdx-order-online .lrdx-order-choice input[type="checkbox"]').check();
    await expect
      .poll(() => optionLabels(page, 'trade-in-bodyType'), { timeout: TIMEOUT })
      .toEqual(options.data.bodyTypes.map((o) => o.name));
    expect(await optionValues(page, 'trade-in-brand')).toEqual(options.data.brands.map((o) => o.value));
    expect(await optionLabels(page, 'trade-in-fuelType')).toEqual(options.data.fuelTypes.map((o) => o.name));
    // Kurdish names, not the English ones.
    expect(await optionLabels(page, 'trade-in-bodyType')).not.toEqual(english.data.bodyTypes.map((o) => o.name));
    expect(asked.every((url) => new URL(url).searchParams.get('lang') === 'ku')).toBe(true);
    await page.locator('lrdx-order-online #trade-in-bodyType').selectOption(options.data.bodyTypes[0]!.value);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('sl_order_online_data') ?? '{}') as Record<string, unknown>);
    expect(stored.tradeInData).toMatchObject({ bodyType: options.data.bodyTypes[0]!.value });
  });

  it('a failing trade-in options call leaves the step usable: typed details, then on to checkout', async () => {
    const page = await suite.newPage();
    await page.route('**/trade_in/form_options**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"unavailable","message":"down"}}' }),
    );
    await page.goto(`${suite.server.origin}/ku/showroom-order-online/vehicle/${vehicles[2]!.id}`);
    await at(page, 'steps');
    await page.locator('lrdx-order-online .lrdx-order-choice input[type="checkbox"]').check();
    // Plain text fields and the reason, instead of empty lists.
    await expect
      .poll(() => page.locator('lrdx-order-online [data-part="trade-in-plain"]').textContent(), { timeout: TIMEOUT })
      .toBeTruthy();
    expect(await page.locator('lrdx-order-online input#trade-in-brand').count()).toBe(1);
    await page.locator('lrdx-order-online input#trade-in-brand').fill('Toyota');
    await page.locator('lrdx-order-online input[name="payment-option"][value="cash"]').check();
    await page.locator('lrdx-order-online #location').selectOption({ index: 1 });
    await page.locator('lrdx-order-online [data-action="continue"]').click();
    await at(page, 'checkout', 'lockInit');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('sl_order_online_data') ?? '{}') as Record<string, unknown>);
    expect(stored.tradeInData).toMatchObject({ brand: 'Toyota' });
  });

  it('configurator journey: ?config_url= finds the new vehicle, offers the config_ variant, and the order carries config_url', async () => {
    let vehicle: Vehicle | undefined;
    for (let page = 1; !vehicle && page <= 10; page++) {
      const listed = (await (
        await fetch(
          `${suite.server.origin}/public_api/listing/iraq?items=12&page=${page}&filter[statuses_in][]=in_production&filter[states_in][]=new`,
        )
      ).json()) as { data: Vehicle[] };
      vehicle = listed.data.find((v) => v.attributes.config_url);
    }
    expect(vehicle, 'a new in-production vehicle with a config_url').toBeDefined();
    const configUrl = vehicle!.attributes.config_url!;
    const variant = await stepsConfig(suite.server, 'config_order_online_steps_page');
    const page = await suite.newPage();
    await page.goto(`${suite.server.origin}/ku/showroom-order-online/vehicle?config_url=${encodeURIComponent(configUrl)}`);
    await at(page, 'steps');
    await page.waitForURL((url) => url.pathname === `/ku/showroom-order-online/vehicle/${vehicle!.id}`);
    expect(new URL(page.url()).searchParams.get('config_url')).toBe(configUrl);
    await page.locator('lrdx-order-online input[name="payment-option"][value="lease"]').check();
    // The configurator's own figures, not the standard page's.
    expect(await optionValues(page, 'lease-duration')).toEqual(variant.payment_options.lease.durations.map(String));
    expect(variant.payment_options.lease.durations).not.toEqual(
      (await stepsConfig(suite.server, 'order_online_steps_page')).payment_options.lease.durations,
    );
    expect(await optionValues(page, 'service-pack')).toEqual(variant.service_pack_years.map(String));
    await page.locator('lrdx-order-online #location').selectOption({ index: 1 });
    await page.locator('lrdx-order-online [data-action="continue"]').click();
    await holdAndFill(page);
    await payWith(page, '4242 4242 4242 4242');
    const number = await orderNumberShown(page);
    const order = (await (await fetch(`${suite.server.origin}/buy_online/orders/${number}?token=${await orderTokenOf(page)}`)).json()) as {
      data: { vehicle_id: number };
    };
    // The order's public view has no config_url any more (only what the confirmation shows); the payload's is covered by the widget tests.
    expect(order.data).toMatchObject({ vehicle_id: vehicle!.id });
  });

  it('configurator journey: a used vehicle or an unknown configuration gets a clear message, not a checkout', async () => {
    const used = (await (
      await fetch(`${suite.server.origin}/public_api/listing/iraq?items=1&filter[states_in][]=used&filter[statuses_in][]=stock`)
    ).json()) as { data: Vehicle[] };
    const page = await suite.newPage();
    await page.goto(
      `${suite.server.origin}/ku/showroom-order-online/vehicle/${used.data[0]!.id}?config_url=${encodeURIComponent('/build-yours?config=X')}`,
    );
    await at(page, 'failed');
    const message = page.locator('lrdx-order-online [data-order="configurator-error"]');
    expect(await message.textContent()).toContain('تەنها ئۆتۆمبێلی نوێ');
    expect(await page.locator('lrdx-order-online [data-action="continue"]').count()).toBe(0);

    await page.goto(`${suite.server.origin}/ku/showroom-order-online/vehicle?config_url=${encodeURIComponent('/build-yours?config=none')}`);
    await at(page, 'failed');
    expect(await message.textContent()).toContain('ئەم ڕێکخستنە نەدۆزرایەوە');
    expect((await fetch(`${suite.server.origin}/ku/showroom-order-online/vehicle`)).status).toBe(404);
  });
});
