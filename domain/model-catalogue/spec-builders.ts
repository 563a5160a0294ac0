/** The short builders both brands' catalogues write their engines and trims with. */
import type { EngineSpec, ModelSpec, TrimSpec } from './types.js';

/** A model's names. */
export type Nameplate = Pick<ModelSpec, 'key' | 'name' | 'nameplateCode'>;
/** A model's seats, price, production years and share of the demo stock. */
export type Offer = Pick<ModelSpec, 'seats' | 'basePrice' | 'years' | 'weight'>;
/** What a model is equipped with. */
export type Equipment = Pick<ModelSpec, 'paints' | 'interiors' | 'standardFeatures' | 'optionalFeatures'>;

/** An engine; `onlyTrim` is left out of the object when the engine is built with every trim. */
export const engine = (
  code: string,
  types: string[],
  power: number,
  capacity: number | null,
  drivetrain: 'AWD' | 'RWD',
  priceDelta: number,
  battery: number | null = null,
  onlyTrim?: string,
): EngineSpec => ({
  code,
  types,
  power,
  capacity,
  battery,
  drivetrain,
  priceDelta,
  ...(onlyTrim ? { onlyTrim } : {}),
});

export const trim = (name: string, priceDelta: number): TrimSpec => ({ name, priceDelta });
