import { describe, expect, it } from 'vitest';
import { siteHref } from './site-href.js';

describe('siteHref', () => {
  it('puts site paths under the language segment', () => {
    expect(siteHref('ku', '/')).toBe('/ku/');
    expect(siteHref('ku', '/stock')).toBe('/ku/stock');
    expect(siteHref('ku', '/#families')).toBe('/ku/#families');
    expect(siteHref('ku', '/kurdistan')).toBe('/ku/kurdistan');
  });

  it('leaves absolute URLs, hashes and segment paths alone', () => {
    expect(siteHref('ku', 'https://www.landrover.com/')).toBe('https://www.landrover.com/');
    expect(siteHref('ku', 'mailto:a@b.test')).toBe('mailto:a@b.test');
    expect(siteHref('ku', '#faq')).toBe('#faq');
    expect(siteHref('ku', '/ku/stock')).toBe('/ku/stock');
    expect(siteHref('ku', '/ku')).toBe('/ku');
    expect(siteHref('ku', '/ku/')).toBe('/ku/');
  });
});
