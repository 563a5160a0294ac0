/** Pages and block templates of the editor API (docs/cms-api.md, "Pages"). */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { cmsBlockTemplates } from '../../cms/block-templates.js';
import type { Author } from '../../cms/pages-service.js';
import type { AuthGuard } from '../../http/auth/index.js';
import type { Services } from '../../services.js';
import {
  blockTemplatesSchema,
  createPageSchema,
  deletePageSchema,
  getPageSchema,
  listPagesSchema,
  publishSchema,
  restoreSchema,
  scheduleSchema,
  translatePageSchema,
  unpublishSchema,
  updatePageSchema,
  versionSchema,
  versionsSchema,
} from './schemas.js';

export function registerPageRoutes(scope: FastifyInstance, guard: AuthGuard, services: Services): void {
  // The handlers' request and answer types come from the TypeBox schemas (docs/api-schemas.md).
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const { pages } = services.cms;
  const preHandler = guard.requireRole('editor');
  const author = (request: Parameters<AuthGuard['identityOf']>[0]): Author => {
    const { account } = guard.identityOf(request);
    return { id: account.id, email: account.email, role: account.role };
  };

  app.get('/cms/api/pages', { schema: listPagesSchema, preHandler }, async (request) => ({
    data: request.query.view === 'list' ? await pages.list(request.query.language) : await pages.tree(request.query.language),
  }));

  app.get('/cms/api/pages/:id', { schema: getPageSchema, preHandler }, async (request) => ({
    data: await pages.get(request.params.id),
  }));

  app.post('/cms/api/pages', { schema: createPageSchema, preHandler }, async (request, reply) =>
    reply.status(201).send({ data: await pages.create(request.body, author(request)) }),
  );

  app.put('/cms/api/pages/:id', { schema: updatePageSchema, preHandler }, async (request) => ({
    data: await pages.update(
      request.params.id,
      request.body.version,
      request.body.path,
      request.body.content,
      author(request),
      request.body.needs_translation,
    ),
  }));

  app.post('/cms/api/pages/:id/translations', { schema: translatePageSchema, preHandler }, async (request, reply) =>
    reply.status(201).send({ data: await pages.translate(request.params.id, request.body, author(request)) }),
  );

  app.delete('/cms/api/pages/:id', { schema: deletePageSchema, preHandler }, async (request) => {
    await pages.remove(request.params.id, request.query.version);
    return { data: { deleted: true } };
  });

  app.post('/cms/api/pages/:id/publish', { schema: publishSchema, preHandler }, async (request) => ({
    data: await pages.publish(request.params.id, request.body.version, author(request)),
  }));

  app.post('/cms/api/pages/:id/unpublish', { schema: unpublishSchema, preHandler }, async (request) => ({
    data: await pages.unpublish(request.params.id, request.body.version, author(request)),
  }));

  app.post('/cms/api/pages/:id/schedule', { schema: scheduleSchema, preHandler }, async (request) => ({
    data: await pages.schedule(request.params.id, request.body.version, request.body),
  }));

  app.get('/cms/api/pages/:id/versions', { schema: versionsSchema, preHandler }, async (request) => ({
    data: await pages.versions(request.params.id),
  }));

  app.get('/cms/api/pages/:id/versions/:number', { schema: versionSchema, preHandler }, async (request) => ({
    data: await pages.version(request.params.id, request.params.number),
  }));

  app.post('/cms/api/pages/:id/restore', { schema: restoreSchema, preHandler }, async (request) => ({
    data: await pages.restore(request.params.id, request.body.version, request.body.from_version, author(request)),
  }));

  // The same list for every editor and every request: built once.
  const templates = cmsBlockTemplates();
  app.get('/cms/api/block_templates', { schema: blockTemplatesSchema, preHandler }, async () => ({ data: templates }));
}
