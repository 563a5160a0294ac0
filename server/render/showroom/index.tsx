/**
 * GET /{language}/showroom/{custom}-{id}, in each language: the vehicle page (docs/embedding.md, "What the widgets do"). Finds the vehicle in
 * listing `iraq` (or `?list=`), answers the site's not-found view when it is unknown, redirects
 * (301) an outdated slug to the current one keeping the query (postcode search), and otherwise
 * renders the page inside the site layout, with `<lrdx-showroom>` to enhance it.
 */
import { readFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderToString } from 'react-dom/server';
import { LANGUAGES, type Language } from '../../../domain/languages.js';
import type { PriceSettings } from '../../../domain/price-settings.js';
import { parseShowroomParam, showroomParam } from '../../../domain/showroom-slug.js';
import { DefaultLayout } from '../../../site/layouts/default-layout.js';
import { ShowroomPage } from '../../../site/showroom/showroom-page.js';
import { readPriceSettingsAtCurrentRate } from '../../content/price-settings.js';
import type { AppContext } from '../../context.js';
import type { Services } from '../../services.js';
import type { PageAssets } from '../page-assets.js';
import { loadSitePageLayout, type SitePageLayoutDeps } from '../site-page-layout.js';
import { loadDealer } from './load-dealer.js';
import { listKeyOf, loadVehicle } from './load-vehicle.js';
import { showroomHead } from './page-head.js';
import { ownPageDocument } from './own-page-document.js';
import { hreflangAlternates } from '../hreflang.js';
import { cspNonce } from '../../http/security-headers.js';
import { renderOrErrorPage } from '../render-or-error-page.js';
import { siteResponses } from '../../http/html-responses.js';
import { STOCK_KEY } from '../../http/surrogate-keys.js';
import { type NotFoundOptions, type SharedPages } from '../shared-pages.js';
import { loadShowroomFirstScreen } from './first-screen.js';

const SHOWROOM_CSS_URL = new URL('../../../site/showroom/showroom.css', import.meta.url);

/** What the site renderer shares with this route (server/render/index.ts). */
export interface ShowroomRouteDeps extends SitePageLayoutDeps {
  /** The services the pages read (listing index, orders), built once by server/services.ts. */
  services: Services;
  /** The bundles and preloads of a page in `language`. */
  assets(language: Language): PageAssets;
  sendNotFound(request: FastifyRequest, reply: FastifyReply, status: number, options?: NotFoundOptions): Promise<unknown>;
  /** The page cache and CDN headers (server/render/shared-pages.ts). */
  pages: SharedPages;
  /** What every site page depends on, plus the page's own keys. */
  siteKeys(language: Language, ...own: string[]): string[];
}

type ShowroomRequest = FastifyRequest<{ Params: { param: string }; Querystring: Record<string, unknown> }>;

export async function registerShowroomRoute(app: FastifyInstance, ctx: AppContext, deps: ShowroomRouteDeps): Promise<void> {
  const { db, config } = ctx;
  // Small and on the critical path: inlined rather than one more request before the picture.
  const css = (await readFile(SHOWROOM_CSS_URL, 'utf8')).replace(/<\/style/gi, '<\\/style');

  // The double price at the current exchange rate rather than the settings' fixed one.
  const priceSettings = (request: FastifyRequest): Promise<PriceSettings> =>
    readPriceSettingsAtCurrentRate(db, deps.services.currencyExchange, request.log);

  async function handle(request: ShowroomRequest, reply: FastifyReply, segment: Language) {
    const base = `/${segment}/showroom/`;
    const id = parseShowroomParam(request.params.param);
    const stockOnly = { stock: true };
    if (id === null) return deps.sendNotFound(request, reply, 404);
    const listKey = listKeyOf(request.query.list);
    const vehicle = await loadVehicle(deps.services, db, listKey, id);
    if (!vehicle) return deps.sendNotFound(request, reply, 404, stockOnly);

    const canonicalParam = showroomParam(vehicle);
    if (request.params.param !== canonicalParam) {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return deps.pages.redirect(request, reply, `${base}${canonicalParam}${query}`, 301, deps.siteKeys(segment, STOCK_KEY), true);
    }

    const a = vehicle.attributes;
    const [layout, settings, dealer] = await Promise.all([
      // A vehicle page exists in every language.
      loadSitePageLayout(deps, { db, request, language: segment, origin: config.publicOrigin, availableIn: LANGUAGES }),
      priceSettings(request),
      loadDealer(db, a.dealer_code, a.brand_key),
    ]);
    const head = showroomHead({
      vehicle,
      language: segment,
      origin: config.publicOrigin,
      canonicalPath: `${base}${canonicalParam}`,
      priceSettings: settings,
      dealer,
    });
    const firstScreen = await loadShowroomFirstScreen({
      app,
      vehicle,
      listKey,
      priceSettings: settings,
      language: segment,
      origin: `${request.protocol}://${request.host}`,
      nonce: cspNonce(reply),
      log: request.log,
    });
    // Everything is loaded; the HTML is the costly part: not for a client that has gone.
    deps.pages.assertClientWaiting(request);
    const body = renderToString(
      <DefaultLayout {...layout}>
        <ShowroomPage
          vehicle={vehicle}
          language={segment}
          listKey={listKey}
          priceSettings={settings}
          firstScreen={firstScreen}
          retailer={
            dealer
              ? {
                  name: dealer.name,
                  address: dealer.address,
                  locality: dealer.locality,
                  street_ku: dealer.street_ku,
                  street_ar: dealer.street_ar,
                  phone: dealer.telephone,
                  city: dealer.city,
                  state: dealer.region,
                  openingHours: dealer.openingHours,
                  latitude: dealer.latitude,
                  longitude: dealer.longitude,
                }
              : { name: a.dealer_name, address: '', city: a.dealer_location, phone: '' }
          }
        />
      </DefaultLayout>,
    );
    const html = ownPageDocument(reply, segment, deps.assets(segment), {
      title: head.title,
      description: head.description,
      canonical: head.canonical,
      alternates: hreflangAlternates(config.publicOrigin, `/showroom/${canonicalParam}`, LANGUAGES, config.defaultLanguage.segment),
      // CMS metaheads are suppressed here (docs/content-api.md); only the vehicle's own tags.
      extraHead: head.extraHead,
      css,
      bodyHtml: body,
    });
    return deps.pages.send(request, reply, { status: 200, html, stock: true, keys: deps.siteKeys(segment, STOCK_KEY) });
  }

  for (const segment of LANGUAGES) {
    app.get(
      `/${segment}/showroom/:param`,
      {
        schema: {
          description: `The vehicle page (showroom) in ${segment}, server-rendered HTML; 301 to the current slug, 404 when unknown.`,
          tags: ['site'],
          response: siteResponses(200, 301, 404),
        },
      },
      deps.pages.handler((request: ShowroomRequest, reply) =>
        renderOrErrorPage(request, reply, 'vehicle', () => handle(request, reply, segment), deps.sendNotFound),
      ),
    );
  }
}
