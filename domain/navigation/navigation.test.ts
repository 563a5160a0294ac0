import { describe, expect, it } from 'vitest';
import type { NavEntry } from '../page.js';
import { brandLogoForPath, DEFAULT_BRAND_LOGO, parseBrandLogos } from './brand-logo.js';
import { breadcrumbTrail, showsBreadcrumbs } from './breadcrumbs.js';
import { matchesPathPattern, sitePath } from './site-path.js';
import { offersBannerFor, retailerBarFor } from './header-bars.js';
import { isNavigationHidden, navigationVariantFor, parseVariantPaths } from './variant.js';

describe('site paths and patterns', () => {
  it('compares paths without language segment or trailing slash', () => {
    expect(sitePath('/ku/offers/')).toBe('/offers');
    expect(sitePath('/en')).toBe('/');
    expect(sitePath('offers?x=1')).toBe('/offers');
  });
  it('treats a trailing * as a prefix and anything else as an exact path', () => {
    expect(matchesPathPattern('/ar/range-rover-sport', '/range-rover*')).toBe(true);
    expect(matchesPathPattern('/ku/defender', '/range-rover*')).toBe(false);
    expect(matchesPathPattern('/ku/offers', '/offers')).toBe(true);
    expect(matchesPathPattern('/ku/offers/x', '/offers')).toBe(false);
  });
});

describe('navigation variant and hiding', () => {
  const paths = parseVariantPaths({ naas: ['/external*'], light: ['/redesign*', 5], logo_only: ['/electric'] });
  it('picks the variant whose patterns match, standard otherwise', () => {
    expect(navigationVariantFor('/ku/external/x', paths)).toBe('naas');
    expect(navigationVariantFor('/en/redesign', paths)).toBe('light');
    expect(navigationVariantFor('/ar/electric/', paths)).toBe('logo_only');
    expect(navigationVariantFor('/ku/about-us', paths)).toBe('standard');
  });
  it('ignores a setting of the wrong shape', () => {
    expect(parseVariantPaths(['/x'])).toEqual({});
    expect(navigationVariantFor('/x', parseVariantPaths(null))).toBe('standard');
  });
  it('hides the navigation on listed pages only, the home page included only when listed', () => {
    expect(isNavigationHidden('/ku/', [])).toBe(false);
    expect(isNavigationHidden('/en', null)).toBe(false);
    expect(isNavigationHidden('/en', ['/'])).toBe(true);
    expect(isNavigationHidden('/ku/offers', ['/'])).toBe(false);
    expect(isNavigationHidden('/ku/offers', ['/ar/offers/'])).toBe(true);
    expect(isNavigationHidden('/ku/campaign/x', ['/campaign*'])).toBe(true);
    expect(isNavigationHidden('/ku/about-us', ['/offers', 7])).toBe(false);
    expect(isNavigationHidden('/ku/about-us', 'not a list')).toBe(false);
  });
});

describe('brand logos by path', () => {
  const entries = parseBrandLogos([
    { matchingPath: '/range-rover*', homepage: '/range-rover', logo: 'range-rover' },
    { matchingPath: '/defender*', homepage: '/defender', logo: 'defender' },
    { matchingPath: '/discovery*', homepage: '/discovery', logo: '' },
    { homepage: '/x', logo: 'x' },
    'junk',
  ]);
  it('drops entries without matchingPath, homepage and logo', () => {
    expect(entries.map((entry) => entry.logo)).toEqual(['range-rover', 'defender']);
  });
  it('uses the brand logo and homepage on matching paths and the default elsewhere', () => {
    expect(brandLogoForPath('/ku/range-rover-velar', entries).homepage).toBe('/range-rover');
    expect(brandLogoForPath('/en/defender/110', entries).logo).toBe('defender');
    expect(brandLogoForPath('/ku/discovery', entries)).toEqual(DEFAULT_BRAND_LOGO);
    expect(DEFAULT_BRAND_LOGO.homepage).toBe('/');
  });
  it('gives an empty list for a setting that is not a list (invalid JSON is parsed to null)', () => {
    expect(parseBrandLogos(null)).toEqual([]);
    expect(parseBrandLogos({ matchingPath: '/x' })).toEqual([]);
  });
});

describe('breadcrumbs', () => {
  const entry = (id: number, url: string, parent_id: number | null): NavEntry => ({ id, label: `L${id}`, url, position: id, parent_id });
  const entries = [
    entry(1, '/ku/models', null),
    entry(2, '/ku/models/defender', 1),
    entry(3, '/ku/models/defender/110', 2),
    entry(4, '/ku/about-us', null),
  ];
  it('lists the page entry and its parents from the top down', () => {
    expect(breadcrumbTrail(entries, '/models/defender/110').map((crumb) => crumb.id)).toEqual([1, 2, 3]);
    expect(showsBreadcrumbs(breadcrumbTrail(entries, '/ku/models/defender/'))).toBe(true);
  });
  it('shows none for a top-level page or a page no entry points to', () => {
    expect(showsBreadcrumbs(breadcrumbTrail(entries, '/about-us'))).toBe(false);
    expect(breadcrumbTrail(entries, '/nowhere')).toEqual([]);
  });
  it('places a page linked twice where it is nested deepest', () => {
    const twice = [...entries, entry(5, '/ku/models/defender', null)];
    expect(breadcrumbTrail(twice, '/en/models/defender').map((crumb) => crumb.id)).toEqual([1, 2]);
  });
  it('places a page by its plain entry, not by a filtered view of it nested below', () => {
    // The seeded stock entry holds each family's stock (/ku/stock?family=…): the stock page is the stock entry.
    const filtered = [entry(10, '/ku/stock', null), entry(11, '/ku/stock?family=Defender', 10)];
    expect(breadcrumbTrail(filtered, '/stock').map((crumb) => crumb.id)).toEqual([10]);
    expect(breadcrumbTrail([entry(11, '/ku/stock?family=Defender', 10)], '/stock').map((crumb) => crumb.id)).toEqual([11]);
  });
  it('survives a parent loop', () => {
    const loop = [entry(1, '/a', 2), entry(2, '/b', 1)];
    expect(breadcrumbTrail(loop, '/a').map((crumb) => crumb.id)).toEqual([2, 1]);
  });
});

describe('retailer bar and offers banner', () => {
  it('shows a bar on every page without paths and only on matching pages with them', () => {
    expect(retailerBarFor({ name: 'Erbil Motors', phone: '+964 750' }, '/ku/stock')).toEqual({ name: 'Erbil Motors', phone: '+964 750' });
    expect(retailerBarFor({ name: 'Erbil Motors', paths: ['/stock*'] }, '/ku/about-us')).toBeNull();
    expect(offersBannerFor({ text: 'Offers', link: { url: '/offers', label: 'See' }, paths: ['/stock*'] }, '/en/stock/x')).toEqual({
      text: 'Offers',
      link: { url: '/offers', label: 'See' },
    });
  });
  it('gives no bar without its text, for a link without label, or for a setting of the wrong shape', () => {
    expect(retailerBarFor({ phone: '1' }, '/')).toBeNull();
    expect(offersBannerFor({ text: 'Offers', link: { url: '/offers' } }, '/')).toEqual({ text: 'Offers' });
    expect(offersBannerFor(null, '/')).toBeNull();
    expect(retailerBarFor(['x'], '/')).toBeNull();
  });
});
