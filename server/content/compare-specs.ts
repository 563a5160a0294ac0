/**
 * Compare data (docs/content-api.md: GET /compare/spec/{id}): a model's key and a specs map, from
 * the model catalogue the stock is built from (domain/model-catalogue/). The product's admin API
 * answers a list and the site reads data[0], so the answer is a one-element list.
 */
import { CATALOGUE, type ModelSpec } from '../../domain/model-catalogue/index.js';
import { normaliseCarModelKey } from '../../domain/offers.js';

export interface CompareModel {
  key: string;
  name: string;
  brand: string;
  family: string | null;
  specs: Record<string, string | number | string[] | null>;
}

const range = (values: readonly number[]): string => {
  const min = Math.min(...values);
  const max = Math.max(...values);
  return min === max ? String(min) : `${min}–${max}`;
};

function toCompareModel(model: ModelSpec): CompareModel {
  const power = model.engines.map((engine) => engine.power);
  const capacities = model.engines.flatMap((engine) => (engine.capacity === null ? [] : [engine.capacity]));
  const batteries = model.engines.flatMap((engine) => (engine.battery === null ? [] : [engine.battery]));
  return {
    key: model.key,
    name: model.name,
    brand: model.brand,
    family: model.family,
    specs: {
      body: model.body,
      from_price: model.basePrice, // the catalogue's price of the cheapest trim and engine
      seats: model.seats.join(', '),
      power_hp: range(power),
      engine_capacity_l: capacities.length ? range(capacities) : null,
      battery_capacity_kwh: batteries.length ? range(batteries) : null,
      drivetrains: [...new Set(model.engines.map((engine) => engine.drivetrain))],
      fuel_types: [...new Set(model.engines.map((engine) => engine.types[0] ?? ''))].filter(Boolean),
      engines: model.engines.map((engine) => engine.code),
      trims: model.trims.map((trim) => trim.name),
      production_years: `${model.years[0]}–${model.years[1]}`,
      standard_features: [...model.standardFeatures],
    },
  };
}

/** The model by key (case-insensitive, spaces as underscores), or undefined. */
export function compareSpec(key: string): CompareModel | undefined {
  const wanted = normaliseCarModelKey(key);
  const model = CATALOGUE.find((m) => m.key === wanted);
  return model ? toCompareModel(model) : undefined;
}
