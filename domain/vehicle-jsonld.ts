/**
 * schema.org structured data of the vehicle page: a `Car` with an `Offer` sold by an `AutoDealer`.
 * Pure, so the server renders it and the tests read it without a page. Search engines read
 * values, not our translations, so the data stays in the vehicle's own (English) vocabulary.
 */
import type { Vehicle, VehicleStatus } from './vehicle.js';

export interface JsonLdDealer {
  name: string;
  streetAddress: string;
  city: string;
  postcode: string;
  region: string;
  /** ISO 3166-1 alpha-2, e.g. `IQ`. */
  country: string;
  telephone: string;
  email: string;
  latitude: number;
  longitude: number;
}

export interface VehicleJsonLdInput {
  vehicle: Vehicle;
  /** Absolute URL of the vehicle page (the canonical one). */
  url: string;
  /** Absolute picture URLs, cover first. */
  images: string[];
  /** From price settings' currency_iso. */
  currency: string;
  dealer: JsonLdDealer | null;
  description?: string;
}

type JsonLd = { [key: string]: JsonLdValue };
type JsonLdValue = string | number | boolean | JsonLd | JsonLdValue[];

/**
 * Vehicle status → schema.org ItemAvailability. A reserved car may still fall through, so it is
 * `Reserved` rather than sold out; cars still being built are pre-orders.
 */
const AVAILABILITY: Record<VehicleStatus, string> = {
  stock: 'InStock',
  demo: 'InStock',
  available_soon: 'PreSale',
  in_production: 'PreOrder',
  delivery: 'PreOrder',
  on_demand: 'MadeToOrder',
  reserved: 'Reserved',
  sold: 'SoldOut',
};

const SCHEMA = 'https://schema.org/';

export function availabilityOf(status: VehicleStatus): string {
  return `${SCHEMA}${AVAILABILITY[status] ?? 'LimitedAvailability'}`;
}

/** Drops empty strings, nulls and non-finite numbers, so the output never claims an unknown value. */
function compact(object: Record<string, JsonLdValue | null | undefined>): JsonLd {
  const result: JsonLd = {};
  for (const [key, value] of Object.entries(object)) {
    if (value === null || value === undefined || value === '') continue;
    if (typeof value === 'number' && !Number.isFinite(value)) continue;
    result[key] = value;
  }
  return result;
}

function quantity(value: number | null, unitCode: string): JsonLd | null {
  return value === null || !Number.isFinite(value) ? null : { '@type': 'QuantitativeValue', value, unitCode };
}

function sellerOf(dealer: JsonLdDealer): JsonLd {
  return compact({
    '@type': 'AutoDealer',
    name: dealer.name,
    telephone: dealer.telephone,
    email: dealer.email,
    address: compact({
      '@type': 'PostalAddress',
      streetAddress: dealer.streetAddress,
      addressLocality: dealer.city,
      postalCode: dealer.postcode,
      addressRegion: dealer.region,
      addressCountry: dealer.country,
    }),
    geo:
      Number.isFinite(dealer.latitude) && Number.isFinite(dealer.longitude)
        ? { '@type': 'GeoCoordinates', latitude: dealer.latitude, longitude: dealer.longitude }
        : null,
  });
}

export function vehicleJsonLd(input: VehicleJsonLdInput): JsonLd {
  const a = input.vehicle.attributes;
  const showPrice = !a.price_hidden && a.display_price > 0;
  const condition = `${SCHEMA}${a.state === 'new' ? 'NewCondition' : 'UsedCondition'}`;
  const offer = compact({
    '@type': 'Offer',
    url: input.url,
    // A hidden price ('price on request') is left out rather than published as 0.
    price: showPrice ? a.display_price : null,
    priceCurrency: input.currency,
    availability: availabilityOf(a.status),
    itemCondition: condition,
    seller: input.dealer ? sellerOf(input.dealer) : null,
  });
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: [a.brand, a.model, a.version_name].filter(Boolean).join(' '),
    description: input.description ?? a.long_description,
    url: input.url,
    image: input.images.length > 0 ? input.images : null,
    sku: String(input.vehicle.id),
    brand: { '@type': 'Brand', name: a.brand },
    model: a.model,
    vehicleConfiguration: a.version_name,
    productionDate: String(a.production_year),
    vehicleModelDate: String(a.model_year),
    vehicleIdentificationNumber: a.vin,
    color: a.specific_color || a.color,
    vehicleInteriorColor: a.color_interior,
    vehicleTransmission: a.transmission,
    driveWheelConfiguration: a.drivetrain,
    fuelType: a.engine_type,
    numberOfDoors: null,
    seatingCapacity: a.number_of_seats > 0 ? a.number_of_seats : null,
    itemCondition: condition,
    mileageFromOdometer: quantity(a.mileage, a.mileage_unit === 'mi' ? 'SMI' : 'KMT'),
    vehicleEngine: compact({
      '@type': 'EngineSpecification',
      enginePower: quantity(a.power, a.power_unit === 'kW' ? 'KWT' : 'BHP'),
      engineDisplacement: quantity(a.capacity, 'LTR'),
    }),
    offers: offer,
  });
}

/** The JSON text for a `<script type="application/ld+json">`: `<` is escaped so no `</script>` can close it early. */
export function jsonLdScriptText(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
