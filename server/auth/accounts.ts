/**
 * Accounts: the `users` table (migrations 0011, 0028). Addresses are compared by one rule,
 * domain/account-email.ts: every lookup is by `email_key` (unique), the address itself is kept as
 * typed for showing.
 */
import type { Kysely } from 'kysely';
import { accountEmailKey, emailProblem, tidyEmail } from '../../domain/account-email.js';
import type { Database, UserRole, UserRow } from '../db/schema.js';
import { ApiFailure } from '../failure.js';
import { dummyPasswordHash, hashPassword, passwordProblem, verifyPassword, weakPasswordFailure, type PasswordOrigin } from './passwords.js';

export { emailProblem, MAX_EMAIL_LENGTH } from '../../domain/account-email.js';

export interface Account {
  id: number;
  email: string;
  role: UserRole | null;
  disabled: boolean;
}

export function toAccount(row: Pick<UserRow, 'id' | 'email' | 'role' | 'disabled'>): Account {
  return { id: row.id, email: row.email, role: row.role, disabled: Number(row.disabled) === 1 };
}

async function findUserRow(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email_key', '=', accountEmailKey(email)).executeTakeFirst();
}

export async function findAccountById(db: Kysely<Database>, id: number): Promise<Account | undefined> {
  const row = await db.selectFrom('users').select(['id', 'email', 'role', 'disabled']).where('id', '=', id).executeTakeFirst();
  return row ? toAccount(row) : undefined;
}

export async function findAccountByEmail(db: Kysely<Database>, email: string): Promise<Account | undefined> {
  const row = await findUserRow(db, email);
  return row ? toAccount(row) : undefined;
}

export async function countUsers(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface NewAccount {
  email: string;
  password: string;
  role: UserRole | null;
}

/**
 * Creates an account; 400 `invalid_request` for a malformed e-mail or a weak password, 409
 * `email_taken` when an account has the same address by the rule of domain/account-email.ts.
 * `passwordOrigin` 'generated' is for a password the server drew itself (the demo admin, an
 * invitation, a provider's account), never one that came with a request.
 */
export async function createAccount(
  db: Kysely<Database>,
  input: NewAccount,
  now: Date = new Date(),
  passwordOrigin: PasswordOrigin = 'chosen',
): Promise<Account> {
  const email = tidyEmail(input.email);
  const badEmail = emailProblem(email);
  if (badEmail) throw new ApiFailure(400, 'invalid_request', badEmail, 'email');
  const weak = passwordProblem(input.password, { email }, passwordOrigin);
  if (weak) throw weakPasswordFailure(weak, 'password');
  if (await findUserRow(db, email)) throw new ApiFailure(409, 'email_taken', 'An account with this e-mail address exists', 'email');
  const passwordHash = await hashPassword(input.password);
  const at = now.toISOString();
  try {
    const row = await db
      .insertInto('users')
      .values({ email, email_key: accountEmailKey(email), password_hash: passwordHash, role: input.role, created_at: at, updated_at: at })
      .returning(['id', 'email', 'role', 'disabled'])
      .executeTakeFirstOrThrow();
    return toAccount(row);
  } catch (error) {
    // Two creations of one address at once: the unique index on email_key refuses the second.
    if (await findUserRow(db, email)) throw new ApiFailure(409, 'email_taken', 'An account with this e-mail address exists', 'email');
    throw error;
  }
}

/**
 * The account `email` and `password` open, or undefined, with the same work either way: an unknown
 * address is verified against a dummy hash, so neither the answer nor its time tells which
 * addresses have accounts. A disabled account is refused after the check, the same way. Only a
 * malformed address, which no account can have, is refused without the work.
 */
export async function authenticate(db: Kysely<Database>, email: string, password: string): Promise<Account | undefined> {
  // Something that is not an e-mail address has no account, and saying so quickly reveals nothing
  // about which accounts exist (the format rule is public); it only saves the hash work.
  if (emailProblem(email)) return undefined;
  const row = await findUserRow(db, email);
  const ok = await verifyPassword(row?.password_hash ?? (await dummyPasswordHash()), password);
  if (!row || !ok || Number(row.disabled) === 1) return undefined;
  return toAccount(row);
}

/** Sets the password after the rule's check: 400 `weak_password` naming `field` (the caller's name for it). */
export async function setPassword(
  db: Kysely<Database>,
  userId: number,
  password: string,
  now: Date = new Date(),
  field = 'new_password',
  origin: PasswordOrigin = 'chosen',
): Promise<void> {
  const user = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  const weak = passwordProblem(password, { email: user?.email }, origin);
  if (weak) throw weakPasswordFailure(weak, field);
  const passwordHash = await hashPassword(password);
  await db.updateTable('users').set({ password_hash: passwordHash, updated_at: now.toISOString() }).where('id', '=', userId).execute();
}

export async function verifyAccountPassword(db: Kysely<Database>, userId: number, password: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
  return row ? verifyPassword(row.password_hash, password) : false;
}
