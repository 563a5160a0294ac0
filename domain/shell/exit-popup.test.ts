import { describe, expect, it } from 'vitest';
import { matchesUrlPattern, patternList, shouldShowExitPopup } from './exit-popup.js';

const page = 'https://lr.example/ku/offers';

describe('exit popup matching', () => {
  it('asks only for whitelisted URLs that are not blacklisted', () => {
    const doUrl = ['https://*'];
    const dontUrl = ['landrover.com'];
    expect(shouldShowExitPopup('https://bank.example/loan', page, doUrl, dontUrl)).toBe(true);
    expect(shouldShowExitPopup('https://www.landrover.com/defender', page, doUrl, dontUrl)).toBe(false);
    expect(shouldShowExitPopup('http://plain.example/', page, doUrl, dontUrl)).toBe(false);
  });

  it('never asks for our own pages, other schemes or unparsable links', () => {
    expect(shouldShowExitPopup('/ku/stock', page, ['*'], [])).toBe(false);
    expect(shouldShowExitPopup('https://lr.example/en/', page, ['*'], [])).toBe(false);
    expect(shouldShowExitPopup('tel:+9647', page, ['*'], [])).toBe(false);
    expect(shouldShowExitPopup('https://x.example', page, [], [])).toBe(false);
  });

  it('patterns: globs over the whole URL with a scheme, host and path without, bare hosts cover subdomains', () => {
    const url = new URL('https://shop.brand.example/en/cars?x=1');
    expect(matchesUrlPattern(url, 'https://shop.brand.example/*')).toBe(true);
    expect(matchesUrlPattern(url, 'brand.example')).toBe(true);
    expect(matchesUrlPattern(url, '*.brand.example/en/*')).toBe(true);
    expect(matchesUrlPattern(url, 'other.example')).toBe(false);
    expect(matchesUrlPattern(url, 'notbrand.example')).toBe(false);
    expect(matchesUrlPattern(new URL('https://notbrand.example/'), 'brand.example')).toBe(false);
  });

  it('setting lists: only non-empty strings', () => {
    expect(patternList(['a.example', '', 3, null])).toEqual(['a.example']);
    expect(patternList('a.example')).toEqual([]);
  });
});
