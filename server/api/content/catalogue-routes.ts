/** The content API's stock, offer, breadcrumb and compare routes (docs/content-api.md). */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import type { Services } from '../../services.js';
import { breadcrumbsForPage } from '../../content/breadcrumbs.js';
import { compareSpec } from '../../content/compare-specs.js';
import { listOffers } from '../../content/offers.js';
import { pathId } from '../../http/db-int.js';
import { ApiFailure } from '../../failure.js';
import { groupedNameplates, vehicleSpecs, type FamilyGroup } from '../../listing/vehicle-catalogue.js';
import {
  breadcrumbsSchema,
  compareSpecSchema,
  groupedNameplatesSchema,
  offerCarModelsSchema,
  vehicleSpecsSchema,
  vehiclesSchema,
} from './catalogue-schemas.js';
import { vehiclesHandler } from './vehicles.js';

export function registerCatalogueRoutes(scope: FastifyInstance, ctx: AppContext, services: Services): void {
  const { db } = ctx;
  // The handlers' request and answer types come from the TypeBox schemas (docs/api-schemas.md).
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/vehicles', { schema: vehiclesSchema }, vehiclesHandler(services.listingIndex, db));

  // A full aggregation over stock: kept per stock version (the listing index follows stock changes).
  let grouped: { version: number; data: Promise<FamilyGroup[]> } | undefined;
  app.get('/vehicles/grouped_nameplates', { schema: groupedNameplatesSchema }, async () => {
    const { version } = await services.listingIndex.get();
    if (grouped?.version !== version) {
      const data = groupedNameplates(db);
      grouped = { version, data };
      data.catch(() => {
        if (grouped?.data === data) grouped = undefined; // a failure is not kept
      });
    }
    return { data: await grouped.data };
  });

  app.get('/vehicles/:id/specs', { schema: vehicleSpecsSchema }, async (request) => {
    const notFound = () => new ApiFailure(404, 'vehicle_not_found', `No vehicle ${request.params.id}`, 'id');
    const specs = await vehicleSpecs(db, pathId(request.params.id, 'id', notFound));
    if (!specs) throw notFound();
    return { data: specs };
  });

  app.get('/offer_car_models', { schema: offerCarModelsSchema }, async (request) => ({
    data: await listOffers(db, request.query.car_model_key, request.log),
  }));

  app.get('/nav_entries/breadcrumbs/:pageId', { schema: breadcrumbsSchema }, async (request) => {
    const notFound = () => new ApiFailure(404, 'page_not_found', `No published page ${request.params.pageId}`, 'pageId');
    const chain = await breadcrumbsForPage(db, pathId(request.params.pageId, 'pageId', notFound));
    if (!chain) throw notFound();
    return { data: chain };
  });

  app.get('/compare/spec/:id', { schema: compareSpecSchema }, async (request) => {
    const model = compareSpec(request.params.id);
    if (!model) throw new ApiFailure(404, 'model_not_found', `No model "${request.params.id}"`, 'id');
    return { data: [model] };
  });
}
