/**
 * The demo admin `npm start` creates when the users table is empty (docs/accounts.md): a generated
 * password, printed once to the console by server/main.ts, never a fixed one. Nothing is created
 * when any account exists, so a deployment that ran `npm run user:add` first gets no demo admin.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { countUsers, createAccount } from './accounts.js';
import { generatePassword } from './passwords.js';

export const DEMO_ADMIN_EMAIL = 'admin@lrdx.local';

export async function createDemoAdminIfNoUsers(db: Kysely<Database>): Promise<{ email: string; password: string } | undefined> {
  if ((await countUsers(db)) > 0) return undefined;
  const password = generatePassword({ email: DEMO_ADMIN_EMAIL });
  try {
    await createAccount(db, { email: DEMO_ADMIN_EMAIL, password, role: 'admin' }, new Date(), 'generated');
  } catch (error) {
    // Two processes starting on one empty database at once: the other one created it.
    if ((await countUsers(db)) > 0) return undefined;
    throw error;
  }
  return { email: DEMO_ADMIN_EMAIL, password };
}
