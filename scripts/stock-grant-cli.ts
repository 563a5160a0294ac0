/**
 * What `npm run stock:grant` does, apart from the process: give an account the `stock` role for
 * every dealer or for named dealer codes (a retailer's account), or take it away
 * (docs/stock-feed.md, "Who may import"). Tests drive it with an in-memory database.
 */
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { accountEmailKey } from '../domain/account-email.js';
import type { Database } from '../server/db/schema.js';
import { grantStock, revokeStock } from '../server/stock-feed/stock-scope.js';

export const USAGE =
  'Usage: npm run stock:grant -- --email E (--all-dealers | --dealer IQ-EBL-01 [--dealer …]) | npm run stock:grant -- --email E --revoke';

export class StockGrantError extends Error {}

export async function runStockGrant(db: Kysely<Database>, argv: string[], now: string): Promise<string> {
  let values: { email?: string; dealer?: string[]; 'all-dealers'?: boolean; revoke?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        dealer: { type: 'string', multiple: true },
        'all-dealers': { type: 'boolean' },
        revoke: { type: 'boolean' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new StockGrantError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  if (!values.email) throw new StockGrantError(USAGE);
  const user = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email_key', '=', accountEmailKey(values.email))
    .executeTakeFirst();
  if (!user) throw new StockGrantError(`No account with the e-mail ${values.email} (npm run user:add creates one)`);
  if (values.revoke) {
    await revokeStock(db, user.id);
    return `${user.email} no longer has the stock role`;
  }
  const dealers = values.dealer ?? [];
  if (Boolean(values['all-dealers']) === dealers.length > 0)
    throw new StockGrantError(`Name the dealers or --all-dealers, not both or neither\n${USAGE}`);
  if (dealers.length > 0) {
    const known = new Set(
      (await db.selectFrom('dealers').select('dealer_code').where('dealer_code', 'in', dealers).execute()).map((d) => d.dealer_code),
    );
    const unknown = dealers.filter((code) => !known.has(code));
    if (unknown.length > 0) throw new StockGrantError(`No dealer with the code ${unknown.join(', ')}`);
  }
  await grantStock(db, user.id, dealers.length > 0 ? dealers : null, now);
  return `${user.email} has the stock role for ${dealers.length > 0 ? dealers.join(', ') : 'every dealer'}`;
}
