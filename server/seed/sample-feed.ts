/**
 * Valid feed rows built from the demo catalogue and retailers, as an importer's system would send
 * them: for the tests, the import bench (bench/stock-import.ts) and the sample files of
 * docs/stock-feed.md (`npx tsx server/seed/sample-feed.ts 5` prints a CSV). Row `i` is the
 * same in every call; its VIN comes from the seed's VIN pattern with serials the seed never uses.
 */
import { pathToFileURL } from 'node:url';
import { FEED_FIELDS, type FeedField } from '../../domain/stock-feed/feed-fields.js';
import { CATALOGUE, NEWEST_YEAR, paint } from '../../domain/model-catalogue/index.js';
import { dealerCodesByBrand } from './dealers.js';
import { buildVin } from './vin.js';

export type SampleRow = Partial<Record<FeedField, string | number | boolean | string[] | { name: string; price: number }[]>>;

/**
 * Past the demo seed's indexes (the seed's own vehicles are 0…99,999), so no VIN collides. Fixed at
 * 500,000 (the seed once allowed 900,000 vehicles): only a bench seed of over 500,000 vehicles reaches it.
 */
const FIRST_SERIAL_INDEX = 500_000;

export function sampleFeedRow(i: number): SampleRow {
  const model = CATALOGUE[i % CATALOGUE.length]!;
  const trimIndex = i % model.trims.length;
  const trim = model.trims[trimIndex]!;
  const engines = model.engines.filter((e) => e.onlyTrim === undefined);
  const engine = engines[i % engines.length]!;
  const modelYear = Math.min(model.years[1], NEWEST_YEAR);
  const exterior = paint(model.paints[i % model.paints.length]!);
  const dealers = dealerCodesByBrand()[model.brandKey];
  const used = i % 3 === 2 || model.years[1] < NEWEST_YEAR - 1;
  const msrp = model.basePrice + trim.priceDelta + engine.priceDelta;
  return {
    external_id: `DMS-${String(100_000 + i)}`,
    vin: buildVin(model.brandKey, model.key, modelYear, trimIndex, model.engines.indexOf(engine), FIRST_SERIAL_INDEX + i),
    dealer_code: dealers[i % dealers.length]!,
    state: used ? 'used' : 'new',
    status: 'stock',
    model_key: model.key,
    version_name: `${engine.code} ${trim.name}`,
    model_year: modelYear,
    production_year: modelYear - (used ? 1 : 0),
    mileage: used ? 12_000 + (i % 50) * 1000 : 10,
    transmission: 'automatic',
    engine_type: engine.types.join(','),
    power: engine.power,
    capacity: engine.capacity ?? '',
    battery_capacity: engine.battery ?? '',
    drivetrain: engine.drivetrain,
    number_of_seats: model.seats[0]!,
    color: exterior.family,
    color_hex: exterior.hex,
    specific_color: exterior.name,
    color_interior: model.interiors[i % model.interiors.length]!,
    msrp_price: msrp,
    sale_price: i % 7 === 0 ? msrp - 1500 : '',
    monthly_price: i % 2 === 0 ? Math.round(msrp * 0.017) : '',
    price_hidden: i % 29 === 0,
    financing_options: i % 2 === 0 ? ['cash', 'lease'] : ['cash'],
    features_standard: model.standardFeatures.slice(0, 6),
    features_optional: model.optionalFeatures.slice(0, i % 3),
  };
}

export function sampleFeedRows(count: number, from = 0): SampleRow[] {
  return Array.from({ length: count }, (_, i) => sampleFeedRow(from + i));
}

const csvCell = (value: unknown): string => {
  const text = Array.isArray(value)
    ? value.map((item) => (typeof item === 'object' && item !== null ? `${item.name}:${item.price}` : String(item))).join('|')
    : value === undefined || value === null
      ? ''
      : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Rows as a CSV file with every feed column. */
export function toFeedCsv(rows: readonly SampleRow[]): string {
  const lines = [FEED_FIELDS.join(',')];
  for (const row of rows) lines.push(FEED_FIELDS.map((field) => csvCell(row[field])).join(','));
  return `${lines.join('\n')}\n`;
}

/** Rows as a JSON feed (`{ "vehicles": [...] }`), blanks left out. */
export function toFeedJson(rows: readonly SampleRow[]): string {
  const vehicles = rows.map((row) => Object.fromEntries(Object.entries(row).filter(([, value]) => value !== '')));
  return JSON.stringify({ vehicles }, null, 2);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const count = Number(process.argv[2] ?? 5);
  process.stdout.write(process.argv[3] === 'json' ? `${toFeedJson(sampleFeedRows(count))}\n` : toFeedCsv(sampleFeedRows(count)));
}
