/**
 * The tokens of alert links (docs/alerts.md, "Links and tokens"): each is 32 random bytes handed out
 * once, in one e-mail; only its SHA-256 is stored (the rule of every token we hand out, ../auth/secret-tokens.ts),
 * so a database dump opens no alert. Every e-mail gets fresh unsubscribe and manage tokens, which
 * is why they can be random rather than derived from a server key: nothing needs to re-create one.
 */
import type { Kysely, Transaction } from 'kysely';
import type { AlertTokensTable, Database } from '../db/schema.js';
import { hashSecretToken, newSecretToken } from '../auth/secret-tokens.js';

export type TokenPurpose = AlertTokensTable['purpose'];

export const CONFIRM_TOKEN_MS = 48 * 3_600_000;
/** Unsubscribe and manage links: long enough for an old e-mail; each digest brings new ones. */
export const LINK_TOKEN_MS = 180 * 24 * 3_600_000;

type Db = Kysely<Database> | Transaction<Database>;

export async function issueToken(
  db: Db,
  purpose: TokenPurpose,
  owner: { addressId: string; alertId: string | null },
  expiresAt: number,
): Promise<string> {
  const token = newSecretToken();
  await db
    .insertInto('alert_tokens')
    .values({ token_hash: hashSecretToken(token), purpose, address_id: owner.addressId, alert_id: owner.alertId, expires_at: expiresAt })
    .execute();
  return token;
}

export interface TokenOwner {
  addressId: string;
  alertId: string | null;
}

/**
 * Who a presented token belongs to, or undefined (unknown, expired, other purpose). Looked up by
 * its hash: the hash is the key, so no stored value is compared byte by byte with what was sent.
 */
export async function tokenOwner(db: Db, token: string, purpose: TokenPurpose, now: number): Promise<TokenOwner | undefined> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  const row = await db
    .selectFrom('alert_tokens')
    .select(['address_id', 'alert_id', 'expires_at'])
    .where('token_hash', '=', hashSecretToken(token))
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row || Number(row.expires_at) <= now) return undefined;
  return { addressId: row.address_id, alertId: row.alert_id };
}
