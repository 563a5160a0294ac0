/**
 * Accounts as an admin manages them (docs/cms-api.md, "Users (admin)"): list, create (with a generated password shown
 * once when none is given: the "invite"), change role, disable, reset password. Reuses
 * server/auth/ (argon2id hashes, the e-mail rules); disabling or resetting ends the account's
 * sessions and tokens on every process. An admin cannot demote or disable their own account, so
 * the last admin cannot lock everyone out by a slip.
 */
import type { Kysely } from 'kysely';
import type { CmsUser, CmsUserWithPassword } from '../../domain/contracts/cms.js';
import { createAccount, setPassword } from '../auth/accounts.js';
import { generatePassword } from '../auth/passwords.js';
import { isRole, type UserRole } from '../auth/roles.js';
import { deleteOtherSessions } from '../auth/sessions.js';
import { revokeOtherApiTokens } from '../auth/api-tokens.js';
import type { Database, UserRow } from '../db/schema.js';
import { ApiFailure } from '../failure.js';

const toUser = (row: Pick<UserRow, 'id' | 'email' | 'role' | 'disabled' | 'created_at'>): CmsUser => ({
  id: row.id,
  email: row.email,
  role: row.role,
  disabled: Number(row.disabled) === 1,
  created_at: row.created_at,
});

export function checkRole(value: unknown, field = 'role'): UserRole | null {
  if (value === null || isRole(value)) return value;
  throw new ApiFailure(400, 'invalid_request', 'role must be editor, admin or null', field);
}

export interface UsersService {
  list(): Promise<CmsUser[]>;
  create(input: { email: string; role: UserRole | null; password?: string }): Promise<CmsUserWithPassword>;
  update(actorId: number, id: number, change: { role?: UserRole | null; disabled?: boolean }): Promise<CmsUser>;
  resetPassword(id: number, password?: string): Promise<CmsUserWithPassword>;
}

export function createUsersService(db: Kysely<Database>, now: () => number): UsersService {
  const columns = ['id', 'email', 'role', 'disabled', 'created_at'] as const;
  async function find(id: number): Promise<CmsUser> {
    const row = await db.selectFrom('users').select(columns).where('id', '=', id).executeTakeFirst();
    if (!row) throw new ApiFailure(404, 'user_not_found', 'No user with this id', 'id');
    return toUser(row);
  }
  async function endEverything(id: number) {
    await deleteOtherSessions(db, id, undefined);
    await revokeOtherApiTokens(db, id, now(), undefined);
  }
  return {
    async list() {
      return (await db.selectFrom('users').select(columns).orderBy('email').execute()).map(toUser);
    },
    async create({ email, role, password }) {
      const chosen = password ?? generatePassword({ email });
      const origin = password === undefined ? 'generated' : 'chosen';
      const account = await createAccount(db, { email, role, password: chosen }, new Date(now()), origin);
      return { user: await find(account.id), ...(password === undefined ? { generated_password: chosen } : {}) };
    },
    async update(actorId, id, change) {
      await find(id);
      if (id === actorId && (change.disabled === true || (change.role !== undefined && change.role !== 'admin')))
        throw new ApiFailure(
          409,
          'own_account',
          'You cannot take away your own admin role or disable your own account',
          change.disabled ? 'disabled' : 'role',
        );
      await db
        .updateTable('users')
        .set({
          ...(change.role !== undefined ? { role: change.role } : {}),
          ...(change.disabled !== undefined ? { disabled: change.disabled ? 1 : 0 } : {}),
          updated_at: new Date(now()).toISOString(),
        })
        .where('id', '=', id)
        .execute();
      if (change.disabled === true) await endEverything(id);
      return find(id);
    },
    async resetPassword(id, password) {
      const user = await find(id);
      const chosen = password ?? generatePassword({ email: user.email });
      await setPassword(db, id, chosen, new Date(now()), 'password', password === undefined ? 'generated' : 'chosen');
      await endEverything(id);
      return { user: await find(id), ...(password === undefined ? { generated_password: chosen } : {}) };
    },
  };
}
