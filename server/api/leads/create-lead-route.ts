/**
 * POST /api/leads: stores the lead (server/leads/submit-lead.ts: idempotent with an Idempotency-Key,
 * the phone check when the setting requires it) and answers 201 with the lead and its access token.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import type { RateLimits } from '../../http/rate-limit/index.js';
import { leadView } from '../../leads/leads-repository.js';
import { submitLead } from '../../leads/submit-lead.js';
import { createLeadSchema } from './schemas.js';

export function registerCreateLeadRoute(scope: FastifyInstance, db: AppContext['db'], limits: RateLimits, now: () => number): void {
  // The handler's body and headers types come from the TypeBox schema (docs/api-schemas.md).
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  app.post('/api/leads', { schema: createLeadSchema, config: limits.route('leads', limits.config.leads) }, async (request, reply) => {
    const { lead, accessToken } = await submitLead(db, request.body, request.headers['idempotency-key'], now(), (m) => request.log.warn(m));
    return reply.status(201).send({ data: { ...(await leadView(db, lead)), access_token: accessToken } });
  });
}
