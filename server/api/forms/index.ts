/**
 * The Forms API family (docs/forms.md): forms, their settings and
 * integrations, locations, leads and lead exports. Visitors may read published forms, their
 * thank-you view and the locations, and send leads (CORS for retailers' pages, per-client rate
 * limit, Idempotency-Key); everything else needs the admin role (server/http/auth: bearer token,
 * or the session cookie with the CSRF token on writes). Registered as
 *   await app.register(async (scope) => registerFormsApi(scope, ctx, services));
 * It also runs the lead retention purge (server/forms/retention.ts) at start and every hour, and
 * the lead export worker (server/forms/lead-export-worker.ts) that stores export jobs' CSV in the database.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerAuthGuard } from '../../http/auth/index.js';
import { registerRateLimits } from '../../http/rate-limit/index.js';
import { registerWidgetCors } from '../../http/widget-cors.js';
import type { Services } from '../../services.js';
import { purgeExpiredLeads } from '../../forms/retention.js';
import { createLeadExportWorker } from '../../forms/lead-export-worker.js';

/** Finished lead exports are kept this long unless LEAD_EXPORT_RETENTION_HOURS says otherwise. */
export const DEFAULT_EXPORT_RETENTION_HOURS = 24;
import { registerFormRoutes } from './form-routes.js';
import { registerLeadRoutes } from './lead-routes.js';

export interface FormsOptions {
  /** How often the retention purges (old leads, old exports) run; 0 turns them off (tests call them themselves). */
  retentionIntervalMs?: number;
  /** How often the export worker looks for pending jobs (ms); 0 = only when a job is recorded. */
  exportPollMs?: number;
}

export async function registerFormsApi(
  app: FastifyInstance,
  ctx: AppContext,
  services: Services,
  options: FormsOptions = {},
): Promise<void> {
  // <lrdx-form> on retailers' pages reads forms and posts leads.
  registerWidgetCors(app, ctx, { preflightPaths: ['/forms/*'], tag: 'forms' });
  const guard = await registerAuthGuard(app, services.auth);
  const limits = await registerRateLimits(app, ctx, { now: services.now });
  registerFormRoutes(app, ctx, services, guard);
  const exports = createLeadExportWorker({
    db: ctx.db,
    now: services.now,
    ...(options.exportPollMs !== undefined ? { pollMs: options.exportPollMs } : {}),
    onError: (error, jobId) => app.log.error({ err: error, jobId }, 'lead export failed'),
  });
  registerLeadRoutes(app, ctx, services, guard, limits, exports);

  const interval = options.retentionIntervalMs ?? 3_600_000;
  let timer: NodeJS.Timeout | undefined;
  // Finished exports are copies of personal data: removed, jobs and chunks, after their retention.
  const retentionMs = (ctx.config.leadExportRetentionHours ?? DEFAULT_EXPORT_RETENTION_HOURS) * 3_600_000;
  const removeOldExports = () =>
    exports
      .removeExportsBefore(services.now() - retentionMs)
      .then((removed) => {
        if (removed > 0) app.log.info({ removed }, 'lead exports past their retention deleted');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'lead export retention failed'));
  const purge = () =>
    purgeExpiredLeads(ctx.db, services.now())
      .then((purged) => {
        // Each purged lead took the exports that may hold it (deleteLead).
        if (purged > 0) app.log.info({ purged }, 'form leads past their retention deleted');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'form lead retention purge failed'));
  app.addHook('onReady', async () => {
    exports.start();
    if (interval <= 0) return;
    void purge();
    void removeOldExports();
    timer = setInterval(() => {
      void purge();
      void removeOldExports();
    }, interval);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await exports.stop();
  });
}
