import { describe, expect, it } from 'vitest';
import { currencyName, currencyOf, currencyUnit } from './currencies.js';

describe('currencies', () => {
  it('knows a currency by its ISO code, symbol or written name', () => {
    expect(currencyOf('USD')).toBe('USD');
    expect(currencyOf('$')).toBe('USD');
    expect(currencyOf(' iqd ')).toBe('IQD');
    expect(currencyOf('د.ع')).toBe('IQD');
    expect(currencyOf('€')).toBe('EUR');
    expect(currencyOf('GBP')).toBeNull();
  });

  it('names the currency in the page language (glossary)', () => {
    expect(currencyName('IQD', 'ku')).toBe('دیناری عێراقی');
    expect(currencyName('IQD', 'ar')).toBe('دينار عراقي');
    expect(currencyName('$', 'en')).toBe('US dollar');
    expect(currencyName('EUR', 'ku')).toBe('یۆرۆ');
    expect(currencyName('GBP', 'ku')).toBe('GBP');
  });

  it('writes a word after a Kurdish or Arabic amount, and keeps the configured symbol in English', () => {
    expect(currencyUnit('USD', 'ku')).toBe('دۆلار');
    expect(currencyUnit('$', 'ar')).toBe('دولار');
    expect(currencyUnit('$', 'en')).toBe('$');
    expect(currencyUnit('XYZ', 'ku')).toBeNull();
  });
});
