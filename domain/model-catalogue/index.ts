/**
 * The model catalogue: both brands' models with their trims, engines, paints and prices. Pure data
 * in `domain/` because the stock import (server/stock-feed/), the compare specs, the trade-in options
 * and the demo seed (server/seed/vehicles.ts) all read it; the seed is a program and nothing that
 * serves requests imports it (docs/architecture.md, "Who may import whom").
 */
import type { ModelSpec } from './types.js';
import { LAND_ROVER_MODELS } from './land-rover.js';
import { JAGUAR_MODELS } from './jaguar.js';
import { paint } from './paints.js';

export type { EngineSpec, ModelSpec, PaintSpec, TrimSpec } from './types.js';
export { PAINTS, paint } from './paints.js';

export const CATALOGUE: readonly ModelSpec[] = [...LAND_ROVER_MODELS, ...JAGUAR_MODELS];

/** Latest production year the demo allows; new stock is built in 2025 or 2026. */
export const NEWEST_YEAR = 2026;
export const NEW_STOCK_FROM_YEAR = 2025;

/** Models that can still be sold new (their range reaches the new-stock years). */
export const NEW_MODELS: readonly ModelSpec[] = CATALOGUE.filter((m) => m.years[1] >= NEW_STOCK_FROM_YEAR);

// Fail at import, not halfway through a seed, if a model names a paint that does not exist.
for (const model of CATALOGUE) for (const name of model.paints) paint(name);
