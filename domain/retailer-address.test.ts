import { describe, expect, it } from 'vitest';
import { retailerAddress, retailerAddressLine } from './retailer-address.js';

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
});
