/**
 * A vehicle's order-online steps page drawn on the server (widgets/order-online/server-render.tsx),
 * so its largest paint, the vehicle's photo in the summary, comes with the HTML and the widget can
 * wait for the visitor's first touch (docs/decisions.md, "Page speed as a first-time visitor gets
 * it"). The journey's data is read with the server's own listing routes (../own-json.ts), the
 * answers the widget would get. Any failure leaves the page's plain first screen, and the widget
 * loads at once as before.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Language } from '../../../domain/languages.js';
import type { Vehicle } from '../../../domain/vehicle.js';
import { renderOrderFirstStep, type OrderFirstStepRender } from '../../../widgets/order-online/server-render.js';
import { ownJsonReader } from '../own-json.js';
import { widgetStyles } from '../widget-styles.js';

export async function loadOrderFirstStep(options: {
  app: FastifyInstance;
  vehicle: Vehicle;
  listKey: string;
  language: Language;
  origin: string;
  nonce: string | undefined;
  log: FastifyBaseLogger;
}): Promise<OrderFirstStepRender | undefined> {
  try {
    return await renderOrderFirstStep({
      vehicle: options.vehicle,
      listKey: options.listKey,
      lang: options.language,
      origin: options.origin,
      getJson: ownJsonReader(options.app),
      styles: widgetStyles('order-online'),
      nonce: options.nonce,
    });
  } catch (error) {
    options.log.warn({ err: error }, 'order-online steps page not drawn');
    return undefined;
  }
}
