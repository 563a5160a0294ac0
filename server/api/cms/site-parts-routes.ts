/**
 * The footer (editor), redirects and metaheads (admin) of the editor API
 * (docs/cms-api.md, "Footer (editor), redirects and metaheads (admin)"). Services: server/cms/footer-service.ts, redirects-service.ts, metaheads-service.ts.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AuthGuard } from '../../http/auth/index.js';
import type { Services } from '../../services.js';
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
  app.post('/cms/api/redirects', { schema: createRedirectSchema, preHandler: admin }, async (request, reply) =>
    reply.status(201).send({ data: await redirects.create(request.body) }),
  );
  app.put('/cms/api/redirects/:id', { schema: updateRedirectSchema, preHandler: admin }, async (request) => ({
    data: await redirects.update(request.params.id, request.body ?? {}),
  }));
  app.delete('/cms/api/redirects/:id', { schema: deleteRedirectSchema, preHandler: admin }, async (request) => {
    await redirects.remove(request.params.id);
    return { data: { deleted: true } };
  });

  app.get('/cms/api/metaheads', { schema: listMetaheadsSchema, preHandler: admin }, async (request) => {
    const pageId = request.query.page_id;
    return { data: await metaheads.list(pageId === undefined ? undefined : pageId === 0 ? null : pageId) };
  });
  app.post('/cms/api/metaheads', { schema: createMetaheadSchema, preHandler: admin }, async (request, reply) =>
    reply.status(201).send({ data: await metaheads.create(request.body) }),
  );
  app.put('/cms/api/metaheads/:id', { schema: updateMetaheadSchema, preHandler: admin }, async (request) => ({
    data: await metaheads.update(request.params.id, request.body ?? {}),
  }));
  app.delete('/cms/api/metaheads/:id', { schema: deleteMetaheadSchema, preHandler: admin }, async (request) => {
    await metaheads.remove(request.params.id);
    return { data: { deleted: true } };
  });
}
