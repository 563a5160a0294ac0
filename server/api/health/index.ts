/**
 * Probes for load balancers and Kubernetes (docs/operations.md, "Probes"):
 * - `GET /healthz`: the process is alive and its event loop turns — 200 `{ status: 'ok' }`, nothing asked of the database.
 * - `GET /readyz`: the process can serve — the database answers, the migrations have run, the
 *   listing index is built; otherwise 503 `not_ready` naming each check (`checks`) and why (`reasons`).
 * Both are registered outside every rate limit and the require-login setting, and answer `no-store`
 * so no cache between the prober and the process ever answers for it.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import { errorResponses } from '../../http/error-schema.js';
import { ApiFailure } from '../../failure.js';
import { StringEnum } from '../../http/schemas/nullable.js';
import { createReadinessProbe } from '../../health/readiness.js';
import type { Services } from '../../services.js';

const checkState = StringEnum(['ok', 'failed']);

const checks = Type.Object({ database: checkState, migrations: checkState, listing_index: checkState });

const healthzSchema = {
  summary: 'Liveness: the process is up',
  description: 'Always 200 while the process answers HTTP; never touches the database. `Cache-Control: no-store`, never rate-limited.',
  tags: ['operations'],
  response: { 200: Type.Object({ status: StringEnum(['ok']) }) },
};

const readyzSchema = {
  summary: 'Readiness: database reachable, migrations applied, listing index loaded',
  description:
    '200 when every check passes; otherwise 503 `not_ready` with `checks` (each `ok` or `failed`) and `reasons` in the error object. `Cache-Control: no-store`, never rate-limited.',
  tags: ['operations'],
  response: { 200: Type.Object({ status: StringEnum(['ok']), checks }), ...errorResponses(503) },
};

/** Probes come every few seconds: their requests are not logged (a failed readiness check still is, as a warning). */
const QUIET = 'warn';

const noStore = (reply: FastifyReply): FastifyReply => reply.header('cache-control', 'no-store');

export async function registerHealthApi(scope: FastifyInstance, ctx: AppContext, services: Services): Promise<void> {
  // The answers' types come from the TypeBox schemas (docs/api-schemas.md).
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const probe = createReadinessProbe(ctx.db, services.listingIndex);

  app.get('/healthz', { schema: healthzSchema, logLevel: QUIET }, async (_request, reply) => {
    noStore(reply);
    return { status: 'ok' as const };
  });

  app.get('/readyz', { schema: readyzSchema, logLevel: QUIET }, async (request, reply) => {
    noStore(reply);
    const readiness = await probe.check();
    if (readiness.ready) return { status: 'ok' as const, checks: readiness.checks };
    const failed = Object.entries(readiness.checks)
      .filter(([, state]) => state === 'failed')
      .map(([name]) => name);
    request.log.warn({ reasons: readiness.reasons }, 'not ready');
    throw new ApiFailure(503, 'not_ready', `Not ready: ${failed.join(', ')}`, undefined, {
      checks: readiness.checks,
      reasons: readiness.reasons,
    });
  });
}
