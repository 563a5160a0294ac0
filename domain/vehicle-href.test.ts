import { describe, expect, it } from 'vitest';
import { sampleVehicle } from './sample-vehicle.js';
import { vehicleHref } from './vehicle-href.js';

describe('vehicleHref', () => {
  const vehicle = sampleVehicle(42);

  it("links to the brand site's vehicle page in the widget's language by default", () => {
    expect(vehicleHref(vehicle, 'https://brand.example/en/showroom/', undefined, 'en')).toMatch(
      /^https:\/\/brand\.example\/en\/showroom\/[a-z0-9-]+-42$/,
    );
    expect(vehicleHref(vehicle, '/ar/showroom/', '', 'ar')).toMatch(/^\/ar\/showroom\/.+-42$/);
  });

  it("fills a retailer's URL template with the id, slug, VIN and language", () => {
    expect(vehicleHref(vehicle, '/ku/showroom/', '/cars/{id}', 'en')).toBe('/cars/42');
    expect(vehicleHref(vehicle, '/ku/showroom/', '/{lang}/stock/{slug}?vin={vin}', 'ar')).toMatch(
      new RegExp(`^/ar/stock/[a-z0-9-]+-42\\?vin=${vehicle.attributes.vin}$`),
    );
  });
});
