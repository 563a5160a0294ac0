/**
 * The order-online routes (docs/buy-online.md, "The journey"), server-rendered inside the site layout:
 *   /{lang}/showroom-order-online/                     the flow's entry: `?config_url=` starts the configurator
 *                                                      journey, otherwise the visitor's order in progress resumes
 *                                                      (its stored vehicle), or the element asks for a car first
 *   /{lang}/showroom-order-online/vehicle/:vehicleId   steps page (`?config_url=` makes it the configurator journey)
 *   /{lang}/showroom-order-online/vehicle?config_url=  configurator journey: the vehicle comes from the configuration
 *   /{lang}/showroom-order-online/checkout             checkout
 *   /{lang}/showroom-order-online/success              success
 *   /{lang}/showroom-order-online/confirmation/:number?token=  the order, for the holder of its access token
 *                                                      (404 view when unknown or without the token)
 * each with `<lrdx-order-online step="…">`. CMS metaheads are suppressed on these routes (a
 * visitor's order has nothing to share; docs/content-api.md, "Page meta (`server/render/page-meta.ts`,
 * `html-document.ts`)"), and they are not indexed.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { renderToString } from 'react-dom/server';
import { LANGUAGES, type Language } from '../../../domain/languages.js';
import type { OrderView } from '../../../domain/order.js';
import { DefaultLayout } from '../../../site/layouts/default-layout.js';
import { OrderOnlinePage, type ConfirmedOrderView, type OrderOnlinePageStep } from '../../../site/order-online/order-online-page.js';
import { ORDER_ONLINE_PAGE_TEXTS } from '../../../site/order-online/texts.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { findOrder } from '../../orders/confirm-order.js';
import { orderTokenMatches } from '../../orders/order-access.js';
import { toOrder, toOrderView } from '../../orders/order-mapper.js';
import { formatIsoDate } from '../../../domain/month-names.js';
import { formatMoney } from '../../../domain/price-format.js';
import { fromMinorUnits } from '../../../domain/order.js';
import { showroomPath } from '../../../domain/showroom-slug.js';
import { loadReceiptDetails } from './receipt-details.js';
import { loadOrderFirstStep } from './first-step.js';
import type { OrderFirstStepRender } from '../../../widgets/order-online/server-render.js';
import { readFile } from 'node:fs/promises';
import { ownPageDocument } from '../showroom/own-page-document.js';
import type { ShowroomRouteDeps } from '../showroom/index.js';
import { DEFAULT_LIST_KEY, listKeyOf, loadVehicle } from '../showroom/load-vehicle.js';
import { loadSitePageLayout } from '../site-page-layout.js';
import { cspNonce } from '../../http/security-headers.js';
import { timeRender } from '../../metrics/app-metrics.js';
import { siteResponses } from '../../http/html-responses.js';
import { personalData } from '../../http/personal-data.js';

/** The entry route: the steps page without a vehicle of its own (configurator or the order in progress). */
type RouteStep = OrderOnlinePageStep | 'entry';

type Request = FastifyRequest<{ Params: { vehicleId?: string; orderNumber?: string }; Querystring: Record<string, unknown> }>;

/** The order of a confirmation page for the holder of its access token (the view the orders API shows, and its metadata), or null. */
async function loadOrder(
  db: Kysely<Database>,
  orderNumber: string,
  token: string,
): Promise<{ view: OrderView; metadata: Record<string, unknown> } | null> {
  if (!token) return null;
  const row = await findOrder(db, orderNumber);
  return row && (await orderTokenMatches(db, row.id, token)) ? { view: toOrderView(row), metadata: toOrder(row).metadata } : null;
}

const ORDER_ONLINE_CSS_URL = new URL('../../../site/order-online/order-online.css', import.meta.url);

export async function registerOrderOnlineRoutes(app: FastifyInstance, ctx: AppContext, deps: ShowroomRouteDeps): Promise<void> {
  const { db, config } = ctx;
  // Small: inlined (page margins on phones and the receipt's print rules) rather than one more request.
  const css = (await readFile(ORDER_ONLINE_CSS_URL, 'utf8')).replace(/<\/style/gi, '<\\/style');

  async function render(request: Request, reply: FastifyReply, routeStep: RouteStep, segment: Language) {
    const step: OrderOnlinePageStep = routeStep === 'entry' ? 'steps' : routeStep;
    const texts = ORDER_ONLINE_PAGE_TEXTS[segment];
    const listKey = listKeyOf(request.query.list);
    let vehicleId: number | undefined;
    let vehicleTitle: string | undefined;
    let order: ConfirmedOrderView | undefined;
    let orderToken = '';
    let firstStep: OrderFirstStepRender | undefined;
    const rawConfigUrl = request.query.config_url;
    const configUrl = typeof rawConfigUrl === 'string' && rawConfigUrl.length > 0 && rawConfigUrl.length <= 500 ? rawConfigUrl : undefined;
    if (routeStep === 'entry') {
      // Nothing to look up here: the element finds the car by config_url, else resumes the stored order.
    } else if (step === 'steps' && request.params.vehicleId === undefined) {
      // Configurator journey without a vehicle id: the widget finds the vehicle by its config_url.
      if (!configUrl) return deps.sendNotFound(request, reply, 404);
    } else if (step === 'steps') {
      vehicleId = Number.parseInt(request.params.vehicleId ?? '', 10);
      if (!Number.isInteger(vehicleId) || vehicleId <= 0) return deps.sendNotFound(request, reply, 404);
      const vehicle = await loadVehicle(deps.services, db, listKey, vehicleId);
      if (!vehicle) return deps.sendNotFound(request, reply, 404);
      vehicleTitle = `${vehicle.attributes.brand} ${vehicle.attributes.model} ${vehicle.attributes.version_name}`.trim();
      // The standard journey's steps page comes drawn (its largest paint is the vehicle's photo);
      // the configurator journey finds its vehicle through its configuration, in the widget.
      if (!configUrl)
        firstStep = await loadOrderFirstStep({
          app,
          vehicle,
          listKey,
          language: segment,
          origin: `${request.protocol}://${request.host}`,
          nonce: cspNonce(reply),
          log: request.log,
        });
    }
    if (step === 'confirmation') {
      const rawToken = request.query.token;
      orderToken = typeof rawToken === 'string' && rawToken.length <= 200 ? rawToken : '';
      const loaded = await loadOrder(db, request.params.orderNumber ?? '', orderToken);
      if (!loaded) return deps.sendNotFound(request, reply, 404);
      const found = loaded.view;
      const vehicle = await loadVehicle(deps.services, db, DEFAULT_LIST_KEY, found.vehicle_id).catch(() => null);
      const paid = !found.free_reservation && found.amount !== null && found.currency;
      order = {
        orderNumber: found.order_number,
        vehicleTitle: vehicle ? `${vehicle.attributes.brand} ${vehicle.attributes.model} ${vehicle.attributes.version_name}`.trim() : null,
        vehicleHref: vehicle ? showroomPath(vehicle, `/${segment}/showroom/`) : null,
        vin: found.vin,
        paymentStatus: found.payment_status,
        confirmed: found.confirmed_at !== null,
        cancelled: found.cancelled,
        // amount is in minor units (domain/order.ts); the currency is written as the language writes it.
        amountPaid: paid
          ? formatMoney(fromMinorUnits(found.amount ?? 0, found.currency ?? ''), found.currency ?? '', '% ^', ',', 0, segment)
          : null,
        orderDate: formatIsoDate(found.created_at.slice(0, 10), segment),
        ...(await loadReceiptDetails(db, loaded.metadata, segment)),
      };
    }
    const layout = await loadSitePageLayout(deps, { db, request, language: segment, origin: config.publicOrigin, availableIn: LANGUAGES });
    const body = renderToString(
      <DefaultLayout {...layout}>
        <OrderOnlinePage
          language={segment}
          step={step}
          listKey={listKey}
          {...(vehicleId ? { vehicleId } : {})}
          {...(vehicleTitle ? { vehicleTitle } : {})}
          {...(configUrl && step === 'steps' ? { configUrl } : {})}
          {...(order ? { order, orderToken } : {})}
          {...(firstStep ? { firstStep } : {})}
        />
      </DefaultLayout>,
    );
    const html = ownPageDocument(reply, segment, deps.assets(segment), {
      title: step === 'confirmation' ? texts.confirmationTitle : texts.title,
      description: null,
      canonical: null,
      // No CMS metaheads here (docs/content-api.md); only the pages' own rules.
      css,
      bodyHtml: body,
      // The drawn summary's photo is the page's largest paint: asked for with the head, not once the
      // parser reaches the element's shadow root.
      ...(firstStep?.photo ? { preloadImages: [firstStep.photo] } : {}),
      noIndex: true,
    });
    return reply.status(200).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  }

  const route = (url: string, step: RouteStep, what: string) => {
    for (const segment of LANGUAGES) {
      // The confirmation page shows the buyer's order (docs/security-headers.md, "Caching of personal data").
      const personal = step === 'confirmation' ? personalData : {};
      const schema = { ...personal, description: `${what} (${segment})`, tags: ['site'], response: siteResponses(200, 404) };
      app.get(`/${segment}/showroom-order-online${url}`, { schema }, async (request: Request, reply) => {
        try {
          return await timeRender(request, 'other', () => render(request, reply, step, segment));
        } catch (error) {
          request.log.error(error);
          return deps.sendNotFound(request, reply, 500);
        }
      });
    }
  };

  // With or without the trailing slash (the router ignores it).
  route(`/`, 'entry', "Order online: the flow's entry (`?config_url=` for the configurator journey, else the order in progress).");
  route(`/vehicle/:vehicleId`, 'steps', 'Order online: the steps page of a vehicle (server-rendered shell + <lrdx-order-online>).');
  route(`/vehicle`, 'steps', 'Order online: the configurator journey from `?config_url=` (new vehicles only).');
  route(`/checkout`, 'checkout', 'Order online: checkout (server-rendered shell + <lrdx-order-online step="checkout">).');
  route(`/success`, 'success', 'Order online: success (server-rendered shell + <lrdx-order-online step="success">).');
  route(`/confirmation/:orderNumber`, 'confirmation', 'Order online: one order, server-rendered; 404 when unknown.');
}
