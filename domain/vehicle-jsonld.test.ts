import { describe, expect, it } from 'vitest';
import { sampleVehicle } from './sample-vehicle.js';
import { availabilityOf, jsonLdScriptText, vehicleJsonLd, type JsonLdDealer } from './vehicle-jsonld.js';

const dealer: JsonLdDealer = {
  name: 'Land Rover Erbil',
  streetAddress: '100 Meter Road, Erbil',
  city: 'Erbil',
  postcode: '44001',
  region: 'Erbil',
  country: 'IQ',
  telephone: '+964 750 000 0000',
  email: 'sales@example.test',
  latitude: 36.19,
  longitude: 44.01,
};

const base = { url: 'https://lrdx.test/ku/showroom/x-42', images: ['https://lrdx.test/media/a.svg'], currency: 'USD', dealer };

describe('vehicleJsonLd', () => {
  it('describes a Car with an Offer sold by an AutoDealer with address and geo', () => {
    const data = vehicleJsonLd({ ...base, vehicle: sampleVehicle() });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: 'Land Rover Range Rover Sport Dynamic SE D300',
      vehicleIdentificationNumber: 'SALWA2AE1PA123456',
      productionDate: '2024',
      itemCondition: 'https://schema.org/NewCondition',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 12, unitCode: 'KMT' },
      offers: {
        '@type': 'Offer',
        price: 98000,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        seller: {
          '@type': 'AutoDealer',
          name: 'Land Rover Erbil',
          address: { '@type': 'PostalAddress', addressLocality: 'Erbil', addressCountry: 'IQ' },
          geo: { '@type': 'GeoCoordinates', latitude: 36.19, longitude: 44.01 },
        },
      },
    });
  });

  it('leaves the price out when it is on request, and the seller when unknown', () => {
    const data = vehicleJsonLd({ ...base, dealer: null, vehicle: sampleVehicle(1, { price_hidden: true }) });
    const offer = data.offers as Record<string, unknown>;
    expect(offer).not.toHaveProperty('price');
    expect(offer).not.toHaveProperty('seller');
    expect(offer.priceCurrency).toBe('USD');
  });

  it('maps every status to an availability and used states to UsedCondition', () => {
    expect(availabilityOf('sold')).toBe('https://schema.org/SoldOut');
    expect(availabilityOf('reserved')).toBe('https://schema.org/Reserved');
    expect(availabilityOf('in_production')).toBe('https://schema.org/PreOrder');
    const used = vehicleJsonLd({ ...base, vehicle: sampleVehicle(1, { state: 'used', mileage_unit: 'mi' }) });
    expect(used.itemCondition).toBe('https://schema.org/UsedCondition');
    expect((used.mileageFromOdometer as Record<string, unknown>).unitCode).toBe('SMI');
  });

  it('escapes < so the script text cannot be closed early', () => {
    const data = vehicleJsonLd({ ...base, vehicle: sampleVehicle(1, { long_description: '</script><b>x' }) });
    const text = jsonLdScriptText(data);
    expect(text).not.toContain('</script');
    expect(JSON.parse(text).description).toBe('</script><b>x');
  });
});
