import { describe, expect, it } from 'vitest';
import { retailerOfCode, type Retailer } from './dealer.js';
import { directionsHref, distanceIn, locateRetailers, retailerMatches, whatsappHref } from './locate-retailers.js';

const retailer = (over: Partial<Retailer>): Retailer => retailerOfCode('X', { id: 1, name: 'Retailer', ...over });

const ERBIL = retailer({
  dealer_code: 'E',
  name: 'Erbil Motors',
  city: 'Erbil',
  locality: 'Ankawa',
  state: 'Erbil',
  latitude: 36.19,
  longitude: 44.01,
});
const SULI = retailer({
  dealer_code: 'S',
  name: 'Slemani Cars',
  city: 'Sulaymaniyah',
  state: 'Sulaymaniyah',
  latitude: 35.56,
  longitude: 45.43,
});
const BAGHDAD = retailer({ dealer_code: 'B', name: 'Baghdad Auto', city: 'Baghdad', state: 'Baghdad', latitude: 33.31, longitude: 44.36 });
const NOWHERE = retailer({ dealer_code: 'N', name: 'No Coordinates', city: 'Basra', state: 'Basra' });
const ALL = [BAGHDAD, ERBIL, NOWHERE, SULI];

describe('retailer locator: search and distance', () => {
  it('finds retailers by governorate or place typed in Kurdish, Arabic or English, and by name', () => {
    expect(retailerMatches(ERBIL, 'هەولێر')).toBe(true);
    expect(retailerMatches(ERBIL, 'أربيل')).toBe(true);
    expect(retailerMatches(ERBIL, 'عەنکاوە')).toBe(true);
    expect(retailerMatches(ERBIL, 'motors')).toBe(true);
    expect(retailerMatches(SULI, 'سلێمانی')).toBe(true);
    expect(retailerMatches(SULI, 'هەولێر')).toBe(false);
    expect(locateRetailers(ALL, '', null).map((r) => r.retailer.dealer_code)).toEqual(['B', 'E', 'N', 'S']);
  });

  it('orders by distance from the visitor, retailers without coordinates last', () => {
    // A visitor in Koya is nearer Erbil than Sulaymaniyah, and far from Baghdad.
    const near = locateRetailers(ALL, '', { latitude: 36.08, longitude: 44.63 });
    expect(near.map((r) => r.retailer.dealer_code)).toEqual(['E', 'S', 'B', 'N']);
    expect(near[0]?.distanceKm).toBeGreaterThan(50);
    expect(near[0]?.distanceKm).toBeLessThan(60);
    expect(near[3]?.distanceKm).toBeNull();
  });

  it('writes distances in km or miles', () => {
    expect(distanceIn(5.55, 'km')).toBe(5.6);
    expect(distanceIn(160.9344, 'mi')).toBe(100);
  });

  it('builds directions and WhatsApp links', () => {
    expect(directionsHref(ERBIL)).toBe('https://www.google.com/maps/dir/?api=1&destination=36.19%2C44.01');
    expect(whatsappHref('0750 123 4567')).toBe('https://wa.me/9647501234567');
    expect(whatsappHref('+964 750 123 4567')).toBe('https://wa.me/9647501234567');
    expect(whatsappHref('call us')).toBeNull();
  });

  it('matches in the three scripts whichever Arabic or Kurdish letter forms are typed', () => {
    // Arabic ي/ك/ه/ة and Kurdish ی/ک/ە are the same letter to a visitor.
    expect(retailerMatches(BAGHDAD, 'بغداد')).toBe(true);
    expect(retailerMatches(BAGHDAD, 'بەغدا')).toBe(true);
    expect(retailerMatches(SULI, 'السليمانية')).toBe(true);
    expect(retailerMatches(SULI, 'سليماني')).toBe(true);
    expect(retailerMatches(ERBIL, '  ERBIL ')).toBe(true);
    expect(retailerMatches(NOWHERE, 'البصرة')).toBe(true);
    expect(retailerMatches(NOWHERE, 'بەسرە')).toBe(true);
    expect(retailerMatches(BAGHDAD, 'البصرة')).toBe(false);
    expect(locateRetailers(ALL, 'zzz', null)).toEqual([]);
  });

  it('measures great-circle distances: Erbil to Baghdad is about 320 km', () => {
    const [found] = locateRetailers([BAGHDAD], '', { latitude: 36.19, longitude: 44.01 });
    expect(found?.distanceKm).toBeGreaterThan(315);
    expect(found?.distanceKm).toBeLessThan(325);
    expect(distanceIn(found?.distanceKm ?? 0, 'mi')).toBe(Math.round((found?.distanceKm ?? 0) / 1.609344));
  });
});
