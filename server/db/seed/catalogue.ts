/** The whole demo range: both brands, and the lookups the vehicle generator needs. */
import type { ModelSpec } from './catalogue-types.js';
import { LAND_ROVER_MODELS } from './catalogue-land-rover.js';
import { JAGUAR_MODELS } from './catalogue-jaguar.js';
import { paint } from './paints.js';

export type { EngineSpec, ModelSpec, PaintSpec, TrimSpec } from './catalogue-types.js';
export { PAINTS, paint } from './paints.js';

export const CATALOGUE: readonly ModelSpec[] = [...LAND_ROVER_MODELS, ...JAGUAR_MODELS];

/** Latest production year the demo allows; new stock is built in 2025 or 2026. */
export const NEWEST_YEAR = 2026;
export const NEW_STOCK_FROM_YEAR = 2025;

/** Models that can still be sold new (their range reaches the new-stock years). */
export const NEW_MODELS: readonly ModelSpec[] = CATALOGUE.filter((m) => m.years[1] >= NEW_STOCK_FROM_YEAR);

// Fail at import, not halfway through a seed, if a model names a paint that does not exist.
for (const model of CATALOGUE) for (const name of model.paints) paint(name);
