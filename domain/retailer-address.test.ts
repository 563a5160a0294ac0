import { describe, expect, it } from 'vitest';
import { retailerAddress, retailerAddressLine, streetIn } from './retailer-address.js';

const bakrajo = { address: 'Salim Street, Bakrajo, Sulaymaniyah', locality: 'Bakrajo', city: 'Sulaymaniyah', state: 'Sulaymaniyah' };

describe('retailerAddress', () => {
  it('names district and city in Kurdish and keeps the street as stored, without repeating the places', () => {
    expect(retailerAddress(bakrajo, 'ku')).toEqual({ street: 'Salim Street', place: 'بەکرەجۆ، سلێمانی' });
    expect(retailerAddress(bakrajo, 'ar')).toEqual({ street: 'Salim Street', place: 'بكرجو، السليمانية' });
    expect(retailerAddressLine(bakrajo, 'en')).toBe('Salim Street, Bakrajo, Sulaymaniyah');
  });

  it('adds the governorate when the city is not its namesake', () => {
    const mosul = { address: 'Al-Jamiaa Street, Al-Muthanna, Mosul', locality: 'Al-Muthanna', city: 'Mosul', state: 'Nineveh' };
    expect(retailerAddress(mosul, 'ku').place).toBe('موسەننا، مووسڵ، نەینەوا');
  });

  it('shows places it does not know as written', () => {
    expect(retailerAddressLine({ address: '5 Unknown Road', city: 'Newtown' }, 'ku')).toBe('5 Unknown Road، Newtown');
  });

  it('reads the street in the page language when the dealer has it, numbers in Eastern digits', () => {
    const ankawa = {
      address: '100 Meter Road, Ankawa, Erbil',
      street_ku: 'شەقامی 100 مەتری',
      street_ar: 'شارع ١٠٠ متر',
      locality: 'Ankawa',
      city: 'Erbil',
      state: 'Erbil',
    };
    expect(retailerAddress(ankawa, 'ku')).toEqual({ street: 'شەقامی ١٠٠ مەتری', place: 'عەنکاوە، هەولێر' });
    expect(retailerAddressLine(ankawa, 'ar')).toBe('شارع ١٠٠ متر، عنكاوا، أربيل');
    expect(retailerAddressLine(ankawa, 'en')).toBe('100 Meter Road, Ankawa, Erbil');
  });

  it('falls back to the stored street where a language has no translation (nothing is lost)', () => {
    const onlyKurdish = { ...bakrajo, street_ku: 'شەقامی سالم', street_ar: '  ' };
    expect(retailerAddress(onlyKurdish, 'ku').street).toBe('شەقامی سالم');
    expect(retailerAddress(onlyKurdish, 'ar').street).toBe('Salim Street');
    expect(retailerAddress({ ...bakrajo, street_ar: null }, 'ar').street).toBe('Salim Street');
    expect(streetIn({ address: 'Salim Street, Bakrajo', street_ku: 'شەقامی سالم' }, 'en')).toBe('Salim Street, Bakrajo');
    expect(streetIn({ address: null }, 'ku')).toBe('');
  });

  it('drops the places a translated street repeats, in whatever language it names them', () => {
    const repeated = { ...bakrajo, street_ku: 'شەقامی سالم، بەکرەجۆ، سلێمانی', street_ar: 'شارع سالم, بكرجو' };
    expect(retailerAddressLine(repeated, 'ku')).toBe('شەقامی سالم، بەکرەجۆ، سلێمانی');
    expect(retailerAddress(repeated, 'ku').street).toBe('شەقامی سالم');
    expect(retailerAddress(repeated, 'ar').street).toBe('شارع سالم');
    // A street that is nothing but a place name is kept.
    expect(retailerAddress({ ...bakrajo, street_ku: 'بەکرەجۆ' }, 'ku').street).toBe('بەکرەجۆ');
  });
});
