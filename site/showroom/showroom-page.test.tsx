import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_SETTINGS } from '../../domain/price-settings.js';
import { sampleVehicle } from '../../domain/sample-vehicle.js';
import type { VehicleStatus } from '../../domain/vehicle.js';
import { ShowroomPage } from './showroom-page.js';

const page = (status: VehicleStatus, language: 'ku' | 'ar' | 'en') =>
  renderToStaticMarkup(
    <ShowroomPage
      vehicle={sampleVehicle(7, { status })}
      language={language}
      listKey="iraq"
      priceSettings={DEFAULT_PRICE_SETTINGS}
      retailer={null}
    />,
  );

describe('the vehicle page’s first screen', () => {
  it('says a reserved or sold car is so under its heading, in the page language', () => {
    expect(page('reserved', 'ku')).toContain('<span class="lrdx-badge" data-badge="status-reserved">حیجزکراوە</span>');
    expect(page('reserved', 'ar')).toContain('data-badge="status-reserved">محجوزة</span>');
    expect(page('sold', 'en')).toContain('data-badge="status-sold">');
  });

  it('shows no badge on a car that can be bought', () => {
    expect(page('stock', 'ku')).not.toContain('lrdx-badge');
  });

  it('waits for a touch before the widget runs, unless this browser keeps alert stop tokens (its "alerts on" note)', () => {
    const html = renderToStaticMarkup(
      <ShowroomPage
        vehicle={sampleVehicle(7, { status: 'stock' })}
        language="en"
        listKey="iraq"
        priceSettings={DEFAULT_PRICE_SETTINGS}
        retailer={null}
        firstScreen={{ shadowHtml: '<div></div>', json: '{}' }}
      />,
    );
    const tag = /<lrdx-showroom[^>]*>/.exec(html)?.[0] ?? '';
    expect(tag).toContain('data-load-on="interaction"');
    expect(tag).toContain('data-load-if-stored="lrdx_vehicle_alert_stops"');
  });
});
