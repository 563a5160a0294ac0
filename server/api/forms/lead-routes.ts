/** Leads and lead exports (docs/forms.md, "Endpoints"): the public submission and the admin's reads, deletions, retries and CSV. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import type { AppContext } from '../../context.js';
import type { AuthGuard } from '../../http/auth/index.js';
import { ApiFailure } from '../../failure.js';
import type { RateLimits } from '../../http/rate-limit/index.js';
import type { Services } from '../../services.js';
import { formOr404 } from '../../forms/forms-repository.js';
import {
  boundOf,
  deleteLead,
  leadIntegrations,
  leadOr404,
  leadView,
  listLeads,
  retryFailedDeliveries,
} from '../../forms/form-leads-repository.js';
import { createExport, exportJobView, exportOr404 } from '../../forms/lead-exports.js';
import { storedExport } from '../../forms/lead-export-store.js';
import type { LeadExportWorker } from '../../forms/lead-export-worker.js';
import { foldQuery } from '../../forms/lead-search.js';
import { submitLead } from '../../forms/lead-submission.js';
import { publishedForm } from '../../forms/forms-service.js';
import {
  createExportSchema,
  deleteLeadSchema,
  downloadExportSchema,
  exportStatusSchema,
  fixIntegrationsSchema,
  getLeadSchema,
  LEADS_PAGE,
  leadIntegrationsSchema,
  listLeadsSchema,
  submitLeadSchema,
} from './lead-schemas.js';

/** A filter bound as stored text, or 400 naming the parameter. */
function bound(value: string | undefined, end: 'from' | 'to', field: string): string | undefined {
  if (value === undefined) return undefined;
  const time = Date.parse(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(time))
    throw new ApiFailure(400, 'invalid_filter', 'Give a date (YYYY-MM-DD) or an ISO-8601 time', field);
  return boundOf(value, end);
}

/** The search folded for the query, or 400: control characters (PostgreSQL text cannot hold NUL) or nothing to look for. */
function searchOf(value: string | undefined, field: string): string | undefined {
  if (value === undefined) return undefined;
  if (/[\u0000-\u001f\u007f]/.test(value)) throw new ApiFailure(400, 'invalid_filter', 'The search holds control characters', field);
  const folded = foldQuery(value);
  if (folded === '') throw new ApiFailure(400, 'invalid_filter', 'Give some text or digits to search for', field);
  return folded;
}

export function registerLeadRoutes(
  scope: FastifyInstance,
  ctx: AppContext,
  services: Services,
  guard: AuthGuard,
  limits: RateLimits,
  exports: LeadExportWorker,
): void {
  // The handlers' request and answer types come from the TypeBox schemas (docs/api-schemas.md).
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = ctx;
  const { now } = services;
  const admin = guard.requireRole('admin');

  app.post(
    '/forms/:id/leads',
    { schema: submitLeadSchema, config: limits.route('form_leads', limits.config.leads) },
    async (request, reply) => {
      // Drafts take no leads: they do not exist for visitors.
      const form = await publishedForm(db, request.params.id);
      const key = request.headers['idempotency-key'];
      const { row, replayed } = await submitLead({ db, now, recaptcha: services.recaptcha }, form, request.body, {
        ...(key ? { idempotencyKey: key } : {}),
        remoteIp: request.ip,
      });
      // The visitor sees their lead id (for the thank-you view), never the delivery details.
      return reply.status(replayed ? 200 : 201).send({ data: { id: row.id, form_id: row.form_id, created_at: row.created_at } });
    },
  );

  app.get('/forms/:id/leads', { schema: listLeadsSchema, preHandler: admin }, async (request) => {
    await formOr404(db, request.params.id);
    const query = request.query;
    // The schema's defaults are filled in by the validation; the fallbacks only satisfy the optional types.
    const { items = LEADS_PAGE.fallback, page = 1 } = query;
    const createdFrom = bound(query['filter[created_at_gteq]'], 'from', 'filter[created_at_gteq]');
    const createdTo = bound(query['filter[created_at_lteq]'], 'to', 'filter[created_at_lteq]');
    const search = searchOf(query['filter[search]'], 'filter[search]');
    return listLeads(db, request.params.id, {
      page,
      items,
      ...(createdFrom ? { createdFrom } : {}),
      ...(createdTo ? { createdTo } : {}),
      ...(search ? { search } : {}),
      descending: query.sort !== 'created_at',
    });
  });

  app.get('/forms/:id/leads/:leadId', { schema: getLeadSchema, preHandler: admin }, async (request) => {
    const row = await leadOr404(db, request.params.id, request.params.leadId);
    return { data: { ...leadView(row), integrations: await leadIntegrations(db, row) } };
  });

  app.delete('/forms/:id/leads/:leadId', { schema: deleteLeadSchema, preHandler: admin }, async (request, reply) => {
    const lead = await leadOr404(db, request.params.id, request.params.leadId);
    // Exports that may hold the lead are deleted with it, on every process (docs/forms.md, "Exports").
    await deleteLead(db, lead, now());
    return reply.status(204).send(null);
  });

  app.get('/forms/:id/leads/:leadId/integrations', { schema: leadIntegrationsSchema, preHandler: admin }, async (request) => ({
    data: await leadIntegrations(db, await leadOr404(db, request.params.id, request.params.leadId)),
  }));

  app.post('/forms/:id/leads/:leadId/integrations/fix', { schema: fixIntegrationsSchema, preHandler: admin }, async (request) => {
    const row = await leadOr404(db, request.params.id, request.params.leadId);
    await retryFailedDeliveries(db, row, now(), request.body?.integration_id);
    return { data: await leadIntegrations(db, row) };
  });

  app.post('/forms/:id/lead_exports', { schema: createExportSchema, preHandler: admin }, async (request, reply) => {
    const form = await formOr404(db, request.params.id);
    const filters = request.body?.filters ?? {};
    const createdFrom = bound(filters.created_at_gteq, 'from', 'filters.created_at_gteq');
    const createdTo = bound(filters.created_at_lteq, 'to', 'filters.created_at_lteq');
    const search = searchOf(filters.search, 'filters.search');
    const job = await createExport(
      db,
      form,
      {
        ...(createdFrom ? { createdFrom } : {}),
        ...(createdTo ? { createdTo } : {}),
        ...(search ? { search } : {}),
        descending: request.body?.sort === '-created_at',
      },
      now(),
    );
    // The worker writes the file in the background; the admin polls the job for its progress.
    void exports.kick();
    return reply.status(201).send({ data: job });
  });

  app.get('/forms/:id/lead_exports/:exportId', { schema: exportStatusSchema, preHandler: admin }, async (request) => ({
    data: exportJobView(await exportOr404(db, request.params.id, request.params.exportId)),
  }));

  // A stream, not the string the schema documents: registered without the type provider, the
  // path parameters typed from the schema (docs/api-schemas.md).
  scope.get<{ Params: Static<typeof downloadExportSchema.params> }>(
    '/forms/:id/lead_exports/:exportId/download',
    { schema: downloadExportSchema, preHandler: admin },
    async (request, reply) => {
      const form = await formOr404(db, request.params.id);
      const job = await exportOr404(db, form.id, request.params.exportId);
      if (job.status !== 'done') throw new ApiFailure(409, 'export_not_ready', `Export ${job.id} is ${job.status}, not done`, 'exportId');
      // The chunks the worker stored, whichever process wrote them; an erasure deletes the job (404).
      const stream = storedExport(db, job.id);
      stream.on('error', (error) => request.log.error({ err: error }, 'lead export stream failed'));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="form-${form.id}-leads-${job.id}.csv"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
}
