/**
 * Content API (docs/content-api.md): pages by path, settings, navigation entries, metaheads.
 * The site renderer reads the same repositories directly instead of calling these over HTTP.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import type { Services } from '../../services.js';
import { allowAnyListingOrigin } from '../../http/cors.js';
import { listMetaheadsForPage } from '../../content/metaheads-repository.js';
import { listNavEntries } from '../../content/nav-repository.js';
import { findPublishedPageByPath } from '../../content/pages-repository.js';
import { homePageSchema, metaheadsSchema, navEntriesSchema, pageByPathSchema, settingsSchema } from './schemas.js';
import { readSettings } from '../../content/settings-repository.js';
import { ApiFailure, refusal } from '../../failure.js';
import { choiceParam } from '../../http/query-params.js';
import { LANGUAGES, type Language } from '../../../domain/languages.js';
import type { RawQuery } from '../../../domain/listing-query.js';
import { registerCatalogueRoutes } from './catalogue-routes.js';
import { registerCurrencyRoute } from './currency-route.js';
import { registerDemoNewsRoute } from './demo-news-route.js';

export async function registerContentApi(scope: FastifyInstance, ctx: AppContext, services: Services): Promise<void> {
  const { db, config } = ctx;
  // The handlers' request and answer types come from the TypeBox schemas (docs/api-schemas.md).
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  registerCatalogueRoutes(scope, ctx, services);
  registerCurrencyRoute(scope, ctx, services);
  registerDemoNewsRoute(scope);

  /** `?language=ku|ar|en`, the default language when absent; anything else is a 400. */
  const languageOf = (request: FastifyRequest): Language => {
    const language = choiceParam(request.query as RawQuery, 'language', LANGUAGES);
    if (!language.ok) throw refusal(400, language.error);
    return language.value ?? config.defaultLanguage.segment;
  };

  const pageByPath = async (request: FastifyRequest<{ Params: { '*'?: string } }>) => {
    const language = languageOf(request);
    // Fastify has already percent-decoded the wildcard: "%2F" (the home page) arrives as "/".
    const path = request.params['*'] ?? '';
    const page = await findPublishedPageByPath(db, path, language, request.log);
    if (!page) throw new ApiFailure(404, 'page_not_found', `No published page at ${path || '/'}`, 'path');
    return { data: page };
  };
  app.get('/public_api/pages/by_path/*', { schema: pageByPathSchema }, pageByPath);
  // With ignoreTrailingSlash, ".../by_path/" arrives without its slash and misses the wildcard: the home page too.
  app.get('/public_api/pages/by_path', { schema: homePageSchema }, pageByPath);

  app.get('/settings', { schema: settingsSchema }, async (request, reply) => {
    // Always called: it adds Vary: Origin even without an Origin, so shared caches keep the variants apart.
    await allowAnyListingOrigin(request, reply, db);
    return { data: await readSettings(db) };
  });

  app.get('/nav_entries', { schema: navEntriesSchema }, async (request) => ({ data: await listNavEntries(db, languageOf(request)) }));

  app.get('/metaheads', { schema: metaheadsSchema }, async (request) => ({
    data: await listMetaheadsForPage(db, request.query['q[page_id_equal_or_null]'] ?? null),
  }));
}
