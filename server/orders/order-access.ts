/**
 * The order's access tokens, as for leads (../auth/secret-tokens.ts): a random secret handed out once,
 * in the reply that creates the order, of which only the SHA-256 is stored. Every public call about an
 * order presents it (`?token=`); without the right one the order is answered exactly like an unknown
 * one (404 order_not_found), so order numbers cannot be probed. An idempotent retry of the creation
 * (same key, same vehicle and lock: the caller holds the journey's secrets) gets a token of its own,
 * so a lost reply or a second tab never strands the buyer; earlier tokens stay valid. Orders created
 * before tokens existed have none and cannot be read from the public API.
 */
import type { Kysely } from 'kysely';
import type { Database, OrderRow } from '../db/schema.js';
import { ApiFailure } from '../failure.js';
import { secretTokenMatches, hashSecretToken, newSecretToken } from '../auth/secret-tokens.js';
import { findOrder } from './confirm-order.js';

/** Draws a token for the order and stores its hash; the token itself is returned once and never kept. */
export async function issueOrderToken(db: Kysely<Database>, orderId: number, now: number): Promise<string> {
  const token = newSecretToken();
  await db
    .insertInto('order_access_tokens')
    .values({ token_hash: hashSecretToken(token), order_id: orderId, created_at: new Date(now).toISOString() })
    .execute();
  return token;
}

/** Whether `presented` is one of the order's tokens (each compared in constant time). */
export async function orderTokenMatches(db: Kysely<Database>, orderId: number, presented: string | undefined): Promise<boolean> {
  if (!presented) return false;
  const rows = await db.selectFrom('order_access_tokens').select('token_hash').where('order_id', '=', orderId).execute();
  let matched = false;
  for (const row of rows) if (secretTokenMatches(row.token_hash, presented)) matched = true;
  return matched;
}

/** The order for a caller holding its token; 404 order_not_found otherwise, as for an unknown number. */
export async function orderForHolder(
  db: Kysely<Database>,
  orderNumber: string,
  token: string | undefined,
  field = 'number',
): Promise<OrderRow> {
  const order = await findOrder(db, orderNumber);
  if (!order || !(await orderTokenMatches(db, order.id, token)))
    throw new ApiFailure(404, 'order_not_found', `No order ${orderNumber}`, field);
  return order;
}
