import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../domain/model-catalogue/index.js';
import { PRICES_TYPE, disclaimersFor } from '../../domain/vehicle-media.js';
import ar from '../../domain/vehicle-phrases/ar.js';
import ku from '../../domain/vehicle-phrases/ku.js';
import { vehiclePhrase } from '../../domain/vehicle-phrases/index.js';

/** Every English text the seed puts on a vehicle page. */
function seededTexts(): string[] {
  const texts = new Set<string>();
  for (const model of CATALOGUE) {
    model.standardFeatures.forEach((name) => texts.add(name));
    model.optionalFeatures.forEach((feature) => texts.add(feature.name));
  }
  Object.values(PRICES_TYPE).forEach((text) => texts.add(text));
  for (const state of ['new', 'approved', 'used'] as const) (JSON.parse(disclaimersFor(state)) as string[]).forEach((t) => texts.add(t));
  ['Base price', 'Optional equipment', 'Delivery and registration', 'Vehicle price', 'Ownership transfer', 'Retailer offer'].forEach((t) =>
    texts.add(t),
  );
  return [...texts];
}

describe('vehicle phrases', () => {
  it.each([
    ['ku', ku],
    ['ar', ar],
  ] as const)('gives every seeded feature, pack, price note and disclaimer a %s text', (_language, table) => {
    const missing = seededTexts().filter((text) => !(text in table));
    expect(missing).toEqual([]);
  });

  it('shows a text it does not know as written', () => {
    expect(vehiclePhrase('Heated front seats', ku)).toBe('کورسی پێشەوەی گەرمکراو');
    expect(vehiclePhrase('A retailer-written note', ku)).toBe('A retailer-written note');
  });
});
