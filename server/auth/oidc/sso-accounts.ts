/**
 * The user a provider's sign-in stands for. Found by the provider account (issuer + subject) first;
 * a first sign-in links the account with the same e-mail (unless the provider says the address is
 * not verified) or creates one. With OIDC_ROLE_MAP the provider decides the role every time; an
 * SSO-made account gets an unusable random password (its hash is a real argon2id hash, so a
 * password sign-in with its address takes the same time as any other and fails).
 */
import type { Kysely } from 'kysely';
import type { Database, UserRole } from '../../db/schema.js';
import { createAccount, emailProblem, findAccountByEmail, findAccountById, normaliseEmail, type Account } from '../accounts.js';
import { newSecretToken } from '../secret-tokens.js';

export interface ProviderIdentity {
  issuer: string;
  subject: string;
  email: string | undefined;
  /** The provider's `email_verified`: only `false` stops linking to an existing account. */
  emailVerified: boolean | undefined;
  /** The role the claims give, or `undefined` when roles are not taken from the provider. */
  role: UserRole | null | undefined;
}

export type SsoAccountResult =
  { ok: true; account: Account; created: boolean } | { ok: false; reason: 'no_email' | 'email_unverified' | 'disabled' };

export async function accountForIdentity(db: Kysely<Database>, identity: ProviderIdentity, now: Date): Promise<SsoAccountResult> {
  const at = now.toISOString();
  const linked = await db
    .selectFrom('user_identities')
    .select('user_id')
    .where('issuer', '=', identity.issuer)
    .where('subject', '=', identity.subject)
    .executeTakeFirst();
  let account = linked ? await findAccountById(db, linked.user_id) : undefined;
  let created = false;
  if (!account) {
    const email = identity.email ? normaliseEmail(identity.email) : undefined;
    if (!email || emailProblem(email)) return { ok: false, reason: 'no_email' };
    const existing = await findAccountByEmail(db, email);
    if (existing && identity.emailVerified === false) return { ok: false, reason: 'email_unverified' };
    account =
      existing ??
      (await createAccount(db, { email, password: newSecretToken(), role: identity.role ?? null }, now).catch(async (error) => {
        // Two first sign-ins of one person at once: the other one created the account.
        const raced = await findAccountByEmail(db, email);
        if (raced) return raced;
        throw error;
      }));
    created = !existing;
    await db
      .insertInto('user_identities')
      .values({ issuer: identity.issuer, subject: identity.subject, user_id: account.id, created_at: at, last_sign_in_at: at })
      .onConflict((oc) => oc.columns(['issuer', 'subject']).doNothing())
      .execute();
  } else {
    await db
      .updateTable('user_identities')
      .set({ last_sign_in_at: at })
      .where('issuer', '=', identity.issuer)
      .where('subject', '=', identity.subject)
      .execute();
  }
  if (account.disabled) return { ok: false, reason: 'disabled' };
  if (identity.role !== undefined && identity.role !== account.role) {
    await db.updateTable('users').set({ role: identity.role, updated_at: at }).where('id', '=', account.id).execute();
    account = { ...account, role: identity.role };
  }
  return { ok: true, account, created };
}
