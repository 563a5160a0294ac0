import { describe, expect, it } from 'vitest';
import { isNavigationDisabled, pageTitle, readMetaTags, shareImageUrl } from './page-meta.js';

describe('pageTitle', () => {
  it('falls back from meta title to title to app name to the brand default', () => {
    expect(pageTitle('Meta', 'Title', 'App')).toBe('Meta');
    expect(pageTitle(' ', 'Title', 'App')).toBe('Title');
    expect(pageTitle(null, '', 'App')).toBe('App');
    expect(pageTitle(null, null, undefined)).toBe('Land Rover');
  });
});

describe('isNavigationDisabled', () => {
  it('matches paths with or without the language segment and trailing slash', () => {
    expect(isNavigationDisabled('/', ['/'], 'ku')).toBe(true);
    expect(isNavigationDisabled('/', ['/ku/'], 'ku')).toBe(true);
    expect(isNavigationDisabled('/offers', ['/ku/offers/'], 'ku')).toBe(true);
    expect(isNavigationDisabled('/offers', ['offers'], 'ku')).toBe(true);
    expect(isNavigationDisabled('/about-us', ['/'], 'ku')).toBe(false);
  });

  it('treats a non-array setting as no page', () => {
    expect(isNavigationDisabled('/', '/', 'ku')).toBe(false);
    expect(isNavigationDisabled('/', null, 'ku')).toBe(false);
  });
});

describe('brand default title by theme', () => {
  it('names the brand of the theme, Land Rover otherwise', () => {
    expect(pageTitle(null, null, null, 'jaguar')).toBe('Jaguar');
    expect(pageTitle(null, null, null, 'lrdx')).toBe('Land Rover');
    expect(pageTitle(null, null, null, 'other')).toBe('Land Rover');
  });
});

describe('shareImageUrl', () => {
  it('takes the page image id, else the default id, at width 1600', () => {
    expect(shareImageUrl('hero-1', 'default', 'https://lrdx.test')).toBe('https://lrdx.test/media/images/hero-1?width=1600');
    expect(shareImageUrl(null, 'default', 'https://lrdx.test/')).toBe('https://lrdx.test/media/images/default?width=1600');
    expect(shareImageUrl(' ', null, 'https://lrdx.test')).toBeNull();
  });

  it('keeps an id that is already a URL or a site path', () => {
    expect(shareImageUrl('https://cdn.example/a.jpg', null, 'https://lrdx.test')).toBe('https://cdn.example/a.jpg');
    expect(shareImageUrl('/media/vehicles/suv/000000/front/hd.svg', null, 'https://lrdx.test')).toBe(
      'https://lrdx.test/media/vehicles/suv/000000/front/hd.svg',
    );
  });
});

describe('readMetaTags', () => {
  it('reads name or property tags and logs a setting that is not an array', () => {
    const errors: string[] = [];
    const log = { error: (m: string) => errors.push(m) };
    expect(readMetaTags([{ name: 'a', content: '1' }, { property: 'fb:app_id', content: '2' }, { content: 'x' }, 'no'], log)).toEqual([
      { name: 'a', content: '1' },
      { property: 'fb:app_id', content: '2' },
    ]);
    expect(errors).toEqual([]);
    expect(readMetaTags({ name: 'a', content: '1' }, log)).toEqual([]);
    expect(errors).toEqual(['Setting general.meta must be a JSON array; its meta tags are left out']);
  });
});
