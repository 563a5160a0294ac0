/**
 * The stock seen by model rather than by vehicle (docs/content-api.md): models grouped by family
 * with counts and from-prices (GET /vehicles/grouped_nameplates), and one vehicle's specifications
 * (GET /vehicles/{id}/specs).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { loadVehicleRow } from './vehicle-loader.js';
import { toVehicle } from './vehicle-mapper.js';

export interface NameplateGroup {
  key: string;
  name: string;
  count: number;
  /** Lowest shown price among the model's vehicles; null when every price is hidden. */
  from_price: number | null;
}

export interface FamilyGroup {
  brand_key: string;
  /** Range Rover, Defender, Discovery; null for models outside a family (Jaguar). */
  family: string | null;
  count: number;
  from_price: number | null;
  nameplates: NameplateGroup[];
}

const minOf = (a: number | null, b: number | null): number | null => (a === null ? b : b === null ? a : Math.min(a, b));

/** Families in brand then family order (null last), their nameplates by name. Sold vehicles are not stock. */
export async function groupedNameplates(db: Kysely<Database>): Promise<FamilyGroup[]> {
  const rows = await db
    .selectFrom('vehicles')
    .select(['brand_key', 'family', 'nameplate_model_group'])
    .select((eb) => [
      eb.fn.min('model').as('name'),
      eb.fn.countAll().as('count'),
      // Hidden prices and prices of zero or less are never shown (docs/listing-api.md, "Vehicle fields"), so they do not count.
      eb.fn.min(sql<number | null>`case when price_hidden = 0 and display_price > 0 then display_price end`).as('from_price'),
    ])
    .where('status', '!=', 'sold')
    .groupBy(['brand_key', 'family', 'nameplate_model_group'])
    .execute();
  const families = new Map<string, FamilyGroup>();
  for (const row of rows) {
    const key = `${row.brand_key}\u0000${row.family ?? ''}`;
    let family = families.get(key);
    if (!family) {
      family = { brand_key: row.brand_key, family: row.family, count: 0, from_price: null, nameplates: [] };
      families.set(key, family);
    }
    // PostgreSQL answers count() as bigint text and min() of a real column as a number or text.
    const nameplate: NameplateGroup = {
      key: row.nameplate_model_group,
      name: String(row.name),
      count: Number(row.count),
      from_price: row.from_price === null ? null : Number(row.from_price),
    };
    family.nameplates.push(nameplate);
    family.count += nameplate.count;
    family.from_price = minOf(family.from_price, nameplate.from_price);
  }
  const list = [...families.values()];
  for (const family of list) family.nameplates.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return list.sort((a, b) => a.brand_key.localeCompare(b.brand_key) || (a.family ?? '\uffff').localeCompare(b.family ?? '\uffff', 'en'));
}

export interface VehicleSpecs {
  id: number;
  brand: string;
  model: string;
  nameplate_model_group: string;
  version_name: string;
  specs: Record<string, string | number | null>;
  features_standard: string[];
  features_optional: { name: string; price: number }[];
}

/** The vehicle's specification facts, raw (the caller labels and formats them in its language); undefined when absent. */
export async function vehicleSpecs(db: Kysely<Database>, id: number): Promise<VehicleSpecs | undefined> {
  const row = await loadVehicleRow(db, id);
  if (!row) return undefined;
  // Dealer names are not specs: no dealer lookup needed.
  const a = toVehicle(row, () => undefined).attributes;
  return {
    id: Number(row.id),
    brand: a.brand,
    model: a.model,
    nameplate_model_group: a.nameplate_model_group,
    version_name: a.version_name,
    specs: {
      state: a.state,
      status: a.status,
      delivery_date: a.delivery_date,
      production_year: a.production_year,
      model_year: a.model_year,
      mileage: a.mileage,
      mileage_unit: a.mileage_unit,
      transmission: a.transmission,
      engine_type: a.engine_type,
      drivetrain: a.drivetrain,
      power: a.power,
      power_unit: a.power_unit,
      capacity: a.capacity,
      battery_capacity: a.battery_capacity,
      number_of_seats: a.number_of_seats,
      color: a.color,
      color_interior: a.color_interior,
      vin: a.vin,
      order_number: a.order_number,
    },
    features_standard: a.features_standard,
    features_optional: a.features_optional.map((f) => ({ name: f.name, price: f.price })),
  };
}
