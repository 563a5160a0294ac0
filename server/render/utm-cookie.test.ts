/**
 * Campaign parameters leave a page's URL before it is rendered and kept (docs/caching.md): the rest
 * of the query is the page's own and keeps its order.
 */
import { describe, expect, it } from 'vitest';
import { hasCampaignParams, utmCookieValue, withoutCampaignParams } from './utm-cookie.js';

describe('withoutCampaignParams', () => {
  it('drops tracked parameters and ad click ids, keeping the rest in order', () => {
    expect(withoutCampaignParams('/ku/stock?family=Defender&gclid=abc&sort=price&utm_source=x')).toBe(
      '/ku/stock?family=Defender&sort=price',
    );
    expect(withoutCampaignParams('/en/?fbclid=1&msclkid=2&utm_medium=cpc')).toBe('/en/');
    expect(withoutCampaignParams('/en/about-us')).toBe('/en/about-us');
    expect(withoutCampaignParams('/en/about-us?')).toBe('/en/about-us');
  });

  it('recognises an escaped name and keeps a value that only looks like one', () => {
    expect(withoutCampaignParams('/en/?utm%5Fsource=x&q=gclid')).toBe('/en/?q=gclid');
    expect(withoutCampaignParams('/en/?%E0%A4=1&gclid=2')).toBe('/en/?%E0%A4=1');
  });

  it('tells a campaign visit apart, whose cookie carries only the tracked parameters', () => {
    expect(hasCampaignParams('/en/?ref=x')).toBe(false);
    expect(hasCampaignParams('/en/?ref=x&fbclid=y')).toBe(true);
    expect(utmCookieValue({ gclid: 'g', fbclid: 'f', ref: 'x' })).toBe('gclid=g');
  });
});
