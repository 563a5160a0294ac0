/**
 * GET /{language}/stock/compare?ids=1,2,3 in each language: the compare page (docs/compare.md).
 * Reads up to three vehicles through the listing service the vehicle page uses (the same listing
 * restrictions), names the ids it could not show instead of failing, and renders the table inside
 * the site layout. Public and the same for everyone: cached and sent like the vehicle page, keyed by
 * its query, and stale when the stock changes.
 */
import { readFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderToString } from 'react-dom/server';
import { LANGUAGES, type Language } from '../../../domain/languages.js';
import { parseCompareIds } from '../../../domain/compare/compare-ids.js';
import { compareText } from '../../../domain/compare/texts/index.js';
import type { Vehicle } from '../../../domain/vehicle.js';
import { loadVehiclePhrases } from '../../../domain/vehicle-phrases/index.js';
import { DefaultLayout } from '../../../site/layouts/default-layout.js';
import { ComparePage } from '../../../site/compare/compare-page.js';
import { readPriceSettingsAtCurrentRate } from '../../content/price-settings.js';
import type { AppContext } from '../../context.js';
import { loadSitePageLayout } from '../site-page-layout.js';
import { DEFAULT_LIST_KEY, listKeyOf, loadVehicle } from '../showroom/load-vehicle.js';
import { ownPageDocument } from '../showroom/own-page-document.js';
import type { ShowroomRouteDeps } from '../showroom/index.js';
import { hreflangAlternates } from '../hreflang.js';
import { siteResponses } from '../../http/html-responses.js';
import { STOCK_KEY } from '../../http/surrogate-keys.js';
import { renderOrErrorPage } from '../render-or-error-page.js';

const COMPARE_CSS_URL = new URL('../../../site/compare/compare.css', import.meta.url);

type CompareRequest = FastifyRequest<{ Querystring: Record<string, unknown> }>;

export async function registerCompareRoute(app: FastifyInstance, ctx: AppContext, deps: ShowroomRouteDeps): Promise<void> {
  const { db, config } = ctx;
  // Small and on the critical path: inlined rather than one more request before the table.
  const css = (await readFile(COMPARE_CSS_URL, 'utf8')).replace(/<\/style/gi, '<\\/style');

  async function handle(request: CompareRequest, reply: FastifyReply, segment: Language) {
    const asked = parseCompareIds(request.query.ids);
    const listKey = listKeyOf(request.query.list);
    const [found, layout, priceSettings, phrases] = await Promise.all([
      Promise.all(asked.ids.map((id) => loadVehicle(deps.services, db, listKey, id))),
      loadSitePageLayout(deps, { db, request, language: segment, origin: config.publicOrigin, availableIn: LANGUAGES }),
      // The double price at the current exchange rate, as the vehicle page shows it.
      readPriceSettingsAtCurrentRate(db, deps.services.currencyExchange, request.log),
      // Feature names in the page language, as on the vehicle page (docs/compare.md).
      loadVehiclePhrases(segment),
    ]);
    const vehicles = found.filter((v): v is Vehicle => v !== null);
    const notFound = asked.ids.filter((_id, index) => found[index] === null);
    deps.pages.assertClientWaiting(request);
    const body = renderToString(
      <DefaultLayout {...layout}>
        <ComparePage
          language={segment}
          vehicles={vehicles}
          request={asked}
          notFound={notFound}
          listKey={listKey}
          defaultListKey={DEFAULT_LIST_KEY}
          priceSettings={priceSettings}
          phrases={phrases}
        />
      </DefaultLayout>,
    );
    const names = vehicles.map((v) => v.attributes.model).join(' · ');
    const html = ownPageDocument(reply, segment, deps.assets(segment), {
      title: names ? `${compareText(segment, 'title')}: ${names}` : compareText(segment, 'title'),
      description: compareText(segment, 'caption'),
      // Any set of ids makes a page: shared, not indexed (the vehicle pages are).
      canonical: null,
      noIndex: true,
      alternates: hreflangAlternates(config.publicOrigin, '/stock/compare', LANGUAGES, config.defaultLanguage.segment),
      css,
      bodyHtml: body,
    });
    return deps.pages.send(request, reply, { status: 200, html, stock: true, keys: deps.siteKeys(segment, STOCK_KEY) });
  }

  for (const segment of LANGUAGES) {
    app.get(
      `/${segment}/stock/compare`,
      {
        schema: {
          description: `The compare page in ${segment} (?ids=1,2,3, at most three vehicles), server-rendered HTML; ids it cannot show are named on the page.`,
          tags: ['site'],
          response: siteResponses(200),
        },
      },
      deps.pages.handler((request: CompareRequest, reply) =>
        renderOrErrorPage(request, reply, 'stock', () => handle(request, reply, segment), deps.sendNotFound),
      ),
    );
  }
}
