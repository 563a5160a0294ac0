/** Forms CRUD, settings, integrations, export/import/duplicate and locations (docs/forms.md, "Endpoints"). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  FormExportDocument,
  FormInput,
  FormIntegrations,
  FormLocationInput,
  FormSettingsKind,
  FormSettingsMap,
  FormStatus,
} from '../../../domain/contracts/forms.js';
import type { Language } from '../../../domain/languages.js';
import type { AppContext } from '../../context.js';
import type { AuthGuard } from '../../http/auth/index.js';
import { ApiFailure } from '../../http/failure.js';
import type { Services } from '../../services.js';
import {
  createForm,
  deleteForm,
  duplicateForm,
  exportDocument,
  formOr404,
  formView,
  importDocument,
  integrationsOf,
  listForms,
  settingsOf,
  updateForm,
  writeIntegrations,
  writeSettings,
} from '../../forms/forms-repository.js';
import { createLocation, deleteLocation, listLocations, updateLocation } from '../../forms/locations-repository.js';
import { withRetailerOptions, withRetailerOptionsAll } from '../../forms/retailer-options.js';
import type { FormRow } from '../../db/schema.js';
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
  integrationsSchema,
  listFormsSchema,
  listLocationsSchema,
  settingsSchema,
  updateFormSchema,
  updateLocationSchema,
  verifySchema,
} from './form-schemas.js';

type IdParams = { Params: { id: number } };

export function registerFormRoutes(app: FastifyInstance, ctx: AppContext, services: Services, guard: AuthGuard): void {
  const { db } = ctx;
  const { now } = services;
  const admin = guard.requireRole('admin');
  /** A form as every reader gets it: fields listing the retailers have the current ones as options. */
  const view = (row: FormRow) => withRetailerOptions(db, formView(row));

  /** Whether the request may see drafts: a live editor or admin token/session (visitors: published only). */
  const seesDrafts = async (request: FastifyRequest) => (await guard.access(request, 'editor')).kind === 'allowed';
  /** The form when the caller may see it; a draft is a 404 to visitors (it does not exist for them). */
  const visibleForm = async (request: FastifyRequest, id: number): Promise<FormRow> => {
    const row = await formOr404(db, id);
    if (row.status !== 'published' && !(await seesDrafts(request))) throw new ApiFailure(404, 'form_not_found', `No form ${id}`, 'id');
    return row;
  };

  app.get<{ Querystring: { 'filter[language]'?: Language; 'filter[status]'?: FormStatus } }>(
    '/forms',
    { schema: listFormsSchema },
    async (request) => {
      const drafts = await seesDrafts(request);
      const status = drafts ? request.query['filter[status]'] : 'published';
      const language = request.query['filter[language]'];
      const forms = await listForms(db, { ...(language ? { language } : {}), ...(status ? { status } : {}) });
      return { data: await withRetailerOptionsAll(db, forms) };
    },
  );

  app.get<IdParams>('/forms/:id', { schema: getFormSchema }, async (request) => ({
    data: await view(await visibleForm(request, request.params.id)),
  }));

  app.post<{ Body: FormInput }>('/forms', { schema: createFormSchema, preHandler: admin }, async (request, reply) =>
    reply.status(201).send({ data: await view(await createForm(db, request.body, now())) }),
  );

  app.put<IdParams & { Body: FormInput }>('/forms/:id', { schema: updateFormSchema, preHandler: admin }, async (request) => ({
    data: await view(await updateForm(db, request.params.id, request.body, now())),
  }));

  app.delete<IdParams>('/forms/:id', { schema: deleteFormSchema, preHandler: admin }, async (request, reply) => {
    await deleteForm(db, request.params.id);
    return reply.status(204).send();
  });

  for (const kind of ['thank_you', 'notifications', 'confirmations'] as const satisfies readonly FormSettingsKind[]) {
    // The thank-you view is what the widget shows a visitor; the other two hold addresses (admin).
    const readGuard = kind === 'thank_you' ? {} : { preHandler: admin };
    app.get<IdParams>(`/forms/:id/settings/${kind}`, { schema: settingsSchema(kind, false), ...readGuard }, async (request) => {
      const row = kind === 'thank_you' ? await visibleForm(request, request.params.id) : await formOr404(db, request.params.id);
      return { data: settingsOf(row)[kind] };
    });
    app.put<IdParams & { Body: FormSettingsMap[typeof kind] }>(
      `/forms/:id/settings/${kind}`,
      { schema: settingsSchema(kind, true), preHandler: admin },
      async (request) => {
        const settings = await writeSettings(db, await formOr404(db, request.params.id), kind, request.body, now());
        return { data: settings[kind] };
      },
    );
  }

  app.get<IdParams>('/forms/:id/integrations', { schema: integrationsSchema(false), preHandler: admin }, async (request) => ({
    data: integrationsOf(await formOr404(db, request.params.id)),
  }));

  app.put<IdParams & { Body: FormIntegrations }>(
    '/forms/:id/integrations',
    { schema: integrationsSchema(true), preHandler: admin },
    async (request) => {
      await writeIntegrations(db, await formOr404(db, request.params.id), request.body, now());
      return { data: request.body };
    },
  );

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

  app.get<IdParams>('/forms/:id/export', { schema: exportFormSchema, preHandler: admin }, async (request) => ({
    data: exportDocument(await formOr404(db, request.params.id)),
  }));

  app.post<{ Body: FormExportDocument }>('/forms/import', { schema: importFormSchema, preHandler: admin }, async (request, reply) =>
    reply.status(201).send({ data: await view(await importDocument(db, request.body, now())) }),
  );

  app.post<IdParams & { Querystring: { name?: string } }>(
    '/forms/:id/duplicate',
    { schema: duplicateFormSchema, preHandler: admin },
    async (request, reply) => {
      const copy = await duplicateForm(db, await formOr404(db, request.params.id), request.query.name, now());
      return reply.status(201).send({ data: await view(copy) });
    },
  );

  app.get('/locations', { schema: listLocationsSchema }, async () => ({ data: await listLocations(db) }));

  app.post<{ Body: FormLocationInput }>('/locations', { schema: createLocationSchema, preHandler: admin }, async (request, reply) =>
    reply.status(201).send({ data: await createLocation(db, request.body, now()) }),
  );

  app.put<IdParams & { Body: FormLocationInput }>(
    '/locations/:id',
    { schema: updateLocationSchema, preHandler: admin },
    async (request) => ({
      data: await updateLocation(db, request.params.id, request.body, now()),
    }),
  );

  app.delete<IdParams>('/locations/:id', { schema: deleteLocationSchema, preHandler: admin }, async (request, reply) => {
    await deleteLocation(db, request.params.id);
    return reply.status(204).send();
  });
}
