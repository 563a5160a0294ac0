/**
 * A vehicle's order-online steps page comes drawn inside `<lrdx-order-online>` (docs/decisions.md,
 * "Page speed as a first-time visitor gets it"): the summary with the vehicle's photo, the steps form
 * in the page language and direction, under the response's nonce, with the data the widget starts from.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Vehicle } from '../../../domain/vehicle.js';
import { testDialects, type TestDatabase } from '../../db/test-db.js';
import { buildContentTestApp, firstVehicleInStock } from '../../testing/content-test-app.js';

const TITLE = { ku: 'ئۆتۆمبێلەکەت حیجز بکە', ar: 'احجز سيارتك', en: 'Reserve your vehicle' } as const;

describe.each(testDialects())('order-online steps page drawn on the server (%s)', (dialect) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let vehicle: Vehicle;

  beforeAll(async () => {
    ({ app, database } = await buildContentTestApp(dialect, { demo: { vehicles: 20 }, listing: true, orderOnline: true }));
    vehicle = await firstVehicleInStock(app);
  });

  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
  });

  const page = (language: string, query = '') =>
    app.inject({ method: 'GET', url: `/${language}/showroom-order-online/vehicle/${vehicle.id}${query}` });
  const elementOf = (html: string) => /<lrdx-order-online\b[^>]*>([\s\S]*?)<\/lrdx-order-online>/.exec(html);

  it.each([
    ['ku', 'rtl', 'ckb'],
    ['ar', 'rtl', 'ar'],
    ['en', 'ltr', 'en'],
  ] as const)('/%s: the summary with its photo and the steps form, in the language, under the nonce', async (language, dir, htmlLang) => {
    const res = await page(language);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const element = elementOf(res.body);
    const open = /<lrdx-order-online\b[^>]*>/.exec(res.body)?.[0] ?? '';
    expect(open).toContain('data-first-screen="server"');
    expect(open).toContain('data-load-on="interaction"');
    expect(open).toContain('data-load-if-stored="sl_order_online_data"');
    // The drawn styles carry the response's nonce, as the page's own scripts and styles do.
    const nonce = /^<template shadowrootmode="open"><style nonce="([^"]+)">:host/.exec(element?.[1] ?? '')?.[1] ?? '';
    expect(nonce).not.toBe('');
    expect(res.body.split(`nonce="${nonce}"`).length).toBeGreaterThan(2);
    const inside = element?.[1] ?? '';
    expect(inside).toContain(
      `<section class="lrdx-order" lang="${htmlLang}" dir="${dir}" aria-labelledby="lrdx-order-title" data-step="steps"`,
    );
    expect(inside).toContain(`>${TITLE[language]}</h1>`);
    expect(inside).toMatch(
      /<img class="lrdx-order-summary__photo" src="http:\/\/localhost(:\d+)?\/media\/vehicles\/[^"]+" alt="" width="320" height="180" fetchPriority="high"/,
    );
    expect(inside).toContain(`<bdi dir="ltr">${vehicle.attributes.vin}</bdi>`);
    expect(inside).toMatch(/<form class="lrdx-order-steps" novalidate="">/i);
    expect(inside).toContain('name="payment-option"');
    expect(inside).toContain('data-action="continue"');
    // The page's CSP refuses inline style attributes.
    expect(inside).not.toMatch(/ style="/);
    // The car's own retailer is chosen, as the widget chooses it.
    expect(inside).toMatch(new RegExp(`<option value="${vehicle.attributes.dealer_code}" selected="">`));
    // The data the widget starts from, beside the shadow root.
    const json = /<script type="application\/json" data-lrdx-order-first-step="">([^<]*)<\/script>/.exec(inside)?.[1] ?? '';
    const data = JSON.parse(json) as { vehicle: { id: number }; config: { financingOptions: string[] }; retailers: unknown[] };
    expect(data.vehicle.id).toBe(vehicle.id);
    expect(data.config.financingOptions.length).toBeGreaterThan(0);
    expect(data.retailers.length).toBeGreaterThan(0);
    // The photo is asked for with the head.
    expect(res.body).toMatch(
      /<link rel="preload" as="image" href="http:\/\/localhost(:\d+)?\/media\/vehicles\/[^"]+" fetchpriority="high">/,
    );
  });

  it('escapes the vehicle’s texts in the markup and in the embedded data', async () => {
    await database.db.updateTable('vehicles').set({ version_name: '</script><b>x</b> "q" & y' }).where('id', '=', vehicle.id).execute();
    try {
      const res = await page('en');
      expect(res.statusCode).toBe(200);
      const inside = elementOf(res.body)?.[1] ?? '';
      expect(inside).not.toContain('<b>x</b>');
      expect(inside).toContain('&lt;/script&gt;&lt;b&gt;x&lt;/b&gt; &quot;q&quot; &amp; y');
      expect(inside).toContain('\\u003c/script>\\u003cb>x\\u003c/b> \\"q\\" & y');
    } finally {
      await database.db
        .updateTable('vehicles')
        .set({ version_name: vehicle.attributes.version_name })
        .where('id', '=', vehicle.id)
        .execute();
    }
  });

  it('draws nothing for the configurator journey and the other steps: the widget loads at once, as before', async () => {
    const configured = await page('ku', '?config_url=https%3A%2F%2Fconfig.example%2Fx');
    expect(configured.statusCode).toBe(200);
    expect(/<lrdx-order-online\b[^>]*>/.exec(configured.body)?.[0]).toContain('data-load-on="ready"');
    expect(configured.body).not.toContain('shadowrootmode');
    const checkout = await app.inject({ method: 'GET', url: '/ku/showroom-order-online/checkout' });
    expect(checkout.body).not.toContain('shadowrootmode');
    expect(/<lrdx-order-online\b[^>]*>/.exec(checkout.body)?.[0]).toContain('data-load-on="ready"');
  });
});
