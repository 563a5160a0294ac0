import { describe, expect, it } from 'vitest';
import { HOSTILE_URLS } from './hostile-urls.js';
import { checkUrl, decodeHtmlEntities, safeHref } from './safe-url.js';

describe('checkUrl', () => {
  it.each(HOSTILE_URLS)('refuses %j', (url) => {
    expect(checkUrl(url)).toBeNull();
  });

  it.each([
    'ftp://example.com/file',
    'file:///etc/passwd',
    'blob:https://x/1',
    'java%0Ascript:alert(1)',
    'https:',
    'https://',
    '&Tab;javascript:alert(1)',
    'javascript&NewLine;:alert(1)',
    '&amp;#106;avascript:alert(1)',
    '&#106avascript:alert(1)',
  ])('refuses %j too', (url) => {
    expect(checkUrl(url)).toBeNull();
  });

  it('allows http(s), mailto and tel as external, and same-origin references as paths', () => {
    expect(checkUrl('https://www.example.com/a?b=1&c=2')).toEqual({
      href: 'https://www.example.com/a?b=1&c=2',
      external: true,
      scheme: expect.any(String),
    });
    expect(checkUrl('HTTP://example.com')).toEqual({ href: 'HTTP://example.com', external: true, scheme: expect.any(String) });
    expect(checkUrl('mailto:sales@example.iq')).toEqual({ href: 'mailto:sales@example.iq', external: true, scheme: expect.any(String) });
    expect(checkUrl('tel:+9647501234567')).toEqual({ href: 'tel:+9647501234567', external: true, scheme: expect.any(String) });
    expect(checkUrl('/ku/stock?x=1#y')).toEqual({ href: '/ku/stock?x=1#y', external: false, scheme: null });
    expect(checkUrl('  /about-us ')).toEqual({ href: '/about-us', external: false, scheme: null });
    expect(checkUrl('#contact')).toEqual({ href: '#contact', external: false, scheme: null });
    expect(checkUrl('about-us')).toEqual({ href: 'about-us', external: false, scheme: null });
    expect(checkUrl('/a:b')).toEqual({ href: '/a:b', external: false, scheme: null });
  });

  it('reads `https:host` the way a browser does: another site', () => {
    expect(checkUrl('https:evil.example')?.external).toBe(true);
    expect(checkUrl('https:/evil.example')?.external).toBe(true);
  });
});

describe('safeHref', () => {
  it('drops empty, non-text and refused values', () => {
    expect(safeHref(undefined)).toBeUndefined();
    expect(safeHref(' ')).toBeUndefined();
    expect(safeHref(42)).toBeUndefined();
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref('/x')).toBe('/x');
  });
});

describe('decodeHtmlEntities', () => {
  it('decodes numeric entities with or without the semicolon, named ASCII ones, and nested ones', () => {
    expect(decodeHtmlEntities('java&#9;script&colon;')).toBe('java\tscript:');
    expect(decodeHtmlEntities('&#x6A&#97')).toBe('ja');
    expect(decodeHtmlEntities('&amp;#106;')).toBe('j');
    expect(decodeHtmlEntities('&copy; stays')).toBe('&copy; stays');
  });
});
