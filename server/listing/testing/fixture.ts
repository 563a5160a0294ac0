/**
 * Deterministic stock for the listing tests and benchmarks: vehicles covering every column (nulls,
 * empty and repeated multi-values, equal sort keys, a dealer code with no dealer row), dealers and
 * listings with every kind of restriction. Same seed, same rows.
 */
import type { DealerRow, ListingRow, NewVehicleRow } from '../../db/schema.js';

/** A vehicle row as inserted, with its id fixed so tests can predict results. */
export type FixtureVehicle = NewVehicleRow & { id: number };

export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    // mulberry32: small, fast and good enough for test data.
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LAND_ROVER = [
  { family: 'Range Rover', group: 'range_rover', model: 'Range Rover' },
  { family: 'Range Rover', group: 'range_rover_sport', model: 'Range Rover Sport' },
  { family: 'Range Rover', group: 'range_rover_velar', model: 'Range Rover Velar' },
  { family: 'Range Rover', group: 'range_rover_evoque', model: 'Range Rover Evoque' },
  { family: 'Defender', group: 'defender', model: 'Defender 110' },
  { family: 'Defender', group: 'defender', model: 'Defender 90' },
  { family: 'Discovery', group: 'discovery', model: 'Discovery' },
  { family: 'Discovery', group: 'discovery_sport', model: 'Discovery Sport' },
];
const JAGUAR = [
  { group: 'f_pace', model: 'F-PACE' },
  { group: 'e_pace', model: 'E-PACE' },
  { group: 'i_pace', model: 'I-PACE' },
  { group: 'f_type', model: 'F-TYPE' },
];
const STATUSES = ['stock', 'available_soon', 'reserved', 'sold', 'in_production', 'on_demand', 'delivery', 'demo'];
const STATES = ['new', 'approved', 'used'];
const ENGINES = ['petrol', 'diesel', 'mhev', 'phev', 'bev'];
const FINANCING = ['cash', 'lease', 'rent'];
const COLORS: [string, string, string][] = [
  ['black', 'Santorini Black', '#0b0b0c'],
  ['black', 'Narvik Black', '#111111'],
  ['white', 'Fuji White', '#f4f4f2'],
  ['white', 'Ostuni Pearl White', '#ece9e1'],
  ['grey', 'Eiger Grey', '#5d6063'],
  ['grey', 'Carpathian Grey', '#44484b'],
  ['blue', 'Portofino Blue', '#1f2f4a'],
  ['green', 'Pangea Green', '#3c4a3a'],
  ['red', 'Firenze Red', '#7a1a1a'],
];
export const FIXTURE_DEALER_CODES = ['ERB01', 'ERB02', 'SUL01', 'DUH01', 'BGW01', 'BSR01'];
/** Vehicles of this dealer exist but the dealer row does not: cards must still render. */
export const ORPHAN_DEALER_CODE = 'ZZZ99';

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)] as T;
}

function subset(random: () => number, list: readonly string[], p: number): string[] {
  return list.filter(() => random() < p);
}

export function fixtureVehicles(count: number, seed = 7, firstId = 1): FixtureVehicle[] {
  const random = seededRandom(seed);
  const vehicles: FixtureVehicle[] = [];
  const start = Date.UTC(2024, 0, 1);
  for (let i = 0; i < count; i++) {
    const id = firstId + i;
    const jaguar = random() < 0.3;
    const line = jaguar ? { family: null, ...pick(random, JAGUAR) } : pick(random, LAND_ROVER);
    const state = pick(random, STATES);
    const productionYear = state === 'new' ? 2024 + Math.floor(random() * 2) : 2015 + Math.floor(random() * 10);
    const mileage = state === 'new' ? Math.floor(random() * 50) : Math.floor(random() * 150) * 1000;
    const msrp = 40_000 + Math.floor(random() * 40) * 5_000;
    const sale = random() < 0.3 ? msrp - 2_500 : null;
    const [color, specificColor, hex] = pick(random, COLORS);
    let engines = subset(random, ENGINES, 0.35);
    if (random() < 0.05) engines = [...engines, ...engines]; // repeated values count once
    const dealer = random() < 0.03 ? ORPHAN_DEALER_CODE : pick(random, FIXTURE_DEALER_CODES);
    // Days only, so several vehicles share created_at and the id must break the tie.
    const createdAt = new Date(start + Math.floor(random() * 120) * 86_400_000).toISOString();
    vehicles.push({
      id,
      brand: jaguar ? 'Jaguar' : 'Land Rover',
      brand_key: jaguar ? 'jaguar' : 'land_rover',
      family: line.family,
      nameplate_model_group: line.group,
      model: line.model,
      nameplate_code: `${line.group.toUpperCase()}-${productionYear}`,
      version_name: pick(random, ['S', 'SE', 'HSE', 'Autobiography', 'Dynamic SE']),
      status: pick(random, STATUSES),
      state,
      vin: `SAL${String(id).padStart(14, '0')}`,
      mileage,
      mileage_unit: 'km',
      transmission: random() < 0.9 ? 'automatic' : 'manual',
      engine_type: engines.join(','),
      power: 150 + Math.floor(random() * 20) * 25,
      power_unit: 'hp',
      capacity: engines.includes('bev') ? null : 2 + Math.floor(random() * 3),
      battery_capacity: engines.includes('bev') || engines.includes('phev') ? 90 : null,
      color,
      color_hex: hex,
      specific_color: specificColor,
      color_interior: pick(random, ['Ebony', 'Ivory', 'Light Cloud']),
      production_year: productionYear,
      model_year: productionYear + (random() < 0.5 ? 1 : 0),
      delivery_date: random() < 0.5 ? '2025-09-01' : null,
      dealer_code: dealer,
      order_number: random() < 0.2 ? `ORD-${id}` : null,
      number_of_seats: pick(random, [2, 4, 5, 5, 7]),
      drivetrain: random() < 0.8 ? 'AWD' : 'RWD',
      msrp_price: msrp,
      sale_price: sale,
      display_price: sale ?? msrp,
      monthly_price: random() < 0.5 ? Math.round(msrp / 60) : null,
      subscribe_price: null,
      price_hidden: random() < 0.1 ? 1 : 0,
      financing_options: JSON.stringify(subset(random, FINANCING, 0.5)),
      prices_type: random() < 0.5 ? 'VAT included' : null,
      features_optional: JSON.stringify([{ name: 'Panoramic roof', price: 1500 }]),
      features_standard: JSON.stringify(['LED headlights', 'Heated seats']),
      footnote: null,
      photos: JSON.stringify([
        {
          sequence: 1,
          big_path: `/media/v/${id}/big.svg`,
          medium_path: `/media/v/${id}/medium.svg`,
          quarter_hd_path: `/media/v/${id}/qhd.svg`,
          hd_path: `/media/v/${id}/hd.svg`,
          full_path: `/media/v/${id}/full.svg`,
        },
      ]),
      cover_photo_medium: `/media/v/${id}/medium.svg`,
      video_url: null,
      config_url: random() < 0.1 ? `https://config.example/${id}` : null,
      long_description: random() < 0.3 ? 'A well kept vehicle.' : null,
      price_breakdown: JSON.stringify([{ label: 'Base', value: msrp }]),
      total_price: msrp,
      base_price: msrp,
      price_metadata: JSON.stringify({ NSW: msrp + 100 }),
      disclaimers: JSON.stringify([]),
      product_card_disclaimer: null,
      avl_field:
        state === 'approved'
          ? JSON.stringify({
              open_market_value: 1000,
              additional_registration_fee: null,
              preferential_additional_registration_fee: null,
              registration_date: '2022-01-01',
            })
          : null,
      japan_used_and_approved_cars_field: null,
      prices: JSON.stringify([
        { type: 'purchase', value_raw: sale ?? msrp, old_price: sale === null ? null : msrp, hiddenFromVisitors: false },
      ]),
      meta_buttons: JSON.stringify([
        { button_type: 'contact', label: 'Contact', target: '#', target_type: 'url', target_action: 'open', button_set_setup_id: null },
      ]),
      created_at: createdAt,
      updated_at: createdAt,
    });
  }
  return vehicles;
}

export type FixtureDealer = Omit<DealerRow, 'id'>;

/** A dealer row's owner columns when the retailer names no owner of its own: all empty. */
export const NO_OWNER_DETAILS = {
  owner_name: null,
  owner_address: null,
  owner_city: null,
  owner_zipcode: null,
  owner_email: null,
  owner_phone: null,
  owner_opening_hours: null,
  owner_contact_details: null,
} as const;

export function fixtureDealers(): FixtureDealer[] {
  return FIXTURE_DEALER_CODES.map((code, i) => ({
    dealer_code: code,
    name: `Dealer ${code}`,
    address: `${i + 1} Main Street`,
    email: `${code.toLowerCase()}@dealers.example`,
    phone: `+964 750 000 00${i}`,
    main_phone: null,
    city: ['Erbil', 'Erbil', 'Sulaymaniyah', 'Duhok', 'Baghdad', 'Basra'][i] ?? 'Erbil',
    postcode: `4400${i}`,
    locality: `Locality ${i}`,
    state: 'Kurdistan',
    ci_code: `CI${i}`,
    latitude: 36.19,
    longitude: 44.01,
    brands: JSON.stringify(['land_rover', 'jaguar']),
    nameplate_brand_name: 'Land Rover',
    ...NO_OWNER_DETAILS,
    // One dealer shows a different name for Jaguar (docs/listing-api.md, "Retailers and dealers").
    owner_metadata: JSON.stringify(i === 0 ? { display_name_jag: 'Jaguar Erbil', display_name_lr: 'Land Rover Erbil' } : {}),
    // The street in Kurdish and Arabic (migration 0021): ERB01 has both, SUL01 only Kurdish, the others none.
    street_ku: i === 0 ? 'شەقامی سەرەکی 1' : i === 2 ? 'شەقامی سەرەکی 3' : null,
    street_ar: i === 0 ? 'الشارع الرئيسي 1' : null,
  }));
}

export const ALLOWED_ORIGIN = 'https://retailer.example';

/** A listing of the fixture: every dealer and state, open to ALLOWED_ORIGIN, unless `parts` says otherwise. */
export function fixtureListing(id: string, parts: Partial<ListingRow>): ListingRow {
  return {
    id,
    name: id,
    dealer_codes: '[]',
    brands: '[]',
    states: '[]',
    forced_filters: '{}',
    allowed_origins: JSON.stringify([ALLOWED_ORIGIN]),
    button_set: JSON.stringify({ setup_type: 'extended', financing_options: ['cash'], reservation_fee: 500, currency: 'USD' }),
    uuid: `00000000-0000-4000-8000-${id.padEnd(12, '0').slice(0, 12)}`,
    default_language: null,
    widgets: '[]',
    ...parts,
  };
}

export function fixtureListings(): ListingRow[] {
  return [
    fixtureListing('iraq', {}),
    fixtureListing('erbil', {
      dealer_codes: JSON.stringify(['ERB01', 'ERB02', ORPHAN_DEALER_CODE]),
      allowed_origins: JSON.stringify(['https://erbil.example']),
    }),
    fixtureListing('lr-new', { brands: JSON.stringify(['land_rover']), states: JSON.stringify(['new', 'approved']) }),
    fixtureListing('forced', {
      forced_filters: JSON.stringify({ forced_statuses: ['stock', 'demo', 'reserved'], forced_dealer_codes: ['ERB01', 'SUL01', 'DUH01'] }),
    }),
  ];
}
