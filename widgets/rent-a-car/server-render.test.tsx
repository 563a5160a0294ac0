import { describe, expect, it } from 'vitest';
import { renderRentFirstScreen } from './server-render.js';

const CONFIG = JSON.stringify({
  locations_json: {
    locations_list: [{ name_key: 'erbil', city_name: 'Erbil', point_name: 'Airport', address: 'Erbil International Airport' }],
  },
  vehicles_json: { vehicles_list: [] },
});

describe('rent-a-car first screen drawn on the server', () => {
  it('draws the widget’s own first screen (the button that opens the enquiry) under the nonce, in the page language', async () => {
    const ku = await renderRentFirstScreen({ element: { lang: 'ku', config: CONFIG, currency: 'USD' }, styles: ':host{}', nonce: 'n1' });
    expect(ku).toMatch(/^<style nonce="n1">:host\{\}<\/style><div class="lrdx-rent" part="rent" dir="rtl" lang="ckb"/);
    expect(ku).toContain('data-action="open"');
    expect(ku).not.toMatch(/ style="/);
    const en = await renderRentFirstScreen({ element: { lang: 'en', config: CONFIG, currency: 'USD' }, styles: '' });
    expect(en).toMatch(/^<style><\/style><div class="lrdx-rent" part="rent" dir="ltr" lang="en"/);
  });

  it('keeps the nonce to the characters a nonce has', async () => {
    const html = await renderRentFirstScreen({ element: { lang: 'en', config: CONFIG }, styles: '', nonce: 'a"><script>' });
    expect(html.startsWith('<style nonce="ascript">')).toBe(true);
  });
});
