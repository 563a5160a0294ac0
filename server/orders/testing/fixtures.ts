/** Minimal rows the buy-online tests need: vehicles (every NOT NULL column), a listing with a reservation fee, the payment config. */
import type { Insertable, Kysely } from 'kysely';
import type { Database, VehiclesTable } from '../../db/schema.js';
import { PAYMENT_CONFIG_KEY } from '../../adapters/payments/payment-config.js';

export const TEST_COMPANY_UUID = '11111111-2222-4333-8444-555555555555';
export const TEST_VENDOR_UUID = '99999999-8888-4777-8666-555555555555';
/** 500 USD, as the demo button set: 50000 cents. */
export const TEST_FEE_MINOR = 50_000;

/**
 * What a test pays for `vehicleId` (the `payment` of `POST /buy_online/payment`, the amount part of a
 * leads API payment intent): the test retailer's reservation fee in US dollars.
 */
export const testPayment = (vehicleId: number | undefined) => ({
  amount: TEST_FEE_MINOR,
  currency: 'USD',
  vehicle_id: vehicleId,
  company_uuid: TEST_COMPANY_UUID,
});

export function vehicleRow(n: number, status = 'stock'): Insertable<VehiclesTable> {
  const stamp = '2030-01-01T00:00:00.000Z';
  return {
    brand: 'Land Rover',
    brand_key: 'land_rover',
    family: 'Defender',
    nameplate_model_group: 'defender',
    model: 'Defender 110',
    nameplate_code: 'L663',
    version_name: 'X-Dynamic SE',
    status,
    state: 'new',
    vin: `SALEA7BU0R2${String(100000 + n).padStart(6, '0')}`,
    mileage: 0,
    mileage_unit: 'km',
    transmission: 'automatic',
    engine_type: 'diesel,mhev',
    power: 300,
    power_unit: 'hp',
    capacity: 3,
    battery_capacity: null,
    color: 'Black',
    color_hex: '#111111',
    specific_color: 'Santorini Black',
    color_interior: 'Ebony',
    production_year: 2030,
    model_year: 2030,
    delivery_date: null,
    dealer_code: 'ERB01',
    order_number: null,
    number_of_seats: 5,
    drivetrain: 'AWD',
    msrp_price: 90_000,
    sale_price: null,
    display_price: 90_000,
    monthly_price: null,
    subscribe_price: null,
    price_hidden: 0,
    financing_options: '["cash"]',
    prices_type: null,
    features_optional: '[]',
    features_standard: '[]',
    footnote: null,
    photos: '[]',
    cover_photo_medium: '',
    video_url: null,
    config_url: null,
    long_description: null,
    price_breakdown: '[]',
    total_price: null,
    base_price: null,
    price_metadata: '{}',
    disclaimers: '[]',
    product_card_disclaimer: null,
    avl_field: null,
    japan_used_and_approved_cars_field: null,
    prices: '[]',
    meta_buttons: '[]',
    created_at: stamp,
    updated_at: stamp,
  };
}

/** Vehicles 1..count (ids as inserted), the listing and a payment config for `vendorType`. */
export async function insertFixtures(
  db: Kysely<Database>,
  options: { vehicles?: number; vendorType?: string; statuses?: Record<number, string> } = {},
): Promise<number[]> {
  const count = options.vehicles ?? 5;
  const rows = Array.from({ length: count }, (_, i) => vehicleRow(i + 1, options.statuses?.[i + 1] ?? 'stock'));
  const inserted = await db.insertInto('vehicles').values(rows).returning('id').execute();
  await db
    .insertInto('listings')
    .values({
      id: 'test',
      name: 'Test listing',
      dealer_codes: '[]',
      brands: '[]',
      states: '[]',
      forced_filters: '{}',
      allowed_origins: '[]',
      button_set: JSON.stringify({ setup_type: 'extended', financing_options: ['cash'], reservation_fee: 500, currency: 'USD' }),
      uuid: TEST_COMPANY_UUID,
    })
    .execute();
  await setPaymentVendor(db, options.vendorType ?? 'LOCAL_TEST', ['acct_retailer_1']);
  return inserted.map((row) => row.id);
}

export async function setPaymentVendor(db: Kysely<Database>, type: string, accounts: string[] = []): Promise<void> {
  const value = JSON.stringify({ vendor: { type, uuid: TEST_VENDOR_UUID }, stripe_connected_accounts: accounts });
  await db.deleteFrom('settings').where('key', '=', PAYMENT_CONFIG_KEY).execute();
  await db.insertInto('settings').values({ key: PAYMENT_CONFIG_KEY, value }).execute();
}
