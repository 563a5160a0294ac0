/**
 * Who may change stock, and which dealers' stock (docs/stock-feed.md, "Who may import"): an admin
 * every dealer's; an account with a row in `stock_grants` (the `stock` role) every dealer's when
 * the row names none, else only the dealer codes it names (a retailer's account).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { UserRole } from '../auth/index.js';

export interface StockScope {
  /** The dealer codes the account may see and change; null = every dealer. */
  dealers: ReadonlySet<string> | null;
}

/** The account's stock scope, or null when it may not change stock. */
export async function stockScopeOf(db: Kysely<Database>, account: { id: number; role: UserRole | null }): Promise<StockScope | null> {
  if (account.role === 'admin') return { dealers: null };
  const grant = await db.selectFrom('stock_grants').select('dealer_codes').where('user_id', '=', account.id).executeTakeFirst();
  if (!grant) return null;
  if (grant.dealer_codes === null) return { dealers: null };
  const codes: unknown = JSON.parse(grant.dealer_codes);
  return { dealers: new Set(Array.isArray(codes) ? codes.filter((code): code is string => typeof code === 'string') : []) };
}

/** Gives an account the `stock` role: every dealer (`dealerCodes` null) or only those dealers. */
export async function grantStock(db: Kysely<Database>, userId: number, dealerCodes: readonly string[] | null, now: string): Promise<void> {
  const dealer_codes = dealerCodes === null ? null : JSON.stringify([...new Set(dealerCodes)].sort());
  await db
    .insertInto('stock_grants')
    .values({ user_id: userId, dealer_codes, created_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ dealer_codes }))
    .execute();
}

export async function revokeStock(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('stock_grants').where('user_id', '=', userId).execute();
}

/** Whether a vehicle of `dealerCode` is inside the scope. */
export function inScope(scope: StockScope, dealerCode: string): boolean {
  return scope.dealers === null || scope.dealers.has(dealerCode);
}
