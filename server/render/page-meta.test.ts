import { describe, expect, it } from 'vitest';
import { isNavigationDisabled, pageTitle } from './page-meta.js';

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
