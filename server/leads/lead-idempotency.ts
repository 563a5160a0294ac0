/**
 * Idempotency of POST /api/leads (docs/buy-online.md, "Retrying a lead"). A retry with the same
 * Idempotency-Key and the same body must answer exactly as the first request did, access token
 * included: the visitor whose first answer was lost holds no other copy of it.
 *
 * The token is never stored readable. We store
 * - the SHA-256 of the key (to find the lead) and of the body (to refuse the key with another body);
 * - the token sealed with AES-256-GCM under a key derived (HKDF-SHA256) from the Idempotency-Key and
 *   the lead's id.
 * Only a caller who presents the key can unseal the token, and such a caller is by definition the one
 * who sent the request (or someone it gave the key to). A database dump holds neither key nor token.
 * Keys must be long (schemas.ts: 16 characters at least) because they now guard a secret; the
 * reservation widget sends a random UUID with a counter.
 *
 * Why not a fresh token on the retry: it would have to replace the stored hash, and when both
 * answers arrive (a double submit) the first token would silently stop working.
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

const KEY_CONTEXT = 'lrdx lead idempotency key\0';
const SEAL_INFO = 'lrdx lead access token seal';

/** The lookup value for an Idempotency-Key: a domain-separated SHA-256, hex. */
export function hashIdempotencyKey(key: string): string {
  return createHash('sha256')
    .update(KEY_CONTEXT + key, 'utf8')
    .digest('hex');
}

/** JSON with object keys sorted, so the same body written in another key order is the same request. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function hashRequestBody(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body), 'utf8').digest('hex');
}

function sealKey(idempotencyKey: string, leadId: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(idempotencyKey, 'utf8'), Buffer.from(leadId, 'utf8'), SEAL_INFO, 32));
}

/** `iv.ciphertext.tag`, base64url; the lead id is bound in as additional data too. */
export function sealAccessToken(token: string, idempotencyKey: string, leadId: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(idempotencyKey, leadId), iv);
  cipher.setAAD(Buffer.from(leadId, 'utf8'));
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [iv, sealed, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.');
}

/** The token, or null when the seal does not open with this key (tampered, or another key). */
export function unsealAccessToken(sealed: string, idempotencyKey: string, leadId: string): string | null {
  const [iv, data, tag] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !data || !tag || iv.length !== 12 || tag.length !== 16) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealKey(idempotencyKey, leadId), iv);
    decipher.setAAD(Buffer.from(leadId, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
