import { describe, expect, it } from 'vitest';
import { retailerJsonLd } from './retailer-jsonld.js';

const BASE = {
  type: 'AutoDealer' as const,
  url: 'https://lrdx.test/ku/retailer',
  image: '',
  name: 'Land Rover Erbil',
  description: '',
  keywords: '',
  openingHours: 'Sa-Th 09:00-18:00\n\n',
  paymentAccepted: 'Cash, Credit Card',
  priceRange: '$$$',
  address: '100m Street, Erbil',
  latitude: '36.19',
  longitude: '44.01',
  contactInfo: '[{"type":"telephone","value":"+964 750 123 4567"},{"type":"email","value":"erbil@example.iq"}]',
  offers: '[{"category":"Service","description":"Free inspection","url":"/offers"}, {"category":""}]',
};

describe('retailer JSON-LD', () => {
  it('describes the retailer as an AutoDealer with geo, hours, contacts and offers', () => {
    const ld = retailerJsonLd(BASE);
    expect(ld).toMatchObject({
      '@type': 'AutoDealer',
      name: 'Land Rover Erbil',
      telephone: '+964 750 123 4567',
      email: 'erbil@example.iq',
      openingHours: ['Sa-Th 09:00-18:00'],
      geo: { '@type': 'GeoCoordinates', latitude: 36.19, longitude: 44.01 },
      address: { '@type': 'PostalAddress', streetAddress: '100m Street, Erbil', addressCountry: 'IQ' },
      makesOffer: [{ '@type': 'Offer', category: 'Service', description: 'Free inspection', url: '/offers' }],
    });
    expect(ld).not.toHaveProperty('image');
  });

  it('leaves out geo without both coordinates and ignores broken JSON', () => {
    const ld = retailerJsonLd({ ...BASE, type: 'AutoRepair', latitude: '', contactInfo: '{oops', offers: 'nope' });
    expect(ld['@type']).toBe('AutoRepair');
    expect(ld).not.toHaveProperty('geo');
    expect(ld).not.toHaveProperty('contactPoint');
    expect(ld).not.toHaveProperty('makesOffer');
  });
});
