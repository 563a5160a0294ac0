import { describe, expect, it } from 'vitest';
import { LANGUAGES, LANGUAGE_INFO, directionOf, htmlLangOf, isLanguage, toLanguage } from './languages.js';

describe('languages', () => {
  it('write Sorani as ckb, right to left; English left to right', () => {
    expect(htmlLangOf('ku')).toBe('ckb');
    expect(directionOf('ku')).toBe('rtl');
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });

  it('use the code as the URL segment', () => {
    for (const language of LANGUAGES) expect(LANGUAGE_INFO[language].segment).toBe(language);
  });

  it('fall back to Kurdish for anything unknown', () => {
    expect(isLanguage('ckb')).toBe(false);
    expect(toLanguage('fr')).toBe('ku');
    expect(toLanguage('ar')).toBe('ar');
  });
});
