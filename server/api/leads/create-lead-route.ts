/**
 * POST /api/leads, idempotent when the caller sends an Idempotency-Key (lead-idempotency.ts): a
 * retry with the same key and body answers 201 with the same lead and the same access token, and
 * stores nothing; the same key with another body is refused (409 idempotency_key_reused), as for
 * orders. Without a key every request stores a new lead, as before.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { normalizePhone } from '../../../domain/phone.js';
import type { Database, LeadRow } from '../../db/schema.js';
import { ApiFailure } from '../../http/failure.js';
import type { RateLimits } from '../../http/rate-limit/index.js';
import { isRecentlyVerified, readPhoneVerification } from '../../verification/phone-verification-setting.js';
import { hashIdempotencyKey, hashRequestBody, unsealAccessToken } from '../../leads/lead-idempotency.js';
import { createLead, createLeadOnce, findLeadByIdempotencyKey, leadView, type LeadIdempotency } from '../../leads/leads-repository.js';
import { createLeadSchema } from './schemas.js';

type LeadBody = { lead: Record<string, unknown> };

/** The lead this key already stored, with its token; throws when the key came with another body. */
function replayed(lead: LeadRow, idempotency: LeadIdempotency): { lead: LeadRow; accessToken: string } {
  const token = lead.access_token_sealed ? unsealAccessToken(lead.access_token_sealed, idempotency.key, lead.id) : null;
  if (lead.request_hash !== idempotency.requestHash || token === null)
    throw new ApiFailure(409, 'idempotency_key_reused', 'This idempotency key was used for another lead', 'idempotency_key');
  return { lead, accessToken: token };
}

export function registerCreateLeadRoute(app: FastifyInstance, db: Kysely<Database>, limits: RateLimits, now: () => number): void {
  app.post<{ Body: LeadBody; Headers: { 'idempotency-key'?: string } }>(
    '/api/leads',
    { schema: createLeadSchema, config: limits.route('leads', limits.config.leads) },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const idempotency: LeadIdempotency | null = key
        ? { key, keyHash: hashIdempotencyKey(key), requestHash: hashRequestBody(request.body) }
        : null;
      const answer = async (lead: LeadRow, accessToken: string) =>
        reply.status(201).send({ data: { ...(await leadView(db, lead)), access_token: accessToken } });

      // Before the phone check: a retry of a lead already stored returns it whatever the setting says now.
      const existing = idempotency ? await findLeadByIdempotencyKey(db, idempotency.keyHash) : undefined;
      if (existing && idempotency) {
        const again = replayed(existing, idempotency);
        return answer(again.lead, again.accessToken);
      }

      let body = request.body.lead;
      // The checkout's SMS step is only a courtesy unless the server insists on it too.
      if ((await readPhoneVerification(db, (m) => request.log.warn(m))) === 'required') {
        const phone = typeof body.phone === 'string' ? normalizePhone(body.phone) : null;
        if (!phone || !(await isRecentlyVerified(db, phone, now())))
          throw new ApiFailure(400, 'phone_not_verified', 'Verify the phone number by SMS before sending the reservation', 'lead.phone');
        body = { ...body, phone };
      }
      if (!idempotency) {
        const lead = await createLead(db, body, now());
        return answer(lead, lead.accessToken);
      }
      const lead = await createLeadOnce(db, body, now(), idempotency);
      if (lead) return answer(lead, lead.accessToken);
      // A request with the same key stored its lead while this one was on its way.
      const twin = await findLeadByIdempotencyKey(db, idempotency.keyHash);
      if (!twin) throw new Error('A lead conflicted on its idempotency key but cannot be found');
      const again = replayed(twin, idempotency);
      return answer(again.lead, again.accessToken);
    },
  );
}
