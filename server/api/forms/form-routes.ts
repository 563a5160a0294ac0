/** Forms CRUD, settings, integrations, export/import/duplicate and locations (docs/forms.md, "Endpoints"). */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FormSettingsKind } from '../../../domain/contracts/forms.js';
import type { AppContext } from '../../context.js';
import type { AuthGuard } from '../../http/auth/index.js';
import type { Services } from '../../services.js';
import {
  createForm,
  deleteForm,
  duplicateForm,
  exportDocument,
  formOr404,
  importDocument,
  integrationsOf,
  listForms,
  settingsOf,
  updateForm,
  writeIntegrations,
  writeSettings,
} from '../../forms/forms-repository.js';
import { createLocation, deleteLocation, listLocations, updateLocation } from '../../forms/locations-repository.js';
import { withRetailerOptionsAll } from '../../forms/retailer-options.js';
import { readerView, visibleForm } from '../../forms/forms-service.js';
import {
  activeSystemSchema,
  createFormSchema,
  createLocationSchema,
  deleteFormSchema,
  deleteLocationSchema,
  duplicateFormSchema,
  exportFormSchema,
  getFormSchema,
  importFormSchema,
  integrationsReadSchema,
  integrationsWriteSchema,
  listFormsSchema,
  listLocationsSchema,
  settingsReadSchema,
  settingsWriteSchema,
  updateFormSchema,
  updateLocationSchema,
  verifySchema,
} from './form-schemas.js';

export function registerFormRoutes(scope: FastifyInstance, ctx: AppContext, services: Services, guard: AuthGuard): void {
  // The handlers' request and answer types come from the TypeBox schemas (docs/api-schemas.md).
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = ctx;
  const { now } = services;
  const admin = guard.requireRole('admin');
  const view = readerView.bind(null, db);

  /** Whether the request may see drafts: a live editor or admin token/session (visitors: published only). */
  const seesDrafts = async (request: FastifyRequest) => (await guard.access(request, 'editor')).kind === 'allowed';
  /** The form when the caller may see it; a draft is a 404 to visitors (it does not exist for them). */
  const readable = (request: FastifyRequest, id: number) => visibleForm(db, id, () => seesDrafts(request));

  app.get('/forms', { schema: listFormsSchema }, async (request) => {
    const drafts = await seesDrafts(request);
    const status = drafts ? request.query['filter[status]'] : 'published';
    const language = request.query['filter[language]'];
    const forms = await listForms(db, { ...(language ? { language } : {}), ...(status ? { status } : {}) });
    return { data: await withRetailerOptionsAll(db, forms) };
  });

  app.get('/forms/:id', { schema: getFormSchema }, async (request) => ({
    data: await view(await readable(request, request.params.id)),
  }));

  app.post('/forms', { schema: createFormSchema, preHandler: admin }, async (request, reply) =>
    reply.status(201).send({ data: await view(await createForm(db, request.body, now())) }),
  );

  app.put('/forms/:id', { schema: updateFormSchema, preHandler: admin }, async (request) => ({
    data: await view(await updateForm(db, request.params.id, request.body, now())),
  }));

  app.delete('/forms/:id', { schema: deleteFormSchema, preHandler: admin }, async (request, reply) => {
    await deleteForm(db, request.params.id);
    return reply.status(204).send(null);
  });

  for (const kind of ['thank_you', 'notifications', 'confirmations'] as const satisfies readonly FormSettingsKind[]) {
    // The thank-you view is what the widget shows a visitor; the other two hold addresses (admin).
    const readGuard = kind === 'thank_you' ? {} : { preHandler: admin };
    app.get(`/forms/:id/settings/${kind}`, { schema: settingsReadSchema(kind), ...readGuard }, async (request) => {
      const row = kind === 'thank_you' ? await readable(request, request.params.id) : await formOr404(db, request.params.id);
      return { data: settingsOf(row)[kind] };
    });
    app.put(`/forms/:id/settings/${kind}`, { schema: settingsWriteSchema(kind), preHandler: admin }, async (request) => {
      const settings = await writeSettings(db, await formOr404(db, request.params.id), kind, request.body, now());
      return { data: settings[kind] };
    });
  }

  app.get('/forms/:id/integrations', { schema: integrationsReadSchema, preHandler: admin }, async (request) => ({
    data: integrationsOf(await formOr404(db, request.params.id)),
  }));

  app.put('/forms/:id/integrations', { schema: integrationsWriteSchema, preHandler: admin }, async (request) => {
    await writeIntegrations(db, await formOr404(db, request.params.id), request.body, now());
    return { data: request.body };
  });

  app.get('/integrations/active_system', { schema: activeSystemSchema, preHandler: admin }, async () => ({
    data: { system: services.crm.name === 'salesforce' ? 'salesforce' : 'local', configured: services.crm.name === 'salesforce' },
  }));

  app.get('/integrations/verify', { schema: verifySchema, preHandler: admin }, async () => {
    const system = services.crm.name === 'salesforce' ? 'salesforce' : 'local';
    // The local CRM is the outbox itself: it always "answers". Salesforce is checked by its own
    // deliveries (the outbox shows failures); here we report whether it is configured.
    return {
      data: {
        system,
        ok: true,
        message: system === 'local' ? 'Leads stay in the local outbox (no CRM configured)' : 'Salesforce is configured',
      },
    };
  });

  app.get('/forms/:id/export', { schema: exportFormSchema, preHandler: admin }, async (request) => ({
    data: exportDocument(await formOr404(db, request.params.id)),
  }));

  app.post('/forms/import', { schema: importFormSchema, preHandler: admin }, async (request, reply) =>
    reply.status(201).send({ data: await view(await importDocument(db, request.body, now())) }),
  );

  app.post('/forms/:id/duplicate', { schema: duplicateFormSchema, preHandler: admin }, async (request, reply) => {
    const copy = await duplicateForm(db, await formOr404(db, request.params.id), request.query.name, now());
    return reply.status(201).send({ data: await view(copy) });
  });

  app.get('/locations', { schema: listLocationsSchema }, async () => ({ data: await listLocations(db) }));

  app.post('/locations', { schema: createLocationSchema, preHandler: admin }, async (request, reply) =>
    reply.status(201).send({ data: await createLocation(db, request.body, now()) }),
  );

  app.put('/locations/:id', { schema: updateLocationSchema, preHandler: admin }, async (request) => ({
    data: await updateLocation(db, request.params.id, request.body, now()),
  }));

  app.delete('/locations/:id', { schema: deleteLocationSchema, preHandler: admin }, async (request, reply) => {
    await deleteLocation(db, request.params.id);
    return reply.status(204).send(null);
  });
}
