import { describe, expect, it } from 'vitest';
import { LANGUAGE_SWITCH_BLOCKING_PARAMETERS, hasBlockingParameter, languageSwitch } from './language-switch.js';

describe('language button rule', () => {
  it('leads to the same page in each other language, labelled in that language', () => {
    const result = languageSwitch({ current: 'ku', pagePath: '/about-us', search: '', availableIn: ['ku', 'ar', 'en'] });
    expect(result.disabled).toBe(false);
    expect(result.links).toEqual([
      { language: 'en', htmlLang: 'en', label: 'English', href: '/en/about-us', samePage: true },
      { language: 'ar', htmlLang: 'ar', label: 'العربية', href: '/ar/about-us', samePage: true },
    ]);
  });

  it("falls back to the other language's home when the page does not exist there", () => {
    const result = languageSwitch({ current: 'en', pagePath: '/only-english', search: '', availableIn: ['en', 'ar'] });
    expect(result.links.map((l) => [l.language, l.href, l.samePage])).toEqual([
      ['ku', '/ku/', false],
      ['ar', '/ar/only-english', true],
    ]);
  });

  it('links the home pages to each other and keeps an ordinary query on the same page', () => {
    const home = languageSwitch({ current: 'ar', pagePath: '/', search: '', availableIn: ['ku', 'ar', 'en'] });
    expect(home.links.map((l) => l.href)).toEqual(['/ku/', '/en/']);
    const filtered = languageSwitch({ current: 'ku', pagePath: '/stock', search: '?family=defender', availableIn: ['ku', 'en', 'ar'] });
    expect(filtered.links.map((l) => l.href)).toEqual(['/en/stock?family=defender', '/ar/stock?family=defender']);
  });

  it.each(LANGUAGE_SWITCH_BLOCKING_PARAMETERS)('is disabled while %s is in the query, even empty', (name) => {
    expect(languageSwitch({ current: 'ku', pagePath: '/', search: `?page=2&${name}=x`, availableIn: ['ku', 'en'] }).disabled).toBe(true);
    expect(hasBlockingParameter(`${name}=`)).toBe(true);
  });

  it('is not disabled by other parameters or by names that only look alike', () => {
    expect(hasBlockingParameter('?utm=1&ga=2&formcode=3&config=4')).toBe(false);
    expect(hasBlockingParameter('')).toBe(false);
    expect(hasBlockingParameter(new URLSearchParams('gclid=abc'))).toBe(true);
  });
});
