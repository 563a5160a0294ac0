import { describe, expect, it } from 'vitest';
import { pathWithoutLanguage, requestLanguage, searchOf } from './request-language.js';

describe('the language of a site request', () => {
  it('is the first path segment, the fallback otherwise', () => {
    expect(requestLanguage('/ar/about-us?x=1', 'ku')).toBe('ar');
    expect(requestLanguage('/en', 'ku')).toBe('en');
    expect(requestLanguage('/fr/about-us', 'ku')).toBe('ku');
    expect(requestLanguage('/', 'en')).toBe('en');
  });

  it('leaves the page path without the segment, and the query apart', () => {
    expect(pathWithoutLanguage('/ku/about-us?x=1#faq')).toBe('/about-us');
    expect(pathWithoutLanguage('/ku')).toBe('/');
    expect(pathWithoutLanguage('/ku/')).toBe('/');
    expect(pathWithoutLanguage('/en/showroom/defender-110-7')).toBe('/showroom/defender-110-7');
    expect(searchOf('/ku/stock?family=Defender#top')).toBe('?family=Defender');
    expect(searchOf('/ku/stock')).toBe('');
  });
});
