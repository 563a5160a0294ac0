import { renderToStaticMarkup } from 'react-dom/server';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_SETTINGS } from '../../domain/price-settings.js';
import { sampleVehicle } from '../../domain/sample-vehicle.js';
import ku from './translations/ku.js';
import { SimilarVehicles } from './similar-vehicles.js';

const t = ((key: string) => (ku as Record<string, string>)[key] ?? key) as unknown as TFunction;

describe('similar vehicles on the vehicle page', () => {
  it('marks a reserved car with the Reserved badge and leaves an available one without', () => {
    const html = renderToStaticMarkup(
      <SimilarVehicles
        vehicles={[sampleVehicle(1, { status: 'reserved' }), sampleVehicle(2, { status: 'stock' })]}
        apiBase=""
        language="ku"
        settings={DEFAULT_PRICE_SETTINGS}
        t={t}
      />,
    );
    const cards = html.split('<li ').slice(1);
    expect(cards[0]).toContain('data-badge="status-reserved">حیجزکراوە</span>');
    expect(cards[1]).not.toContain('lrdx-badge');
  });
});
