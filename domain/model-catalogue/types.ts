/** Shapes of the model catalogue: what a model can be built with. */
import type { BrandKey } from '../vehicle.js';
import type { PictureBody } from '../vehicle-picture.js';

export interface EngineSpec {
  /** Marketing code, part of the version name: "D300", "P400e", "EV400". */
  code: string;
  /** Comma-joined into engine_type: fuel first, then electrification, e.g. ["diesel", "mhev"]. */
  types: readonly string[];
  power: number; // hp
  capacity: number | null; // litres; null for a battery-electric vehicle
  battery: number | null; // kWh, for PHEV and BEV
  drivetrain: 'AWD' | 'RWD';
  /** Added to the model's base price. */
  priceDelta: number;
  /** Only built with this trim (SV and SVR engines). */
  onlyTrim?: string;
}

export interface TrimSpec {
  name: string;
  priceDelta: number;
}

export interface ModelSpec {
  brand: 'Land Rover' | 'Jaguar';
  brandKey: BrandKey;
  family: 'Range Rover' | 'Defender' | 'Discovery' | null;
  /** nameplate_model_group: "defender_110", "f_pace". */
  key: string;
  /** Display name: "Defender 110", "F-PACE". */
  name: string;
  nameplateCode: string;
  body: PictureBody;
  seats: readonly number[];
  basePrice: number; // USD, cheapest trim and engine, new
  /** Production years this model was built in (the demo's idea of the range). */
  years: readonly [number, number];
  /** Relative share of the stock. */
  weight: number;
  trims: readonly TrimSpec[];
  engines: readonly EngineSpec[];
  /** Paint names from PAINTS. */
  paints: readonly string[];
  interiors: readonly string[];
  standardFeatures: readonly string[];
  optionalFeatures: readonly { name: string; price: number }[];
}

export interface PaintSpec {
  name: string;
  hex: string;
  /** Colour family, the `colors` filter value. */
  family: string;
}
