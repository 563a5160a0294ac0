/**
 * The footer (editor), redirects and metaheads (admin) of the editor API
 * (docs/cms-api.md, "Footer (editor), redirects and metaheads (admin)"). Services: server/cms/footer-service.ts, redirects-service.ts, metaheads-service.ts.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AuthGuard } from '../../http/auth/index.js';
import type { Services } from '../../services.js';
import { registerResourceWrites } from './resource-writes.js';
import {
  createMetaheadSchema,
  createRedirectSchema,
  deleteMetaheadSchema,
  deleteRedirectSchema,
  getFooterSchema,
  listMetaheadsSchema,
  listRedirectsSchema,
  saveFooterSchema,
  updateMetaheadSchema,
  updateRedirectSchema,
} from './site-parts-schemas.js';

export function registerSitePartsRoutes(scope: FastifyInstance, guard: AuthGuard, services: Services): void {
  // The handlers' request and answer types come from the TypeBox schemas (docs/api-schemas.md).
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const { footer, redirects, metaheads } = services.cms;
  const editor = guard.requireRole('editor');
  const admin = guard.requireRole('admin');

  app.get('/cms/api/footer', { schema: getFooterSchema, preHandler: editor }, async (request) => ({
    data: await footer.get(request.query.language),
  }));
  app.put('/cms/api/footer', { schema: saveFooterSchema, preHandler: editor }, async (request) => ({
    data: await footer.save(request.body.language, request.body.configuration),
  }));

  app.get('/cms/api/redirects', { schema: listRedirectsSchema, preHandler: admin }, async (request) => ({
    data: await redirects.list(request.query.language),
  }));
  registerResourceWrites(scope, {
    path: '/cms/api/redirects',
    param: 'id',
    service: redirects,
    preHandler: admin,
    schemas: { create: createRedirectSchema, update: updateRedirectSchema, remove: deleteRedirectSchema },
  });

  app.get('/cms/api/metaheads', { schema: listMetaheadsSchema, preHandler: admin }, async (request) => {
    const pageId = request.query.page_id;
    return { data: await metaheads.list(pageId === undefined ? undefined : pageId === 0 ? null : pageId) };
  });
  registerResourceWrites(scope, {
    path: '/cms/api/metaheads',
    param: 'id',
    service: metaheads,
    preHandler: admin,
    schemas: { create: createMetaheadSchema, update: updateMetaheadSchema, remove: deleteMetaheadSchema },
  });
}
