/**
 * The lead's access token: a random secret handed out once (POST /api/leads) and asked for by every
 * public call about that lead. Only its SHA-256 is stored, and a presented token is compared with
 * `timingSafeEqual`, so neither a database dump nor response timing gives the token away.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export function newAccessToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** False for a missing token and for a lead without a stored hash (created before tokens existed). */
export function accessTokenMatches(storedHash: string | null, presented: string | undefined): boolean {
  if (!storedHash || !presented) return false;
  const expected = Buffer.from(storedHash, 'hex');
  const actual = createHash('sha256').update(presented, 'utf8').digest();
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
