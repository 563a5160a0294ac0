/**
 * Listings (admin) of the editor API (docs/cms-api.md, "Listings"): the embed configurations a
 * retailer's page names with `list-key`, with the origins allowed to show them. Service:
 * server/listing/listings-admin.ts (also behind `npm run listing:allow`).
 */
import type { FastifyInstance } from 'fastify';
import type { AdminListingInput } from '../../../domain/contracts/listings.js';
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

type Key = { Params: { key: string } };

export function registerListingRoutes(app: FastifyInstance, guard: AuthGuard, services: Services): void {
  const { listings } = services.cms;
  const admin = guard.requireRole('admin');

  // The widget-tag helper of HTML fields offers real list keys (docs/cms-editor.md); editors read names only.
  app.get('/cms/api/listing_keys', { schema: listingKeysSchema, preHandler: guard.requireRole('editor') }, async () => ({
    data: (await listings.list()).map(({ key, name, widgets }) => ({ key, name, widgets })),
  }));
  app.get('/cms/api/listings', { schema: listListingsSchema, preHandler: admin }, async () => ({ data: await listings.list() }));
  app.get<Key>('/cms/api/listings/:key', { schema: getListingSchema, preHandler: admin }, async (request) => ({
    data: await listings.get(request.params.key),
  }));
  app.post<{ Body: AdminListingInput }>('/cms/api/listings', { schema: createListingSchema, preHandler: admin }, async (request, reply) =>
    reply.status(201).send({ data: await listings.create(request.body) }),
  );
  app.put<Key & { Body: AdminListingInput }>(
    '/cms/api/listings/:key',
    { schema: updateListingSchema, preHandler: admin },
    async (request) => ({
      data: await listings.update(request.params.key, request.body ?? {}),
    }),
  );
  app.delete<Key>('/cms/api/listings/:key', { schema: deleteListingSchema, preHandler: admin }, async (request) => {
    await listings.remove(request.params.key);
    return { data: { deleted: true } };
  });
}
