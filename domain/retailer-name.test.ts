import { describe, expect, it } from 'vitest';
import { retailerNameParts, retailerNameText } from './retailer-name.js';

describe('retailer names in the page language', () => {
  it('says the city of "Land Rover <city>" in Kurdish and Arabic, and keeps English as written', () => {
    expect(retailerNameParts('Land Rover Erbil', 'ku')).toEqual({ latin: 'Land Rover', local: 'هەولێر' });
    expect(retailerNameParts('Land Rover Erbil', 'ar')).toEqual({ latin: 'Land Rover', local: 'أربيل' });
    expect(retailerNameParts('Land Rover Erbil', 'en')).toEqual({ latin: 'Land Rover Erbil', local: '' });
  });

  it('names the city and the district ("Baghdad Al-Mansour"), a place of several words and every Iraqi city', () => {
    expect(retailerNameText('Land Rover Baghdad Al-Mansour', 'ku')).toBe('Land Rover بەغدا مەنسوور');
    expect(retailerNameText('Land Rover Baghdad Karrada', 'ar')).toBe('Land Rover بغداد الكرادة');
    expect(retailerNameText('Land Rover Erbil Centre', 'ku')).toBe('Land Rover ناوەندی هەولێر');
    const cities = {
      Sulaymaniyah: ['سلێمانی', 'السليمانية'],
      Duhok: ['دهۆک', 'دهوك'],
      Basra: ['بەسرە', 'البصرة'],
      Kirkuk: ['کەرکووک', 'كركوك'],
      Najaf: ['نەجەف', 'النجف'],
      Karbala: ['کەربەلا', 'كربلاء'],
      Mosul: ['مووسڵ', 'الموصل'],
    };
    for (const [city, [ku, ar]] of Object.entries(cities)) {
      expect(retailerNameText(`Land Rover ${city}`, 'ku')).toBe(`Land Rover ${ku}`);
      expect(retailerNameText(`Land Rover ${city}`, 'ar')).toBe(`Land Rover ${ar}`);
    }
  });

  it('keeps the Jaguar brand and an unknown name whole, as written', () => {
    expect(retailerNameParts('Jaguar Basra', 'ar')).toEqual({ latin: 'Jaguar', local: 'البصرة' });
    expect(retailerNameParts('Erbil Premium Motors', 'ku')).toEqual({ latin: 'Erbil Premium Motors', local: '' });
    expect(retailerNameParts('Land Rover Nowhere', 'ku')).toEqual({ latin: 'Land Rover Nowhere', local: '' });
    expect(retailerNameText('  Land  Rover   Duhok ', 'ku')).toBe('Land Rover دهۆک');
  });
});
