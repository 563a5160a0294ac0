import { describe, expect, it } from 'vitest';
import { GOVERNORATE_KEYS, GOVERNORATES, governorateKey, governorateName, placeName, storedPlaceName } from './governorates.js';
import { LANGUAGES } from './languages.js';

describe('governorates', () => {
  it('lists every governorate of Iraq, Halabja included, with a name in each language', () => {
    expect(GOVERNORATE_KEYS).toHaveLength(19);
    expect(GOVERNORATE_KEYS).toContain('halabja');
    for (const key of GOVERNORATE_KEYS) for (const language of LANGUAGES) expect(GOVERNORATES[key][language]).not.toBe('');
  });

  it('resolves any of its names, its key or a common spelling to one key', () => {
    expect(governorateKey('Erbil')).toBe('erbil');
    expect(governorateKey('هەولێر')).toBe('erbil');
    expect(governorateKey('أربيل')).toBe('erbil');
    expect(governorateKey('Hawler')).toBe('erbil');
    expect(governorateKey(' sulaymaniyah ')).toBe('sulaymaniyah');
    expect(governorateKey('Atlantis')).toBeNull();
  });

  it('every name resolves back to its own governorate (no name is shared by two)', () => {
    for (const key of GOVERNORATE_KEYS) for (const language of LANGUAGES) expect(governorateKey(GOVERNORATES[key][language])).toBe(key);
  });

  it('shows the governorate in the page language and unknown text as written', () => {
    expect(governorateName('Duhok', 'ku')).toBe('دهۆک');
    expect(governorateName('Nineveh', 'ar')).toBe('نينوى');
    expect(governorateName('Erbil', 'en')).toBe('Erbil');
    expect(governorateName('Somewhere', 'ku')).toBe('Somewhere');
  });

  it('reads a place typed in Kurdish or Arabic as the name the data stores', () => {
    expect(storedPlaceName(' عەنکاوە ')).toBe('Ankawa');
    expect(storedPlaceName('الكرادة')).toBe('Karrada');
    expect(storedPlaceName('سلێمانی')).toBe('Sulaymaniyah');
    expect(storedPlaceName('Ankawa')).toBe('Ankawa');
    expect(storedPlaceName('Nowhere')).toBe('Nowhere');
  });

  it('shows seeded cities and districts in the page language', () => {
    expect(placeName('Mosul', 'ku')).toBe('مووسڵ');
    expect(placeName('Ankawa', 'ar')).toBe('عنكاوا');
    expect(placeName('Baghdad', 'ku')).toBe('بەغدا');
    expect(placeName('Unknown Street 5', 'ku')).toBe('Unknown Street 5');
  });
});
