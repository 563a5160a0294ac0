import { describe, expect, it } from 'vitest';
import { standInAmount, standInLanguage } from './local-vendor-texts.js';

describe('the stand-in pages’ amount', () => {
  it('is written as the page language writes money: Eastern digits with ٬ and ٫ and the currency’s word in Kurdish and Arabic', () => {
    expect(standInAmount('1500.00', 'USD', 'ku')).toBe('١٬٥٠٠٫٠٠ دۆلار');
    expect(standInAmount('1500.00', 'USD', 'ar')).toBe('١٬٥٠٠٫٠٠ دولار');
    expect(standInAmount('1500.00', 'USD', 'en')).toBe('USD 1,500.00');
  });

  it('keeps the vendor’s decimals (LiqPay sends a whole amount as such) and never a Latin point in Kurdish', () => {
    expect(standInAmount('500', 'USD', 'ku')).toBe('٥٠٠ دۆلار');
    expect(standInAmount('2.5', 'UAH', 'ku')).toBe('UAH ٢٫٥');
    expect(standInAmount('2.5', 'UAH', 'ku')).not.toContain('.');
  });

  it('shows something unreadable as it came rather than a wrong number', () => {
    expect(standInAmount('abc', 'USD', 'en')).toBe('abc USD');
  });

  it('takes the language from the shop page the buyer came from', () => {
    expect(standInLanguage('http://shop.test/ar/reserve?vendor_return=paypal')).toBe('ar');
    expect(standInLanguage('http://shop.test/reserve')).toBe('ku');
  });
});
