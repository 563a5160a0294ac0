/**
 * A complete, realistic vehicle for tests of the vehicle page (domain rules, machine, rendering),
 * shaped as the listing API returns it. Overrides replace top-level attributes.
 */
import type { Vehicle, VehicleAttributes } from './vehicle.js';
import { ENQUIRE_BUTTON, ORDER_ONLINE_BUTTON } from './vehicle-media.js';

const photo = (view: string, sequence: number) => ({
  sequence,
  big_path: `/media/vehicles/suv/1a1a1a/${view}/big.svg`,
  medium_path: `/media/vehicles/suv/1a1a1a/${view}/medium.svg`,
  quarter_hd_path: `/media/vehicles/suv/1a1a1a/${view}/quarter_hd.svg`,
  hd_path: `/media/vehicles/suv/1a1a1a/${view}/hd.svg`,
  full_path: `/media/vehicles/suv/1a1a1a/${view}/full.svg`,
});

export function sampleVehicle(id = 42, overrides: Partial<VehicleAttributes> = {}): Vehicle {
  const attributes: VehicleAttributes = {
    brand: 'Land Rover',
    brand_key: 'land_rover',
    family: 'Range Rover',
    nameplate_model_group: 'range_rover_sport',
    model: 'Range Rover Sport',
    nameplate_code: 'L461',
    version_name: 'Dynamic SE D300',
    status: 'stock',
    state: 'new',
    vin: 'SALWA2AE1PA123456',
    mileage: 12,
    mileage_unit: 'km',
    transmission: 'automatic',
    engine_type: 'diesel,mhev',
    power: 300,
    power_unit: 'hp',
    capacity: 2.997,
    battery_capacity: null,
    color: 'Black',
    color_hex: '#1a1a1a',
    specific_color: 'Santorini Black',
    color_interior: 'Ebony',
    production_year: 2024,
    model_year: 2025,
    delivery_date: '2025-03-01',
    dealer_code: 'IQ-EBL-01',
    dealer_name: 'Land Rover Erbil',
    dealer_location: 'Erbil',
    locality: 'Ankawa',
    order_number: 'ORD-991',
    number_of_seats: 5,
    drivetrain: 'AWD',
    msrp_price: 98000,
    sale_price: null,
    display_price: 98000,
    monthly_price: 1450,
    subscribe_price: null,
    price_hidden: false,
    financing_options: ['cash', 'lease'],
    prices_type: 'Including customs duty',
    features_optional: [{ name: 'Panoramic roof', price: 1800 }],
    features_standard: ['Meridian sound system', 'Adaptive cruise control'],
    footnote: null,
    photos: [photo('side', 1), photo('front', 2), photo('rear', 3), photo('interior', 4)],
    cover_photo_medium: '/media/vehicles/suv/1a1a1a/side/medium.svg',
    video_url: null,
    config_url: null,
    long_description: '2024 Range Rover Sport Dynamic SE in Santorini Black.',
    price_breakdown: [
      { label: 'Vehicle', value: 96200 },
      { label: 'Panoramic roof', value: 1800 },
    ],
    total_price: 98000,
    base_price: 96200,
    price_metadata: {},
    disclaimers: ['Pictures are illustrative.'],
    product_card_disclaimer: null,
    avl_field: null,
    japan_used_and_approved_cars_field: null,
    prices: {
      list: [
        { type: 'purchase', value_raw: 98000, old_price: null, hiddenFromVisitors: false },
        { type: 'lease', value_raw: 1450, old_price: null, hiddenFromVisitors: false },
      ],
    },
    meta: {
      buttons: [{ ...ENQUIRE_BUTTON }, { ...ORDER_ONLINE_BUTTON }],
    },
    created_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
  return { id, type: 'vehicle', attributes };
}
