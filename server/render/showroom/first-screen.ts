/**
 * The vehicle page's widget screen drawn on the server (widgets/showroom/server-render.tsx), so the
 * widget can take over on the visitor's first touch instead of during the page's load
 * (docs/decisions.md, "Page speed as a first-time visitor gets it"). The similar vehicles are read
 * with the server's own listing route (../own-json.ts), the answer the widget would get. Any failure
 * leaves the page's plain first screen, and the widget loads at once as before.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Language } from '../../../domain/languages.js';
import { toListingSearchParams, type ListingResponse } from '../../../domain/listing-query.js';
import type { PriceSettings } from '../../../domain/price-settings.js';
import { SIMILAR_VEHICLES_FETCH, pickSimilarVehicles } from '../../../domain/showroom-rules.js';
import type { Vehicle } from '../../../domain/vehicle.js';
import { renderShowroomFirstScreen, type ShowroomFirstScreenRender } from '../../../widgets/showroom/server-render.js';
import { widgetStyles } from '../widget-styles.js';
import { ownJsonReader } from '../own-json.js';

export async function loadShowroomFirstScreen(options: {
  app: FastifyInstance;
  vehicle: Vehicle;
  listKey: string;
  priceSettings: PriceSettings;
  language: Language;
  origin: string;
  nonce: string | undefined;
  log: FastifyBaseLogger;
}): Promise<ShowroomFirstScreenRender | undefined> {
  const { app, vehicle, listKey } = options;
  try {
    // The widget's own request for similar vehicles (widgets/runtime/api-client.ts, fetchSimilarVehicles).
    const query = toListingSearchParams({
      items: SIMILAR_VEHICLES_FETCH,
      filters: { checkbox: { models: [vehicle.attributes.model] }, ranges: {} },
    });
    const listing = (await ownJsonReader(app)(`/public_api/listing/${encodeURIComponent(listKey)}?${query.toString()}`)) as ListingResponse;
    const similar = pickSimilarVehicles(listing.data ?? [], vehicle.id);
    return await renderShowroomFirstScreen({
      data: { listKey, vehicle, similar, priceSettings: options.priceSettings },
      lang: options.language,
      origin: options.origin,
      styles: widgetStyles('showroom'),
      nonce: options.nonce,
    });
  } catch (error) {
    options.log.warn({ err: error }, 'vehicle page first screen not drawn');
    return undefined;
  }
}
