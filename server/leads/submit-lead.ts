/**
 * What POST /api/leads does with a lead (docs/buy-online.md, "Leads and verification", "Retrying a
 * lead"): idempotent when the caller sends an Idempotency-Key (lead-idempotency.ts) — a retry with the
 * same key and body gets the same lead and the same access token and stores nothing; the same key
 * with another body is refused (409 idempotency_key_reused), as for orders. Without a key every
 * request stores a new lead. When the phone check is required (`buy_online.phone_verification`), the
 * phone must have been verified by SMS recently, and the lead keeps its normalised number.
 */
import type { Kysely } from 'kysely';
import { normalizePhone } from '../../domain/phone.js';
import type { Database, LeadRow } from '../db/schema.js';
import { ApiFailure } from '../failure.js';
import { isRecentlyVerified, readPhoneVerification } from '../verification/phone-verification-setting.js';
import { hashIdempotencyKey, hashRequestBody, unsealAccessToken } from './lead-idempotency.js';
import { createLead, createLeadOnce, findLeadByIdempotencyKey, type LeadIdempotency } from './leads-repository.js';

export interface SubmittedLead {
  lead: LeadRow;
  /** The lead's access token: new, or the first request's when this one is its retry. */
  accessToken: string;
}

/** The lead this key already stored, with its token; throws when the key came with another body. */
function replayed(lead: LeadRow, idempotency: LeadIdempotency): SubmittedLead {
  const token = lead.access_token_sealed ? unsealAccessToken(lead.access_token_sealed, idempotency.key, lead.id) : null;
  if (lead.request_hash !== idempotency.requestHash || token === null)
    throw new ApiFailure(409, 'idempotency_key_reused', 'This idempotency key was used for another lead', 'idempotency_key');
  return { lead, accessToken: token };
}

/**
 * Stores the lead of `body` (`{ lead: attributes }`, hashed whole for the idempotency check), or
 * answers the one stored under the same Idempotency-Key.
 */
export async function submitLead(
  db: Kysely<Database>,
  body: { lead: Record<string, unknown> },
  idempotencyKey: string | undefined,
  now: number,
  warn: (message: string) => void,
): Promise<SubmittedLead> {
  const idempotency: LeadIdempotency | null = idempotencyKey
    ? { key: idempotencyKey, keyHash: hashIdempotencyKey(idempotencyKey), requestHash: hashRequestBody(body) }
    : null;

  // Before the phone check: a retry of a lead already stored returns it whatever the setting says now.
  const existing = idempotency ? await findLeadByIdempotencyKey(db, idempotency.keyHash) : undefined;
  if (existing && idempotency) return replayed(existing, idempotency);

  let attributes = body.lead;
  // The checkout's SMS step is only a courtesy unless the server insists on it too.
  if ((await readPhoneVerification(db, warn)) === 'required') {
    const phone = typeof attributes.phone === 'string' ? normalizePhone(attributes.phone) : null;
    if (!phone || !(await isRecentlyVerified(db, phone, now)))
      throw new ApiFailure(400, 'phone_not_verified', 'Verify the phone number by SMS before sending the reservation', 'lead.phone');
    attributes = { ...attributes, phone };
  }
  if (!idempotency) {
    const lead = await createLead(db, attributes, now);
    return { lead, accessToken: lead.accessToken };
  }
  const lead = await createLeadOnce(db, attributes, now, idempotency);
  if (lead) return { lead, accessToken: lead.accessToken };
  // A request with the same key stored its lead while this one was on its way.
  const twin = await findLeadByIdempotencyKey(db, idempotency.keyHash);
  if (!twin) throw new Error('A lead conflicted on its idempotency key but cannot be found');
  return replayed(twin, idempotency);
}
