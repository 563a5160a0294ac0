/**
 * Listings (admin) of the editor API (docs/cms-api.md, "Listings"): the embed configurations a
 * retailer's page names with `list-key`, with the origins allowed to show them. Service:
 * server/listing/listings-admin.ts (also behind `npm run listing:allow`).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AuthGuard } from '../../http/auth/index.js';
import type { Services } from '../../services.js';
import {
  createListingSchema,
  deleteListingSchema,
  getListingSchema,
  listingKeysSchema,
  listListingsSchema,
  updateListingSchema,
} from './listing-schemas.js';

export function registerListingRoutes(scope: FastifyInstance, guard: AuthGuard, services: Services): void {
  // The handlers' request and answer types come from the TypeBox schemas (docs/api-schemas.md).
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const { listings } = services.cms;
  const admin = guard.requireRole('admin');

  // The widget-tag helper of HTML fields offers real list keys (docs/cms-editor.md); editors read names only.
  app.get('/cms/api/listing_keys', { schema: listingKeysSchema, preHandler: guard.requireRole('editor') }, async () => ({
    data: (await listings.list()).map(({ key, name, widgets }) => ({ key, name, widgets })),
  }));
  app.get('/cms/api/listings', { schema: listListingsSchema, preHandler: admin }, async () => ({ data: await listings.list() }));
  app.get('/cms/api/listings/:key', { schema: getListingSchema, preHandler: admin }, async (request) => ({
    data: await listings.get(request.params.key),
  }));
  app.post('/cms/api/listings', { schema: createListingSchema, preHandler: admin }, async (request, reply) =>
    reply.status(201).send({ data: await listings.create(request.body) }),
  );
  app.put('/cms/api/listings/:key', { schema: updateListingSchema, preHandler: admin }, async (request) => ({
    data: await listings.update(request.params.key, request.body ?? {}),
  }));
  app.delete('/cms/api/listings/:key', { schema: deleteListingSchema, preHandler: admin }, async (request) => {
    await listings.remove(request.params.key);
    return { data: { deleted: true } };
  });
}
