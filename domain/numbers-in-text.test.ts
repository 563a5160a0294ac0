import { describe, expect, it } from 'vitest';
import { formatNumbersInText } from './numbers-in-text.js';

describe('formatNumbersInText', () => {
  it('writes the numbers of Kurdish and Arabic text with Eastern digits and the Arabic separators', () => {
    expect(formatNumbersInText('5.9 s', 'ku')).toBe('٥٫٩ چرکە');
    expect(formatNumbersInText('400 PS', 'ar')).toBe('٤٠٠ حصان');
    expect(formatNumbersInText('0–100 km/h', 'ku')).toBe('٠–١٠٠ کم/کاتژمێر');
    expect(formatNumbersInText('12,500 km', 'ku')).toBe('١٢٬٥٠٠ کم');
  });

  it('writes the units after a figure in the page language (PS, Nm, s, km, mm, kg, kWh)', () => {
    expect(formatNumbersInText('300 PS', 'ku')).toBe('٣٠٠ هێزی ئەسپ');
    expect(formatNumbersInText('650 Nm', 'ku')).toBe('٦٥٠ نیوتن مەتر');
    expect(formatNumbersInText('650 Nm', 'ar')).toBe('٦٥٠ نيوتن متر');
    expect(formatNumbersInText('7.0 s', 'ar')).toBe('٧٫٠ ثانية');
    expect(formatNumbersInText('5018 mm', 'ku')).toBe('٥٠١٨ ملم');
    expect(formatNumbersInText('3500 kg', 'ar')).toBe('٣٥٠٠ كغ');
    expect(formatNumbersInText('ماوە 450 km, 13.6 kWh', 'ku')).toBe('ماوە ٤٥٠ کم, ١٣٫٦ کیلۆوات کاتژمێر');
    // Not units: a word that starts like one, or a Latin code.
    expect(formatNumbersInText('2 seats', 'ku')).toBe('٢ seats');
    expect(formatNumbersInText('3 PSx', 'ku')).toBe('٣ PSx');
    expect(formatNumbersInText('400 PS', 'en')).toBe('400 PS');
  });

  it('keeps a number without separators ungrouped (years, "3500")', () => {
    expect(formatNumbersInText('2024', 'ku')).toBe('٢٠٢٤');
    expect(formatNumbersInText('3500', 'ar')).toBe('٣٥٠٠');
  });

  it('writes an amount with a currency sign as the amount and the currency word', () => {
    expect(formatNumbersInText('نرخ لە $145,000', 'ku')).toBe('نرخ لە ١٤٥٬٠٠٠ دۆلار');
    expect(formatNumbersInText('95,000 IQD', 'ar')).toBe('٩٥٬٠٠٠ دينار');
    expect(formatNumbersInText('€1,250.50', 'ku')).toBe('١٬٢٥٠٫٥٠ یۆرۆ');
  });

  it('keeps Latin codes and model names with their Latin digits', () => {
    expect(formatNumbersInText('P400e PHEV, V8, 4x4, 3.0L', 'ku')).toBe('P400e PHEV, V8, 4x4, 3.0L');
  });

  it('leaves English and already Eastern text as it is', () => {
    expect(formatNumbersInText('From $145,000 · 5.9 s', 'en')).toBe('From $145,000 · 5.9 s');
    expect(formatNumbersInText('٥٫٩ چرکە', 'ku')).toBe('٥٫٩ چرکە');
  });
});
