/**
 * Random secrets handed to clients (session cookies, bearer tokens, the access tokens of leads,
 * orders and alerts) and the form they are stored in: 32 random bytes, base64url; only the SHA-256
 * (hex) reaches the database, so reading the table does not let anyone in.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Whether a presented token is the one whose hash is stored, compared with `timingSafeEqual` so
 * response timing does not give the token away. False for a missing token and for a row without a
 * stored hash (a lead created before tokens existed).
 */
export function secretTokenMatches(storedHash: string | null, presented: string | undefined): boolean {
  if (!storedHash || !presented) return false;
  const expected = Buffer.from(storedHash, 'hex');
  const actual = createHash('sha256').update(presented, 'utf8').digest();
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** A token we issued is 43 base64url characters; anything else is not looked up at all. */
export function looksLikeSecretToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

/** How often a session's or token's last use is written (docs/accounts.md, "Sessions and tokens for admins"). */
export const LAST_USED_EVERY_MS = 60_000;

/** Whether a last-used time read from the database is old enough to write again. */
export function isStale(lastUsedAt: number | string | null, now: number): boolean {
  return lastUsedAt === null || now - Number(lastUsedAt) >= LAST_USED_EVERY_MS;
}
