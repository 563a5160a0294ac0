/**
 * Navigation entries (editor) and the admin-only parts of the editor API (docs/cms-api.md): settings
 * writes at the paths widgets already call (POST /settings, DELETE /settings/{id}; GET /settings stays the
 * content family's public read) and users.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AuthGuard } from '../../http/auth/index.js';
import type { Services } from '../../services.js';
import {
  createNavSchema,
  createUserSchema,
  deleteNavSchema,
  deleteSettingSchema,
  listNavSchema,
  listAccessSchema,
  listUsersSchema,
  revokeAccessSchema,
  signInActivitySchema,
  resetPasswordSchema,
  saveSettingSchema,
  updateNavSchema,
  updateUserSchema,
} from './schemas.js';

export function registerAdminRoutes(scope: FastifyInstance, guard: AuthGuard, services: Services): void {
  // The handlers' request and answer types come from the TypeBox schemas (docs/api-schemas.md).
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const { nav, settings, users } = services.cms;
  const editor = guard.requireRole('editor');
  const admin = guard.requireRole('admin');

  app.get('/cms/api/nav_entries', { schema: listNavSchema, preHandler: editor }, async (request) => ({
    data: await nav.list(request.query.language),
  }));
  app.post('/cms/api/nav_entries', { schema: createNavSchema, preHandler: editor }, async (request, reply) =>
    reply.status(201).send({ data: await nav.create(request.body) }),
  );
  app.put('/cms/api/nav_entries/:id', { schema: updateNavSchema, preHandler: editor }, async (request) => ({
    data: await nav.update(request.params.id, request.body ?? {}),
  }));
  app.delete('/cms/api/nav_entries/:id', { schema: deleteNavSchema, preHandler: editor }, async (request) => {
    await nav.remove(request.params.id);
    return { data: { deleted: true } };
  });

  app.post('/settings', { schema: saveSettingSchema, preHandler: admin }, async (request) => ({
    data: await settings.save(request.body.key, request.body.value),
  }));
  app.delete('/settings/:id', { schema: deleteSettingSchema, preHandler: admin }, async (request) => {
    await settings.remove(request.params.id);
    return { data: { deleted: true } };
  });

  app.get('/cms/api/users', { schema: listUsersSchema, preHandler: admin }, async () => ({ data: await users.list() }));
  app.post('/cms/api/users', { schema: createUserSchema, preHandler: admin }, async (request, reply) =>
    reply.status(201).send({ data: await users.create(request.body) }),
  );
  app.put('/cms/api/users/:id', { schema: updateUserSchema, preHandler: admin }, async (request) => ({
    data: await users.update(guard.identityOf(request).account.id, request.params.id, request.body ?? {}),
  }));
  // Sessions, tokens and sign-in activity of every account (docs/accounts.md, "Sessions and tokens for admins").
  app.get('/cms/api/sessions', { schema: listAccessSchema, preHandler: admin }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await services.auth.listAccess() };
  });
  app.delete('/cms/api/sessions/:key', { schema: revokeAccessSchema, preHandler: admin }, async (request) => {
    await services.auth.revokeAccess(request.params.key);
    return { data: { revoked: true } };
  });
  app.get('/cms/api/sign_in_activity', { schema: signInActivitySchema, preHandler: admin }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await services.auth.signInActivity() };
  });

  app.post('/cms/api/users/:id/reset_password', { schema: resetPasswordSchema, preHandler: admin }, async (request) => ({
    data: await users.resetPassword(request.params.id, request.body?.password),
  }));
}
