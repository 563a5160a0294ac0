import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_RETURN_PATH_LENGTH, safeReturnPath } from './safe-return-path.js';
import { RETURN_TARGET_BYPASSES } from './testing/return-target-bypasses.js';

const SITE = 'https://lrdx.example';

/** Where a browser on a page of the site goes with `location` as the Location header. */
const landsOn = (location: string) => new URL(location, `${SITE}/auth/sign-in?lang=ku`);

/** A same-origin path: what every answer of safeReturnPath must be. */
function expectSameOriginPath(path: string) {
  expect(path.startsWith('/'), path).toBe(true);
  expect(/^\/[/\\]/.test(path), path).toBe(false);
  expect(landsOn(path).origin, path).toBe(SITE);
}

describe('safeReturnPath', () => {
  it('keeps paths of the site, with their query and hash', () => {
    expect(safeReturnPath('/ku/cms')).toBe('/ku/cms');
    expect(safeReturnPath('/en/admin?tab=users#top')).toBe('/en/admin?tab=users#top');
    expect(safeReturnPath('/auth-exchange?return=%2Fku%2Fabout-us')).toBe('/auth-exchange?return=%2Fku%2Fabout-us');
    expect(safeReturnPath('/ku/stock?q=a%2Fb')).toBe('/ku/stock?q=a%2Fb');
    // A query may name another address: it is data for the page, not where the browser goes.
    expect(safeReturnPath('/ku/page?next=//evil.example')).toBe('/ku/page?next=//evil.example');
  });

  it('answers the normalised path a browser would ask for, not the text it was given', () => {
    expect(safeReturnPath('/ku/x/../cms')).toBe('/ku/cms');
    expect(safeReturnPath('/ku/./cms')).toBe('/ku/cms');
    expect(safeReturnPath('/ku/%2e%2e/en/cms')).toBe('/en/cms');
    expect(safeReturnPath('/ku\\cms')).toBe('/ku/cms');
    expect(safeReturnPath('/ar/پەڕە')).toBe('/ar/%D9%BE%DB%95%DA%95%DB%95');
    expect(safeReturnPath('/en/a b')).toBe('/en/a%20b');
  });

  it('refuses what is not a path of the site: other schemes, relative paths, empty, too long, not a string', () => {
    for (const bad of ['https://evil.example/', 'ku/cms', '', '.', '?x=1', '#top', 'mailto:a@b.example', 'cms'])
      expect(safeReturnPath(bad), JSON.stringify(bad)).toBeNull();
    expect(safeReturnPath(`/${'a'.repeat(MAX_RETURN_PATH_LENGTH)}`)).toBeNull();
    expect(safeReturnPath(`/${'a'.repeat(MAX_RETURN_PATH_LENGTH - 1)}`)).toBe(`/${'a'.repeat(MAX_RETURN_PATH_LENGTH - 1)}`);
    for (const notText of [undefined, null, 42, ['/ku/cms'], { path: '/ku/cms' }]) expect(safeReturnPath(notText)).toBeNull();
  });

  it.each(RETURN_TARGET_BYPASSES.map((b) => [b.name, b.target]))('never leaves the site: %s', (_name, target) => {
    const path = safeReturnPath(target);
    if (path !== null) expectSameOriginPath(path);
  });

  it('refuses the bypasses that reach another host when read as a browser, a proxy or a decoding server would', () => {
    const refused = [
      '/.//evil.example',
      '/%2e//evil.example/',
      '/%2E%2E//evil.example',
      '/%5cevil.example',
      '/%2f%2fevil.example',
      '/\t/evil.example',
      '/\\evil.example',
      'https:evil.example',
      '/．．//evil.example',
      '/／evil.example',
      'javascript:alert(1)',
    ];
    for (const target of refused) expect(safeReturnPath(target), JSON.stringify(target)).toBeNull();
  });

  it('for any text: null or a same-origin path that it answers again unchanged', () => {
    const pieces = fc.constantFrom(
      '/',
      '\\',
      '.',
      '..',
      '%2e',
      '%2E',
      '%2f',
      '%5c',
      '%09',
      '\t',
      '\n',
      ' ',
      '．',
      '／',
      '＼',
      ':',
      '@',
      '?',
      '#',
      'evil.example',
      'ku',
      'https:',
      '%25',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(pieces, fc.string({ maxLength: 4 })), { maxLength: 10 }), (parts) => {
        const path = safeReturnPath(parts.join(''));
        if (path === null) return;
        expectSameOriginPath(path);
        expect(safeReturnPath(path)).toBe(path);
      }),
      { numRuns: 3000 },
    );
  });
});
