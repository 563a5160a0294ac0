/**
 * The order-online steps page drawn on the server (server-render.tsx): the widget's own markup in
 * the page language and direction, escaped, under the nonce, from the answers the widget reads.
 */
import { describe, expect, it } from 'vitest';
import type { Vehicle } from '../../domain/vehicle.js';
import { renderOrderFirstStep, type GetJson } from './server-render.js';

// Only what the journey's data reads of a vehicle (journey-data.ts).
const vehicle = {
  id: 42,
  attributes: {
    vin: 'SALGA2AE7LA000001',
    brand: 'Land Rover',
    model: 'Defender',
    version_name: 'D250 <b>X</b> & "Y"',
    state: 'new',
    price_hidden: false,
    display_price: 90_000,
    cover_photo_medium: '/media/vehicles/42/medium.jpg',
    dealer_code: 'IQ-EBL-01',
    dealer_name: 'Land Rover Erbil',
    dealer_location: 'Erbil',
  },
} as unknown as Vehicle;

const BUTTON_SET = {
  data: {
    company_uuid: 'c-1',
    reservation_fee: 500,
    currency: 'USD',
    financing_options: ['cash'],
    vendor_type: 'LOCAL_TEST',
    free_reservation: false,
    soft_lock_seconds: 900,
    setup_type: null,
  },
};
const RETAILER = { dealer_code: 'IQ-EBL-01', name: 'Erbil', display_name: 'Land Rover Erbil', phone: '+964 750 441 2200' };

/** Answers by path; a path without an answer fails as a 404 would. */
const answers =
  (byPath: Record<string, unknown>, seen: Array<{ path: string; headers?: Record<string, string> }> = []): GetJson =>
  async (path, headers) => {
    seen.push({ path, ...(headers ? { headers } : {}) });
    const key = Object.keys(byPath).find((prefix) => path.startsWith(prefix));
    if (key === undefined) throw new Error(`${path} answered 404`);
    return byPath[key];
  };

const draw = (lang: 'ku' | 'ar' | 'en', getJson: GetJson, nonce?: string) =>
  renderOrderFirstStep({ vehicle, listKey: 'iraq', lang, origin: 'https://lrdx.test', getJson, styles: ':host{}', nonce });

const ALL = {
  '/public_api/listing/iraq/button_set': BUTTON_SET,
  '/public_api/listing/iraq/company_config/order_online': { data: [] },
  '/public_api/listing/iraq/retailers': { data: [RETAILER] },
};

describe('order-online steps page drawn on the server', () => {
  it('draws the frame, the summary with its photo and the steps form in each language and direction, under the nonce', async () => {
    const seen: Array<{ path: string; headers?: Record<string, string> }> = [];
    const ku = await draw('ku', answers(ALL, seen), 'n1');
    expect(ku.shadowHtml).toMatch(/^<style nonce="n1">:host\{\}<\/style><section class="lrdx-order" lang="ckb" dir="rtl"/);
    expect(ku.shadowHtml).toContain('ئۆتۆمبێلەکەت حیجز بکە');
    expect(ku.shadowHtml).toContain('<img class="lrdx-order-summary__photo" src="https://lrdx.test/media/vehicles/42/medium.jpg"');
    expect(ku.shadowHtml).toContain('fetchPriority="high"');
    expect(ku.shadowHtml).toContain('٥٠٠'); // the fee, in the page's digits
    expect(ku.photo).toBe('https://lrdx.test/media/vehicles/42/medium.jpg');
    // The widget's own requests: the steps-page config with the list key in its header, retailers in the page language.
    expect(seen).toContainEqual({
      path: '/public_api/listing/iraq/company_config/order_online?config_type=order_online_steps_page',
      headers: { 'Company-Config': 'iraq' },
    });
    expect(seen.map((s) => s.path)).toContain('/public_api/listing/iraq/retailers?lang=ku');
    const ar = await draw('ar', answers(ALL));
    expect(ar.shadowHtml).toMatch(/<section class="lrdx-order" lang="ar" dir="rtl"/);
    expect(ar.shadowHtml).toContain('احجز سيارتك');
    const en = await draw('en', answers(ALL));
    expect(en.shadowHtml).toMatch(/<section class="lrdx-order" lang="en" dir="ltr"/);
    expect(en.shadowHtml).toContain('Reserve your vehicle');
    // The car's own retailer is chosen, as the machine starts with it.
    expect(en.shadowHtml).toContain('<option value="IQ-EBL-01" selected="">Land Rover Erbil</option>');
  });

  it('escapes the vehicle’s texts in the markup, and the embedded data cannot end its script', async () => {
    const { shadowHtml, json } = await draw('en', answers(ALL));
    expect(shadowHtml).toContain('D250 &lt;b&gt;X&lt;/b&gt; &amp; &quot;Y&quot;');
    expect(shadowHtml).not.toContain('<b>X</b>');
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toMatchObject({ vehicle: { id: 42, version: 'D250 <b>X</b> & "Y"' } });
  });

  it('keeps the nonce to the characters a nonce has', async () => {
    const { shadowHtml } = await draw('en', answers(ALL), 'a"><script>');
    expect(shadowHtml.startsWith('<style nonce="ascript">')).toBe(true);
  });

  it('fails as the widget does: without the button set nothing is drawn; without the steps config or the retailers it still is', async () => {
    await expect(draw('en', answers({ ...ALL, '/public_api/listing/iraq/button_set': undefined }))).rejects.toThrow();
    const bare = await draw('en', answers({ '/public_api/listing/iraq/button_set': BUTTON_SET }));
    const data = JSON.parse(bare.json) as { retailers: Array<{ uuid: string }>; config: { steps: { servicePackYears: number[] } } };
    expect(data.retailers.map((r) => r.uuid)).toEqual(['IQ-EBL-01']);
    expect(data.config.steps.servicePackYears).toEqual([]);
  });
});
