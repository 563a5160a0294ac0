/**
 * The user a provider's sign-in stands for (docs/sso.md, "Which account"). A provider account
 * (issuer + subject) already linked signs in as its user. One that is not linked yet:
 *  - when a signed-in account asked for the link (it confirmed its password first), is linked to
 *    that account and nothing else;
 *  - otherwise, only with an e-mail address the provider vouches for (`email_verified === true`),
 *    either creates a new account (none has that address by the rule of domain/account-email.ts),
 *    or, when an account has it, is linked to it only where OIDC_LINK_VERIFIED_EMAIL allows;
 *    otherwise it is refused and opens no session.
 * With OIDC_ROLE_MAP the provider decides the role every time. An SSO-made account gets an
 * unusable random password (its hash is a real argon2id hash, so a password sign-in with its
 * address takes the same time as any other and fails).
 */
import type { Kysely } from 'kysely';
import { emailProblem, tidyEmail } from '../../../domain/account-email.js';
import type { Database, UserRole } from '../../db/schema.js';
import { createAccount, findAccountByEmail, findAccountById, type Account } from '../accounts.js';
import { newSecretToken } from '../secret-tokens.js';

export interface ProviderIdentity {
  issuer: string;
  subject: string;
  email: string | undefined;
  /** The provider's `email_verified` for that same address: only `true` vouches for it. */
  emailVerified: boolean | undefined;
  /** The role the claims give, or `undefined` when roles are not taken from the provider. */
  role: UserRole | null | undefined;
}

export interface LinkRules {
  /** OIDC_LINK_VERIFIED_EMAIL: a first sign-in with a verified address may take over the account with that address. */
  linkVerifiedEmail: boolean;
  /** The signed-in account this sign-in was started to link (it confirmed its password); undefined for a sign-in. */
  linkTo: number | undefined;
}

/**
 * Why a provider account opens nothing: no usable address, an address the provider does not vouch
 * for, an account with that address that may not be linked this way, a provider account already
 * linked to another account (signed-in linking), or a disabled account.
 */
export type SsoAccountRefusal = 'no_email' | 'email_unverified' | 'not_linked' | 'linked_elsewhere' | 'disabled';

export type SsoAccountResult = { ok: true; account: Account; created: boolean } | { ok: false; reason: SsoAccountRefusal };

export async function accountForIdentity(
  db: Kysely<Database>,
  identity: ProviderIdentity,
  rules: LinkRules,
  now: Date,
): Promise<SsoAccountResult> {
  const at = now.toISOString();
  const linkedTo = await linkedUser(db, identity);
  let account: Account | undefined;
  let created = false;
  if (rules.linkTo !== undefined) {
    if (linkedTo !== undefined && linkedTo !== rules.linkTo) return { ok: false, reason: 'linked_elsewhere' };
    account = await findAccountById(db, rules.linkTo);
    if (!account) return { ok: false, reason: 'not_linked' };
  } else if (linkedTo !== undefined) {
    account = await findAccountById(db, linkedTo);
  }
  if (!account) {
    // A first sign-in: only an address the provider vouches for may stand for an account.
    const email = identity.email === undefined ? undefined : tidyEmail(identity.email);
    if (email === undefined || emailProblem(email)) return { ok: false, reason: 'no_email' };
    if (identity.emailVerified !== true) return { ok: false, reason: 'email_unverified' };
    const existing = await findAccountByEmail(db, email);
    if (existing && !rules.linkVerifiedEmail) return { ok: false, reason: 'not_linked' };
    if (existing) account = existing;
    else {
      const made = await createAccount(db, { email, password: newSecretToken(), role: identity.role ?? null }, now, 'generated').catch(
        async (error) => {
          if (await findAccountByEmail(db, email)) return undefined;
          throw error;
        },
      );
      // Two first sign-ins at once, and the other one created the account: decided again, as for an existing account.
      if (!made) return accountForIdentity(db, identity, rules, now);
      account = made;
      created = true;
    }
  }
  if (account.disabled) return { ok: false, reason: 'disabled' };
  if (linkedTo === undefined) {
    await db
      .insertInto('user_identities')
      .values({ issuer: identity.issuer, subject: identity.subject, user_id: account.id, created_at: at, last_sign_in_at: at })
      .onConflict((oc) => oc.columns(['issuer', 'subject']).doNothing())
      .execute();
    // Another process may have linked this provider account a moment ago: the row that stands wins.
    if ((await linkedUser(db, identity)) !== account.id) return { ok: false, reason: 'linked_elsewhere' };
  } else {
    await db
      .updateTable('user_identities')
      .set({ last_sign_in_at: at })
      .where('issuer', '=', identity.issuer)
      .where('subject', '=', identity.subject)
      .execute();
  }
  if (identity.role !== undefined && identity.role !== account.role) {
    await db.updateTable('users').set({ role: identity.role, updated_at: at }).where('id', '=', account.id).execute();
    account = { ...account, role: identity.role };
  }
  return { ok: true, account, created };
}

async function linkedUser(db: Kysely<Database>, identity: ProviderIdentity): Promise<number | undefined> {
  const row = await db
    .selectFrom('user_identities')
    .select('user_id')
    .where('issuer', '=', identity.issuer)
    .where('subject', '=', identity.subject)
    .executeTakeFirst();
  return row ? Number(row.user_id) : undefined;
}
